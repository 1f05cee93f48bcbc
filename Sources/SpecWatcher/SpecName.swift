/// Which directory entries are specs, and which are editors' temporary and backup files.
///
/// Editors save through side files (watching.md §2 A–D): vim's `.swp`/`.swx` and `4913` probes and
/// `name~` backups, JetBrains' `___jb_tmp___`/`___jb_old___`, Emacs' `.#name` lock links and `#name#`
/// auto-saves. None of them is a spec, even when its name happens to end like one.
public enum SpecName {
    /// The suffixes of spec files.
    public static let suffixes = [".layout.yaml", ".layout.yml"]

    /// Whether an entry with this name is a spec that layoutd lays out.
    public static func isSpec(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count } && !isEditorFile(name)
    }

    /// Whether the name is one of the editors' temporary, lock or backup files.
    public static func isEditorFile(_ name: String) -> Bool {
        if name.hasPrefix(".#") || name.hasSuffix("~") { return true }
        if name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#") { return true }
        if name.hasSuffix(".swp") || name.hasSuffix(".swx") { return true }
        if name.contains("___jb_tmp___") || name.contains("___jb_old___") { return true }
        if name.hasPrefix(".") && name.contains(".tmp") { return true }
        // vim's write probes: 4913, then 5036, 5159… (the name grows by 123 while taken).
        return !name.isEmpty && name.allSatisfy(\.isNumber)
    }
}
