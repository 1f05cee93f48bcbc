import LayoutSpecFormat
import Testing

/// The dotted names a computed value reads, found by the expression tokenizer in its text (what import
/// reads of the expressions it writes) and by the tree (what the generator reads).
struct ExpressionReferencesTests {
    @Test func aNameRunsOverItsDotsAndACaseAfterADotIsNone() throws {
        let text =
            "traitCollection.horizontalSizeClass == .regular ? (container.effectiveContentSize.width - 2*spacing) / 3 : 0.5"
        let names = try #require(ExpressionReferences.names(in: text)).map(\.name)
        #expect(names == ["traitCollection.horizontalSizeClass", "container.effectiveContentSize.width", "spacing"])
    }

    /// The generator reads the names of an expression's tree: the same, in the same order, as the
    /// tokenizer finds in its text, and a called function's name is none.
    @Test func anExpressionsTreeReadsTheNamesItsTextDoes() throws {
        let text = "max(traitCollection.horizontalSizeClass == .regular ? columns : 2, -spacing) * (a.b + c)"
        let expression = try #require(SpecExpression(text))
        #expect(expression.names == ["traitCollection.horizontalSizeClass", "columns", "spacing", "a.b", "c"])
        #expect(try #require(ExpressionReferences.names(in: text)).map(\.name) == ["max"] + expression.names)
    }

    @Test func aTextThatIsNoExpressionHasNoNames() {
        #expect(ExpressionReferences.names(in: "width = 3") == nil)
    }
}
