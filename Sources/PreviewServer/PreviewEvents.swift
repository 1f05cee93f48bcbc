import LayoutEngine
import LayoutProtocol
import LayoutPublishing
import Synchronization

/// The preview page's server-sent events: one `event:` name and one line of JSON `data:` each.
///
/// - `reset`: the stream (re)starts; the page forgets what it showed and is sent every spec again.
/// - `pictures`: `{"spec", "generation", "clock", "environments": [{"name", "svg"}]}`, a spec's
///   current layout drawn per environment (the same pictures as `ENV.svg`).
/// - `errors`: the daemon's `error` event, exactly as the socket sends it; the last pictures stay.
/// - `removed`: `{"spec"}`.
/// - `ready`: every spec's current state was sent; a spec the page shows that was not sent since
///   `reset` is gone.
///
/// A quiet stream carries a comment line now and then (``heartbeat``), which browsers ignore.
enum PreviewEvents {
    static let ready = frame("ready", "{}")
    static let heartbeat = ": keep-alive\n\n"

    static func reset(version: String) -> String {
        var writer = JSONWriter()
        writer.raw("{\"version\": ")
        writer.string(version)
        writer.raw("}")
        // A browser that loses the stream tries again after a second.
        return "retry: 1000\n" + frame("reset", writer.text)
    }

    /// The `pictures` events drawn lately, by spec and clock: every page is sent the same text, so
    /// it is drawn once, not once a page (32 pages of a spec of two million frames drew it 32 times
    /// a save, and the socket's clients waited 12.6 s behind them).
    static let drawn = DrawnEvents()

    static func event(_ update: PreviewBoard.Update) -> String {
        switch update {
        case .pictures(let spec, let generation, let clock, let pictures):
            let key = "\(clock.description)\u{0}\(generation)\u{0}\(spec)"
            if let text = drawn[key] { return text }
            var writer = JSONWriter()
            writer.raw("{\"spec\": ")
            writer.string(spec)
            writer.raw(", \"generation\": ")
            writer.integer(generation)
            writer.raw(", \"clock\": ")
            writer.string(clock.description)
            writer.raw(", \"environments\": [")
            for (index, picture) in pictures.enumerated() {
                writer.raw(index == 0 ? "{\"name\": " : ", {\"name\": ")
                writer.string(picture.layout.name)
                writer.raw(", \"svg\": ")
                writer.string(picture.svg())
                writer.raw("}")
            }
            writer.raw("]}")
            let text = frame("pictures", writer.text)
            drawn[key] = text
            return text
        case .errors(_, let event):
            return frame("errors", event)
        case .removed(let spec):
            var writer = JSONWriter()
            writer.raw("{\"spec\": ")
            writer.string(spec)
            writer.raw("}")
            return frame("removed", writer.text)
        }
    }

    /// One event; `data` is one line (JSON escapes every line break).
    static func frame(_ name: String, _ data: String) -> String {
        "event: \(name)\ndata: \(data)\n\n"
    }
}

/// The last few events drawn, shared by every page's connection.
final class DrawnEvents: Sendable {
    /// The most events kept: a save's pictures are sent to every page within moments of each other.
    static let capacity = 16

    private let events = Mutex<[(key: String, text: String)]>([])

    subscript(key: String) -> String? {
        get { events.withLock { $0.first { $0.key == key }?.text } }
        set {
            guard let newValue else { return }
            events.withLock { events in
                events.removeAll { $0.key == key }
                events.append((key, newValue))
                if events.count > Self.capacity { events.removeFirst(events.count - Self.capacity) }
            }
        }
    }
}
