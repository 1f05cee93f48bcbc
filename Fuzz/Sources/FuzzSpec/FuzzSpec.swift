import Foundation
import FuzzDriver
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat

/// Spec text through everything a save reaches.
///
/// Parsing and validation, and for a valid spec the layout of every environment (any layout kind)
/// and its JSON. An input of two specs separated by a `\n---\n` line is a save from the first to the
/// second: both are laid out, incrementally as the daemon does, and the diff between them must apply.
/// The second spec is also parsed with the first one's tree (``ComposedSpec``), which must give what a
/// fresh parse gives. A crash, a sanitizer report, a hang, a parse that differs, or a diff that does
/// not apply or does not read back from its event is a finding; a spec error is not.
@main
enum FuzzSpec {
    static func main() {
        fuzz { data in
            FuzzSpec.run(data)
        }
    }

    static func run(_ data: Data) {
        let texts = String(decoding: data, as: UTF8.self).components(separatedBy: "\n---\n")
        let parser = SpecParser()
        var layout = IncrementalLayout()
        var previous: LayoutSnapshot?
        var tree: ComposedSpec?
        for text in texts.prefix(2) {
            // The second text is parsed with the first one's tree, as the daemon parses a save: only
            // the changed sections composed and read again. It must give what a fresh parse gives.
            let fresh = Result { () throws(SpecErrors) in try parser.parse(text, file: "fuzz.layout.yaml") }
            let reused = Result { () throws(SpecErrors) in try parser.parse(text, file: "fuzz.layout.yaml", tree: &tree)
            }
            if fresh != reused {
                fatalError(
                    "a parse with the previous tree differs from a fresh one:\n\(texts.joined(separator: "\n---\n"))"
                )
            }
            guard let document = try? fresh.get() else { continue }
            let snapshot = layout.update(document).snapshot
            let json = Self.json(snapshot)
            if snapshot != layOut(document) {
                fatalError("the incremental layout differs from a fresh one:\n\(texts.joined(separator: "\n---\n"))")
            }
            if let previous {
                let diff = LayoutDiff(from: previous, to: snapshot)
                let stats = LayoutStats(LayoutWork(), micros: 0)
                let file = DiffFile(spec: "s", from: 1, to: 2, diff: diff, stats: stats)
                // A subscriber reads the diff back from its event's line: it must be the same diff.
                let line = SocketEvent.diff(file, clock: "c:1:2")
                let document = SocketEvent.document(in: line).map { Data($0.utf8) } ?? Data()
                if (try? DiffFile.decode(document))?.diff != diff {
                    fatalError("the diff does not read back from its event:\n\(texts.joined(separator: "\n---\n"))")
                }
                // Applied to the old layout, the diff must give the new one, down to layout.json's text.
                if Self.json(diff.applied(to: previous)) != json {
                    fatalError("the diff does not apply:\n\(texts.joined(separator: "\n---\n"))")
                }
            }
            previous = snapshot
        }
    }

    static func json(_ snapshot: LayoutSnapshot) -> String {
        LayoutFile(
            spec: "s",
            generation: 1,
            snapshot: snapshot,
            stats: LayoutStats(LayoutWork(), micros: 0)
        )
        .json()
    }
}
