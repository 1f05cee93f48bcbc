import LayoutSpecFormat
import Testing

/// The dotted names a computed value's text reads, found by the expression tokenizer: what the
/// generator rewrites for the code that reads them, everything else kept as written.
struct ExpressionReferencesTests {
    @Test func aNameRunsOverItsDotsAndACaseAfterADotIsNone() throws {
        let text =
            "traitCollection.horizontalSizeClass == .regular ? (container.effectiveContentSize.width - 2*spacing) / 3 : 0.5"
        let names = try #require(ExpressionReferences.names(in: text)).map(\.name)
        #expect(names == ["traitCollection.horizontalSizeClass", "container.effectiveContentSize.width", "spacing"])
    }

    @Test func replacingKeepsEverythingBetweenTheNamesAsWritten() {
        let text = "(container.contentSize.width-16)  /  columns"
        let replaced = ExpressionReferences.replacingNames(in: text) { $0 == "columns" ? "count" : "env." + $0 }
        #expect(replaced == "(env.container.contentSize.width-16)  /  count")
    }

    @Test func aNameWithNoReplacementRefusesTheWhole() {
        #expect(ExpressionReferences.replacingNames(in: "a + b") { $0 == "b" ? nil : $0 } == nil)
    }

    @Test func aTextThatIsNoExpressionHasNoNames() {
        #expect(ExpressionReferences.names(in: "width = 3") == nil)
    }
}
