import Foundation
import LayoutEngine
import LayoutProtocol
import Synchronization

/// Draws the `ENV.svg` texts of owed pictures (``SpecLayouts+OwedPictures``) on a thread of its own
/// at the lowest priority, so that drawing never holds the daemon's thread or a save's layout; the
/// daemon's thread writes the files (``SpecLayouts/writeDrawnPictures()``).
///
/// Inline (the loop embedded in tests), it draws on the calling thread at once.
final class PictureDrawer: Sendable {
    /// A spec's pictures to draw: their values, made on the daemon's thread, and the generation
    /// they show.
    struct Work: @unchecked Sendable {
        var spec: String
        var generation: Int
        var pictures: [PreviewSVG]
    }

    /// A spec's pictures drawn: each environment's name and SVG text.
    struct Drawn: Sendable {
        var spec: String
        var generation: Int
        var files: [(environment: String, svg: String)]
    }

    /// The drawing thread; none inline.
    private let thread: WorkerThreads?
    private let drawn = Mutex<[Drawn]>([])
    private let wake: @Sendable () -> Void
    /// Pictures handed over and not yet taken back.
    private let pending = Atomic(0)

    /// A drawer on a thread of its own at the lowest priority (`inline`: none), whose finished
    /// pictures `wake` the daemon.
    init(inline: Bool = true, wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
        thread = inline ? nil : WorkerThreads(count: 1, name: "layoutd-pictures", lowestPriority: true)
    }

    /// Whether pictures are handed over and not yet taken back.
    var isDrawing: Bool { pending.load(ordering: .acquiring) > 0 }

    func draw(_ work: Work) {
        pending.add(1, ordering: .releasing)
        guard let thread else {
            drawn.withLock { $0.append(Self.drawing(work)) }
            return
        }
        thread.submit { [self] in
            let result = Self.drawing(work)
            drawn.withLock { $0.append(result) }
            wake()
        }
    }

    /// The pictures drawn since the last call.
    func take() -> [Drawn] {
        let taken = drawn.withLock { drawn in
            defer { drawn.removeAll() }
            return drawn
        }
        pending.subtract(taken.count, ordering: .releasing)
        return taken
    }

    private static func drawing(_ work: Work) -> Drawn {
        Drawn(
            spec: work.spec,
            generation: work.generation,
            files: work.pictures.map { ($0.layout.name, $0.svg()) }
        )
    }
}
