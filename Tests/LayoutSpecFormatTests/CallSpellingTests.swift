import Testing

@testable import LayoutSpecFormat

/// A call written as a value is read by the expression tokenizer: its name, and each argument's label
/// and where its text is, a comma, colon or parenthesis inside an argument being the argument's own.
struct CallSpellingTests {
    /// The argument texts of `text`'s call, its labels as written.
    static func arguments(_ text: String) -> [String]? {
        ExpressionParser.callSpelling(text)?.arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.valueText }
    }

    @Test func anArgumentKeepsItsOwnCommasColonsAndParentheses() throws {
        #expect(Self.arguments("absolute(max(44, x))") == ["max(44, x)"])
        #expect(Self.arguments("estimated(a > b ? 1 : 2)") == ["a > b ? 1 : 2"])
        #expect(Self.arguments("fractional(0.3,  -0.3 )") == ["0.3", "-0.3"])
        #expect(
            Self.arguments("CGSize(width: (w - 16) / 2, height: 44)") == ["width: (w - 16) / 2", "height: 44"]
        )
    }

    /// Offsets count characters from the scalar's start, its spaces included: `  .absolute(44)` has
    /// its `44` at 12.
    @Test func theNameIsWrittenWithItsDotsAndWhereTheArgumentsAre() throws {
        let spelling = try #require(ExpressionParser.callSpelling("  .absolute(44)"))
        #expect(spelling.function == "absolute" && spelling.isImplicitMember)
        #expect(spelling.arguments.map(\.value) == [12..<14])
        let typed = try #require(ExpressionParser.callSpelling("NSCollectionLayoutDimension.estimated(60)"))
        #expect(typed.function == "NSCollectionLayoutDimension.estimated" && !typed.isImplicitMember)
        let labelled = try #require(ExpressionParser.callSpelling("CGSize(width: 1, height: 2)"))
        #expect(labelled.arguments.map(\.label) == ["width", "height"])
        #expect(labelled.arguments.map(\.whole) == [7..<15, 17..<26])
        #expect(labelled.arguments.map(\.wholeText) == ["width: 1", "height: 2"])
    }

    /// A character no expression has, or a malformed number, is left in its argument, whose reading
    /// says so at its column.
    @Test func aMistakeInsideAnArgumentIsTheArgumentsOwn() {
        #expect(Self.arguments("CGSize(width: #, height: 1e)") == ["width: #", "height: 1e"])
        #expect(Self.arguments("absolute(a = 1)") == ["a = 1"])
    }

    @Test func emptyArgumentsAreKeptForTheReaderToSay() {
        #expect(Self.arguments("CGSize()") == [])
        #expect(Self.arguments("CGSize(width: 1, )") == ["width: 1", ""])
    }

    @Test(arguments: ["44", "x / 2", "f(a) + g(b)", "absolute(44", "absolute(44))", "(absolute(44))", "a.b", "#(1)"])
    func whatIsNotOneCallIsNone(text: String) {
        #expect(ExpressionParser.callSpelling(text) == nil)
    }
}
