/// One hint line for a YAML file that looks like a spec but is not laid out because of its name
/// (`home.yaml` instead of `home.layout.yaml`): without it, such a file is silently passed over.
///
/// A file looks like a spec when its first bytes hold, at the start of a line, `sections:` and
/// `layout:` or `environments:`, the keys every spec has; a CI or a tool's YAML does not. Each file is
/// hinted at once in a daemon's life, however often it is saved.
struct MisnamedSpecHints {
    /// How much of a file is looked at.
    static let headBytes = 8 * 1024

    private var hinted: Set<String> = []

    /// The hint for the file at `path` (as the daemon names it) whose first bytes are `head`, or
    /// `nil` when it does not look like a spec or was hinted before.
    mutating func hint(path: String, head: [UInt8]) -> String? {
        guard !hinted.contains(path), Self.looksLikeSpec(head) else { return nil }
        hinted.insert(path)
        var name = path
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return "\(path) looks like a layout spec but is not laid out: only files ending in .layout.yaml are; "
            + "rename it to \(name).layout.yaml"
    }

    /// Whether a file's first bytes have a spec's top-level keys.
    static func looksLikeSpec(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        var keys: Set<String> = []
        for line in text.split(separator: "\n") {
            for key in ["sections:", "layout:", "environments:"] where line.hasPrefix(key) { keys.insert(key) }
        }
        return keys.contains("sections:") && (keys.contains("layout:") || keys.contains("environments:"))
    }
}
