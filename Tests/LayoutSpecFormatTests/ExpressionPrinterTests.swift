import LayoutSpecFormat
import Testing

/// An expression written back with only the parentheses its meaning needs: what import writes for
/// the values it reads from code, which builds them one operation at a time.
struct ExpressionPrinterTests {
    @Test(arguments: [
        // Every operation parenthesized, as the code's reader builds them.
        (
            "((container.effectiveContentSize.width > 500) ? 4 : 2)",
            "container.effectiveContentSize.width > 500 ? 4 : 2"
        ),
        ("((((width - 16) - 16) - 12) / 2)", "(width - 16 - 16 - 12) / 2"),
        ("CGFloat(((width > 600) ? 0.5 : 1))", "CGFloat(width > 600 ? 0.5 : 1)"),
        // A looser operation on either side, or one as loose on the right, keeps them.
        ("(a - (b - c))", "a - (b - c)"),
        ("(a + (b + c))", "a + (b + c)"),
        ("((a + b) * c)", "(a + b) * c"),
        ("(a * (b / c))", "a * (b / c)"),
        ("-(a + b)", "-(a + b)"),
        ("(-a * b)", "-a * b"),
        ("((a > b) && (c < d))", "a > b && c < d"),
        ("((a || b) && c)", "(a || b) && c"),
        // A choice as an operand, as the first branch of another, or as a condition keeps them;
        // a chain of choices on the right reads as `else if`.
        ("(tile + ((i < r) ? 1 : 0))", "tile + (i < r ? 1 : 0)"),
        ("((w > h) ? ((w > 900) ? 10 : 5) : ((w > 600) ? 6 : 3))", "w > h ? (w > 900 ? 10 : 5) : w > 600 ? 6 : 3"),
        // Labels, implicit members and numbers as written.
        (
            "(collectionView.numberOfItems(inSection: 0) * 2.5)",
            "collectionView.numberOfItems(inSection: 0) * 2.5"
        ),
        (
            "((traitCollection.userInterfaceIdiom == .pad) ? 200 : 120)",
            "traitCollection.userInterfaceIdiom == .pad ? 200 : 120"
        ),
        ("max(Int((width / side)), 1)", "max(Int(width / side), 1)"),
    ])
    func onlyTheParenthesesTheMeaningNeeds(text: String, written: String) {
        #expect(ExpressionPrinter.minimallyParenthesized(text) == written)
    }

    @Test func textThatIsNoExpressionIsLeftAsItIs() {
        #expect(ExpressionPrinter.minimallyParenthesized("(a +") == "(a +")
    }
}
