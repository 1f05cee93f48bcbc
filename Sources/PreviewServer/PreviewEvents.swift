import LayoutDaemon
import LayoutEngine
import LayoutProtocol

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

    static func event(_ update: PreviewBoard.Update) -> String {
        switch update {
        case .pictures(let spec, let generation, let clock, let pictures):
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
            return frame("pictures", writer.text)
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
