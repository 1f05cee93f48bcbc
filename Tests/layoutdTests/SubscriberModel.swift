import Foundation
import LayoutEngine
import LayoutProtocol

/// What a subscriber knows of every spec, built from the event lines it got and nothing else: each
/// line read back as a ``SpecEvent`` and applied to the spec's ``SpecState``, as the daemon applies
/// what it publishes.
///
/// `problems` lists every event that did not follow from the ones before it (a diff from a generation
/// the subscriber does not hold), which a correct daemon never sends.
struct SubscriberModel {
    private(set) var states: [String: SpecState] = [:]
    /// The clock of the latest event, to resume with `since`.
    private(set) var clock: String?
    private(set) var problems: [String] = []
    private(set) var events = 0
    /// How many subscription answers told the subscriber to start over.
    private(set) var startsOver = 0

    var layouts: [String: LayoutSnapshot] { states.compactMapValues { $0.layout?.snapshot } }
    var generations: [String: Int] { states.compactMapValues { $0.layout == nil ? nil : $0.generation } }

    mutating func apply(line: String) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { return }
        // A subscription's answer with `"fresh": true`: what the subscriber held is void, and the
        // events that follow are the whole state.
        if object["event"] == nil, object["fresh"] as? Bool == true {
            states = [:]
            clock = object["clock"] as? String
            startsOver += 1
            return
        }
        guard let event = object["event"] as? String else { return }
        events += 1
        // The latest clock: a fresh layout sent on resuming may carry an older one.
        guard let text = object["clock"] as? String, let eventClock = DaemonClock(text) else { return }
        if self.clock.flatMap(DaemonClock.init).map({
            ($0.epoch, $0.sequence) < (eventClock.epoch, eventClock.sequence)
        })
            ?? true
        {
            self.clock = text
        }
        guard let spec = object["spec"] as? String, let kind = SpecEvent.Kind(rawValue: event) else { return }
        do {
            var state = states[spec] ?? SpecState()
            try state.apply(SpecEvent(line: line, kind: kind, spec: spec), at: eventClock)
            states[spec] = state.removed ? nil : state
        } catch {
            problems.append(error.description)
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
