import Foundation
import LayoutEngine
import LayoutProtocol

/// What a subscriber knows of every spec, built from the event lines it got and nothing else: whole
/// layouts from `layout` events, diffs applied to them, removals.
///
/// `problems` lists every event that did not follow from the ones before it (a diff from a generation
/// the subscriber does not hold), which a correct daemon never sends.
struct SubscriberModel {
    private(set) var layouts: [String: LayoutSnapshot] = [:]
    private(set) var generations: [String: Int] = [:]
    /// The clock of the latest event, to resume with `since`.
    private(set) var clock: String?
    private(set) var problems: [String] = []
    private(set) var events = 0
    /// How many subscription answers told the subscriber to start over.
    private(set) var startsOver = 0

    mutating func apply(line: String) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { return }
        // A subscription's answer with `"fresh": true`: what the subscriber held is void, and the
        // events that follow are the whole state.
        if object["event"] == nil, object["fresh"] as? Bool == true {
            layouts = [:]
            generations = [:]
            clock = object["clock"] as? String
            startsOver += 1
            return
        }
        guard let event = object["event"] as? String else { return }
        events += 1
        // The latest clock: a fresh layout sent on resuming may carry an older one.
        if let clock = object["clock"] as? String, let new = DaemonClock(clock),
            self.clock.flatMap(DaemonClock.init).map({ ($0.epoch, $0.sequence) < (new.epoch, new.sequence) }) ?? true
        {
            self.clock = clock
        }
        guard let spec = object["spec"] as? String else { return }
        switch event {
        case "layout":
            guard let document = SocketEvent.document(in: line),
                let file = try? LayoutFile.decode(Data(document.utf8))
            else { return problems.append("a layout of \(spec) that does not read back") }
            layouts[spec] = file.snapshot
            generations[spec] = file.generation
        case "diff":
            guard let document = SocketEvent.document(in: line),
                let file = try? DiffFile.decode(Data(document.utf8))
            else { return problems.append("a diff of \(spec) that does not read back") }
            guard let current = layouts[spec], generations[spec] == file.from else {
                return problems.append(
                    "a diff of \(spec) from generation \(file.from), holding \(generations[spec].map(String.init) ?? "none")"
                )
            }
            layouts[spec] = file.diff.applied(to: current)
            generations[spec] = file.to
        case "removed":
            layouts[spec] = nil
            generations[spec] = nil
        default:
            break
        }
    }
}

extension SubscriberModel {
    /// The clock a subscription's answer line gives.
    static func clock(inAnswer line: String) -> String? {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        return object?["clock"] as? String
    }
}

/// The layouts of an output folder, by spec: what every `layout.json` under it holds.
func outputLayouts(_ folder: URL) -> [String: LayoutFile] {
    var found: [String: LayoutFile] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
    while let path = walker.nextObject() as? String {
        guard path.hasSuffix("layout.json"), !path.hasPrefix(".layoutd"),
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
            let file = try? LayoutFile.decode(data)
        else { continue }
        found[file.spec] = file
    }
    return found
}
