/// Which directory entries are specs, and which are editors' temporary and backup files.
///
/// Editors save through side files (operations.md, "How saves are seen"): vim's `.swp`/`.swx` and `4913` probes and
/// `name~` backups, JetBrains' `___jb_tmp___`/`___jb_old___`, Emacs' `.#name` lock links and `#name#`
/// auto-saves. None of them is a spec, even when its name happens to end like one.
public enum SpecName {
    /// The suffixes of spec files.
    public static let suffixes = [".layout.yaml", ".layout.yml"]

    /// Whether an entry with this name is a spec that layoutd lays out.
    ///
    /// Every event of a watched folder asks, so the names are compared as bytes: the suffixes and the
    /// editors' marks are ASCII, and `String`'s searches compare characters, which cost more than the
    /// rest of taking an event in.
    public static func isSpec(_ name: String) -> Bool {
        suffixes.contains { name.utf8.count > $0.utf8.count && name.utf8.elementsEqualSuffix($0.utf8) }
            && !isEditorFile(name)
    }

    /// Whether an entry with this name is YAML that is not laid out.
    ///
    /// That is a `*.yaml` or `*.yml` that is not a spec, nor an editor's file. Such a file may be a spec
    /// named wrongly (`home.yaml`); the daemon looks into it to say so.
    public static func isOtherYAML(_ name: String) -> Bool {
        (name.utf8.elementsEqualSuffix(".yaml".utf8) || name.utf8.elementsEqualSuffix(".yml".utf8))
            && !isSpec(name) && !isEditorFile(name)
    }

    /// Whether the name is one of the editors' temporary, lock or backup files.
    public static func isEditorFile(_ name: String) -> Bool {
        let bytes = name.utf8
        if bytes.starts(with: ".#".utf8) || bytes.last == UInt8(ascii: "~") { return true }
        if bytes.count > 1 && bytes.first == UInt8(ascii: "#") && bytes.last == UInt8(ascii: "#") { return true }
        if bytes.elementsEqualSuffix(".swp".utf8) || bytes.elementsEqualSuffix(".swx".utf8) { return true }
        if bytes.containsBytes("___jb_tmp___".utf8) || bytes.containsBytes("___jb_old___".utf8) { return true }
        if bytes.first == UInt8(ascii: ".") && bytes.containsBytes(".tmp".utf8) { return true }
        // vim's write probes: 4913, then 5036, 5159… (the name grows by 123 while taken).
        return !name.isEmpty && name.allSatisfy(\.isNumber)
    }
}

extension String.UTF8View {
    /// Whether the bytes end with `suffix`'s.
    fileprivate func elementsEqualSuffix(_ suffix: String.UTF8View) -> Bool {
        count >= suffix.count && self[index(endIndex, offsetBy: -suffix.count)...].elementsEqual(suffix)
    }

    /// Whether `needle`'s bytes occur in these, anywhere.
    fileprivate func containsBytes(_ needle: String.UTF8View) -> Bool {
        guard let first = needle.first, count >= needle.count else { return needle.isEmpty }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: needle) { return true }
            start = index(after: found)
        }
        return false
    }
}
