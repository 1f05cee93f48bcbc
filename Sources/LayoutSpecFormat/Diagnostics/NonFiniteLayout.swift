public import LayoutEngine

extension SpecErrors {
    /// The error of a layout that holds a number that is not finite, or `nil` when all its frames are.
    ///
    /// Keys are range-checked when a spec is read, so this is rare: an overflow in an arithmetic no
    /// range foresaw. Such a layout is reported as a spec error, at the spec's first line, and is
    /// never published.
    public static func nonFinite(in snapshot: LayoutSnapshot, file: String) -> SpecErrors? {
        guard let found = snapshot.firstNonFiniteFrame() else { return nil }
        let place = found.section.map { "section \($0)" } ?? "the layout"
        return SpecErrors([
            SpecError(
                kind: .invalidValue,
                message:
                    "in \(found.environment), \(found.element) of \(place) is not a finite number; sizes and spacings this large cannot be laid out",
                location: SourceLocation(file: file, line: 1, column: 1),
                path: found.section.map { "sections[\($0)]" } ?? "layout"
            )
        ])
    }
}
