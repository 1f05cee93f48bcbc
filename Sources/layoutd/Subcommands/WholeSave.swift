import LayoutEngine
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// One save of a spec from its text to its event line, as the daemon makes it: through the spec's
/// ``SpecPipeline`` (parsed with the tree of the text before, so only the edited section is
/// composed; laid out on the section caches of the layout before, and checked), diffed against that
/// layout, and written as the line subscribers get.
///
/// Each call saves the other of two texts, so that every call is an edit. Two of them make the same
/// saves with state of their own: `layoutd bench` makes one's save just before the other's.
final class WholeSave {
    private let texts: [String]
    private var pipeline = SpecPipeline(file: "home.layout.yaml")
    private var last: LayoutSnapshot
    private var next = 1

    /// Which of the two texts the next save saves.
    var upcoming: Int { next }

    init(texts: [String]) throws {
        self.texts = texts
        last = try pipeline.read(text: texts[0]).snapshot
    }

    /// Makes the next save; returns the length of its event line.
    @discardableResult
    func make() -> Int {
        defer { next = 1 - next }
        // A text that no longer parses would time an error instead of a save: stop, loudly.
        guard let laidOut = try? pipeline.read(text: texts[next]) else {
            preconditionFailure("the benchmark's spec text \(next) does not lay out")
        }
        let (snapshot, work) = (laidOut.snapshot, laidOut.work)
        let diff = DiffFile(
            spec: "home.layout.yaml",
            from: 1,
            to: 2,
            diff: LayoutDiff(from: last, to: snapshot),
            stats: LayoutStats(work, micros: 0)
        )
        last = snapshot
        return SocketEvent.diff(diff, clock: "c:1:2").utf8.count
    }
}
