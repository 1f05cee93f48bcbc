/// The names a spec's expressions read, asked by other readers of Swift: whether a path is one of
/// them, or leads to one (`traitCollection` leads to `traitCollection.horizontalSizeClass`).
public enum SpecNames {
    /// Whether `path` (dotted, with Swift's prefixes) is a name an expression reads or the start of one.
    public static func isReadable(_ path: String) -> Bool {
        let canonical = ExpressionName.canonical(path.split(separator: ".").map(String.init)).joined(separator: ".")
        return ExpressionName.all[canonical] != nil || prefixes.contains(canonical)
    }

    /// Every proper prefix of every name, built once.
    private static let prefixes: Set<String> = {
        var prefixes: Set<String> = []
        for name in ExpressionName.all.keys {
            var parts = name.split(separator: ".").map(String.init)
            while parts.count > 1 {
                parts.removeLast()
                prefixes.insert(parts.joined(separator: "."))
            }
        }
        return prefixes
    }()
}
