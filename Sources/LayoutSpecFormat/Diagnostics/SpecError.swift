/// One mistake in a spec, located and explained: what was found, what is allowed.
///
/// Its description is the compiler's form, which editors and terminals turn into links:
/// `photos.layout.yaml:14:12: error: sections[1].minimumLineSpacing: expected a number ≥ 0, found "ten"`.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad class of mistake, for tools that want to react to some of them.
    public enum Kind: String, Hashable, Sendable {
        /// The text is not valid YAML.
        case syntax
        /// A key the format does not have.
        case unknownKey
        /// A required key is missing.
        case missingKey
        /// A value of the wrong shape (a list where a number belongs, say).
        case wrongType
        /// A value of the right shape outside what is allowed.
        case invalidValue
        /// Two sections with the same id, or two environments with the same name.
        case duplicate
        /// Part of the format this version does not support yet.
        case unsupported
        /// More than the format's limits allow (items, YAML nodes).
        case tooLarge
        /// Something written and never used (a `let:` name): a warning, not an error.
        case unused
    }

    public var kind: Kind
    /// What is wrong, without the location and key path: "expected a number ≥ 0, found \"ten\"".
    public var message: String
    public var location: SourceLocation
    /// The key path of the offending value, such as `sections[2].items[4].size`; empty for the document.
    public var path: String

    public init(kind: Kind, message: String, location: SourceLocation, path: String) {
        self.kind = kind
        self.message = message
        self.location = location
        self.path = path
    }

    /// The word a "did you mean" proposes instead of the one written, for an editor's quick fix.
    public var suggestion: String? {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        for index in parts.indices.dropLast(2)
        where parts[index].hasSuffix(" (did you mean ") && parts[index + 2].hasPrefix("?)") {
            return String(parts[index + 1])
        }
        return nil
    }

    /// The texts the message quotes, in order: what was found (a misspelt key, value or name) is
    /// among them.
    public var quotedTexts: [String] {
        message.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }

    /// Whether this is a warning: the spec still lays out.
    public var isWarning: Bool { kind == .unused }

    public var description: String {
        let severity = isWarning ? "warning" : "error"
        return path.isEmpty
            ? "\(location): \(severity): \(message)"
            : "\(location): \(severity): \(path): \(message)"
    }
}

/// Every mistake found in one spec, in the order of the text; what parsing throws.
public struct SpecErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [SpecError]

    public init(_ errors: [SpecError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
