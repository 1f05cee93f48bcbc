public import Foundation

/// The editor's messages read and not yet handled, in order: the reading thread puts them in, the
/// server's thread takes them out, and asks whether a newer change of a document is waiting.
public final class Inbox: @unchecked Sendable {
    // `@unchecked Sendable`: every property is read and written under `condition`.
    private let condition = NSCondition()
    private var waiting: [Inbound] = []
    private var ended = false
    /// How many messages were ever put in, so that a wait for quiet can tell one came.
    private var received = 0

    public init() {}

    /// Adds a message read from the editor.
    public func put(_ message: Inbound) {
        condition.lock()
        waiting.append(message)
        received += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Says that the editor's input ended: once the messages waiting are taken, nothing more comes.
    public func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next message, waiting for one; `nil` once the input ended and every message was taken.
    public func take() -> Inbound? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !ended { condition.wait() }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Whether a message that replaces `uri`'s text (a `didChange` or a `didClose`) is waiting.
    public func holdsReplacement(of uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting.contains { $0.replaces == uri }
    }

    /// Whether the messages waiting start with changes and closes up to one that replaces `uri`'s
    /// text: nothing comes between that could read the text a change of `uri` handled now gives.
    public func replacementFollows(_ uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        for message in waiting {
            guard let replaced = message.replaces else { return false }
            if replaced == uri { return true }
        }
        return false
    }

    /// Returns once no message has come for `interval` (or the input ended): the end of a burst.
    public func awaitQuiet(for interval: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        var seen = received
        while !ended {
            _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            if received == seen { return }
            seen = received
        }
    }
}
