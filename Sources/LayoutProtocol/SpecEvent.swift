import Foundation

/// One event about a spec as a value, before it is a line of JSON: what the daemon publishes, what
/// its journal keeps, and what a subscriber reads back.
///
/// The daemon makes the value once and encodes it once (``line(clock:)``); the journal and the
/// subscribers decode the same line back into the same value (``init(line:kind:spec:)``), and every
/// one of them folds it into a ``SpecState`` the same way.
public enum SpecEvent: Sendable {
    /// The kinds of events about one spec (the fifth, `rescan`, is about none).
    public enum Kind: String, Sendable {
        case layout, diff, error, removed
    }

    /// A whole layout; `fresh` when it stands in for diffs the subscriber cannot be given.
    case layout(LayoutFile, fresh: Bool)
    /// What changed from the generation the subscriber holds. `result` is the layout it leads to when
    /// the publisher has it at hand; without it, applying the diff gives the same layout.
    case diff(DiffFile, result: LayoutFile?)
    /// The spec's errors; its last good layout stands.
    case error(ErrorFile)
    /// The spec is gone.
    case removed(spec: String)

    public var kind: Kind {
        switch self {
        case .layout: .layout
        case .diff: .diff
        case .error: .error
        case .removed: .removed
        }
    }

    /// The spec the event is about, relative to its watched folder.
    public var spec: String {
        switch self {
        case .layout(let file, _): file.spec
        case .diff(let file, _): file.spec
        case .error(let file): file.spec
        case .removed(let spec): spec
        }
    }

    /// The generation a `layout` or `diff` gives its spec; `nil` for the other kinds.
    public var generation: Int? {
        switch self {
        case .layout(let file, _): file.generation
        case .diff(let file, _): file.to
        case .error, .removed: nil
        }
    }

    /// The event as subscribers receive it: one line of JSON, without the line break.
    public func line(clock: DaemonClock) -> String {
        switch self {
        case .layout(let file, let fresh): SocketEvent.layout(file, clock: clock.description, fresh: fresh)
        case .diff(let file, _): SocketEvent.diff(file, clock: clock.description)
        case .error(let file): SocketEvent.error(file, clock: clock.description)
        case .removed(let spec): SocketEvent.removed(spec: spec, clock: clock.description)
        }
    }

    /// Reads back an event line of a known kind and spec (the journal keeps both beside the line, a
    /// subscriber has them from the line's own keys), so the kind is never guessed from the text.
    public init(line: String, kind: Kind, spec: String) throws(SpecEventError) {
        switch kind {
        case .layout:
            guard let document = SocketEvent.document(in: line),
                let file = try? LayoutFile.decode(Data(document.utf8))
            else { throw SpecEventError("a layout of \(spec) that does not read back") }
            self = .layout(file, fresh: false)
        case .diff:
            guard let document = SocketEvent.document(in: line),
                let file = try? DiffFile.decode(Data(document.utf8))
            else { throw SpecEventError("a diff of \(spec) that does not read back") }
            self = .diff(file, result: nil)
        case .error:
            // An `error` event is `error.json`'s object with two more keys, which decoding passes over.
            guard let file = try? ErrorFile.decode(Data(line.utf8)) else {
                throw SpecEventError("errors of \(spec) that do not read back")
            }
            self = .error(file)
        case .removed:
            self = .removed(spec: spec)
        }
    }
}

/// An event that does not read back, or does not follow from the state it is applied to.
public struct SpecEventError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
