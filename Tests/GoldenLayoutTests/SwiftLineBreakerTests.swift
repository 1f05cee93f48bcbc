import LayoutSpecFormat
import Testing

@testable import SwiftGeneration

/// Generated Swift is laid out on lines from its structure, as `swift format` lays it out with the
/// project's configuration (120 characters a line, four spaces a level): each case below is worked by
/// hand from those two numbers; `GeneratedSwiftLineBreakTests` runs `swift format lint` on whole files.
struct SwiftLineBreakerTests {
    /// A name 50 characters long, so that a few of them fill a line.
    static let long = "environment.container.effectiveContentSize.widthXX"
    static var longer: SwiftExpression { .token(long) }

    @Test func anExpressionThatFitsStaysOnOneLine() {
        let size = SwiftExpression.size(width: "44", height: .infix("a", "+", "b"))
        #expect(
            SwiftLineBreaker.lines(size, head: "return ", depth: 2) == [
                "        return CGSize(width: 44, height: a + b)"
            ]
        )
    }

    /// 8 + `let s = NSCollectionLayoutSize(` (30) + two arguments of 50 + labels is past 120: one
    /// argument a line, a level deeper, the `)` on a line of its own.
    @Test func aCallTooLongPutsEachArgumentOnALine() {
        let call = SwiftExpression.call("NSCollectionLayoutSize", ["width": Self.longer, "height": Self.longer])
        #expect(
            SwiftLineBreaker.lines(call, head: "let s = ", depth: 2) == [
                "        let s = NSCollectionLayoutSize(",
                "            width: \(Self.long),",
                "            height: \(Self.long)",
                "        )",
            ]
        )
    }

    /// Four names of 50 at depth 1: `a, b, ` is 104 + 4 < 120, a third one past it; the elements fill
    /// lines two at a time, each with its comma, the last one too.
    @Test func anArrayTooLongFillsLinesWithATrailingComma() {
        let array = SwiftExpression.array(Array(repeating: Self.longer, count: 3))
        #expect(
            SwiftLineBreaker.lines(array, head: "subitems: ", depth: 0) == [
                "subitems: [",
                "    \(Self.long), \(Self.long),",
                "    \(Self.long),",
                "]",
            ]
        )
    }

    /// `long + long * long - 1` at depth 0 is 157 characters: it breaks before `+` and `-` (the
    /// loosest), never inside `long * long`, which fits a continuation line with the `- 1` after it
    /// (4 + 52 + 53 + 4 = 113).
    @Test func anOperationBreaksBeforeItsLoosestOperators() {
        let product = SwiftExpression.infix(Self.longer, "*", Self.longer)
        let sum = SwiftExpression.infix(.infix(Self.longer, "+", product), "-", "1")
        #expect(
            SwiftLineBreaker.lines(sum, depth: 0) == [
                Self.long,
                "    + \(Self.long) * \(Self.long) - 1",
            ]
        )
    }

    /// A choice whose condition fits keeps `? then : otherwise` together on the next line; one whose
    /// branches are too long together breaks before the `:`.
    @Test func aChoiceBreaksBeforeItsBranches() {
        let short = SwiftExpression.conditional(.infix(Self.longer, ">", Self.longer), "2", "1")
        #expect(
            SwiftLineBreaker.lines(short, head: "let w: Int = ", depth: 0) == [
                "let w: Int = \(Self.long) > \(Self.long)",
                "    ? 2 : 1",
            ]
        )
        // `? long / long : long / long` is 211 characters.
        let ratio = SwiftExpression.infix(Self.longer, "/", Self.longer)
        #expect(
            SwiftLineBreaker.lines(.conditional("a", ratio, ratio), head: "return ", depth: 0) == [
                "return a",
                "    ? \(Self.long) / \(Self.long)",
                "    : \(Self.long) / \(Self.long)",
            ]
        )
    }

    /// Parentheses too long break inside; what follows them goes on their last line where all of it
    /// fits there.
    @Test func parenthesesBreakInsideAndWhatFollowsStaysOnTheirLastLine() {
        let group = SwiftExpression.parenthesized(.infix(.infix(Self.longer, "-", Self.longer), "-", Self.longer))
        let value = SwiftExpression.infix(.infix(group, "/", "4"), "+", "b")
        #expect(
            SwiftLineBreaker.lines(value, depth: 0) == [
                "(\(Self.long) - \(Self.long)",
                "    - \(Self.long)) / 4 + b",
            ]
        )
    }

    /// An assignment of a call breaks inside the call; of any other value too long, after its `=`, the
    /// value's own continuation lines no deeper than its first.
    @Test func anAssignmentBreaksInsideACallOrAfterItsEquals() {
        var source = SwiftSource()
        source.assignment("let w: CGFloat", .conditional(.infix(Self.longer, ">", Self.longer), "2", "1"))
        source.assignment("let s", .call("max", Array(repeating: .init(nil, Self.longer), count: 3)))
        #expect(
            source.text == """
                let w: CGFloat =
                    \(Self.long) > \(Self.long) ? 2 : 1
                let s = max(
                    \(Self.long),
                    \(Self.long),
                    \(Self.long)
                )

                """
        )
    }

    /// A spec's expression is written with only the parentheses its meaning needs, its names as the
    /// reader gives them.
    @Test(arguments: [
        ("(width * 2) + 8", "environment.width * 2 + 8"),
        ("width - (8 - 2)", "environment.width - (8 - 2)"),
        ("width > 500 ? (columns > 2 ? 4 : 3) : 2", "environment.width > 500 ? (environment.columns > 2 ? 4 : 3) : 2"),
        ("max(width / 3, 100.5)", "max(environment.width / 3, 100.5)"),
        ("-(width)", "-environment.width"),
    ])
    func aSpecExpressionIsWrittenWithTheParenthesesItNeeds(spec: String, swift: String) throws {
        let syntax = try #require(ExpressionSyntax(parsing: spec))
        #expect(SwiftExpression(syntax) { "environment." + $0 }?.text == swift)
    }

    /// A name the reader cannot give makes the whole expression unwritable.
    @Test func aNameTheReaderCannotGiveWritesNothing() throws {
        let syntax = try #require(ExpressionSyntax(parsing: "max(width, collectionView.layoutMargins.left)"))
        #expect(SwiftExpression(syntax) { $0.hasPrefix("collectionView.") ? nil : $0 } == nil)
    }
}
