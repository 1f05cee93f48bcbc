import SwiftSyntax

/// The system fonts layout code measures with: `UIFont.preferredFont(forTextStyle: .body)` and
/// `UIFont.systemFont(ofSize: 15)`, whose `pointSize` and `lineHeight` size cells.
///
/// A text style's size is Apple's Dynamic Type table at the large text size, the default (body 17,
/// title3 20, subheadline 15, …); the system font's line height is its size × (1950 + 494) / 2048, its
/// ascender and descender over its units per em. A spec has no name for a font, so the number is
/// written out, and a style's is said to hold at the large text size only.
extension LayoutCodeInterpreter {
    /// The point size of each text style at the large text size.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// The system font's line height for each point: its ascender and descender, 1950 + 494 units of
    /// its 2048 to the em.
    static let systemLineHeightPerPoint = (1950.0 + 494.0) / 2048.0

    /// The font a call makes, with its `pointSize` and `lineHeight`; `nil` for any other call.
    func systemFont(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)]
    ) -> ReadValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["UIFont", ""].contains(member.base?.trimmedDescription ?? ""), arguments.first != nil
        else { return nil }
        let size: Double
        switch (member.declName.baseName.text, arguments[0].label) {
        case ("preferredFont", "forTextStyle"):
            guard case .member(let style, _) = arguments[0].value, let points = Self.textStyleSizes[style] else {
                return nil
            }
            size = points
            passOver(
                call,
                "the \(style) text style is read at the large text size, \(SwiftSourceImport.n(points)) points (line height \(SwiftSourceImport.n(points * Self.systemLineHeightPerPoint))); at other text sizes, edit the spec"
            )
        case ("systemFont", "ofSize"), ("boldSystemFont", "ofSize"):
            guard let points = arguments[0].value.number else { return nil }
            size = points
        default:
            return nil
        }
        return .object(
            LayoutObject(
                type: "UIFont",
                properties: [
                    "pointSize": .number(size), "lineHeight": .number(size * Self.systemLineHeightPerPoint),
                ],
                node: Syntax(call)
            )
        )
    }
}
