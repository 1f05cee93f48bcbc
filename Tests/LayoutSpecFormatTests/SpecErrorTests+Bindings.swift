import LayoutEngine
import LayoutSpecFormat
import Testing

/// The mistakes `let:` and per-item sizes can hold, each at its own line and column with its key path.
extension SpecErrorTests {
    @Test func aNameBoundTwiceInOneMappingIsADuplicateKey() {
        #expect(
            Self.errors("let: {a: 1, a: 2}\nsections: [{items: 1}]\n") == [
                #"t.layout.yaml:1:7: error: duplicate key "a" in one mapping"#
            ]
        )
    }

    @Test(arguments: ["container", "collectionView", "traitCollection", "sectionIndex", "indexPath"])
    func aNameMayNotShadowUIKits(_ name: String) {
        #expect(
            Self.errors("let: {\(name): 1}\nsections: [{items: 1}]\n") == [
                "t.layout.yaml:1:7: error: let.\(name): \"\(name)\" is UIKit's name where the layout is computed; "
                    + "a binding cannot shadow it: choose another name"
            ]
        )
    }

    @Test func aNameMayNotShadowAnEnclosingBinding() {
        let text = """
            layout:
              let: {w: 4.0}
              itemSize: [w, w]
            sections:
              - let: {w: 2.0}
                items: [[w, w]]
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:5:11: error: sections[0].let.w: "w" is already bound by the layout's `let:` at line 2; "#
                    + "a binding cannot shadow another: choose another name"
            ]
        )
    }

    @Test func aNameUsedBeforeItIsBoundSaysSoOnce() {
        let text = """
            let:
              a: tile + 1
              tile: 10
            sections: [{items: [{size: [a, a]}]}]
            """
        // The uses of `a` report nothing more: its own mistake says it.
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:2:6: error: let.a: "tile" is used before it is bound; move its entry above this one in `let:`"#
            ]
        )
    }

    @Test func aMisspeltNameGetsADidYouMean() {
        #expect(
            Self.errors("let: {tile: 10.0}\nsections: [{items: [{size: [tiel, 5]}]}]\n") == [
                #"t.layout.yaml:2:29: error: sections[0].items[0].size[0]: unknown name "tiel" (did you mean "tile"?)"#
            ]
        )
    }

    @Test func indexPathIsKnownOnlyInAnItemsSize() {
        #expect(
            Self.errors("layout: {minimumLineSpacing: \"CGFloat(indexPath.item)\"}\nsections: [{items: 1}]\n") == [
                "t.layout.yaml:1:39: error: layout.minimumLineSpacing: indexPath is known only in an item's size, "
                    + "which is computed for each item (a `[w, h]` entry, a run's `size`, a flow section's `itemSize`)"
            ]
        )
    }

    @Test func remainderOfACGFloatIsRefusedAsSwiftRefusesIt() {
        let text = "let: {w: collectionView.bounds.width}\nsections: [{items: [{size: [\"w % 2\", 5]}]}]\n"
        #expect(
            Self.errors(text) == [
                "t.layout.yaml:2:32: error: sections[0].items[0].size[0]: `%` takes Ints, found a CGFloat; "
                    + "Swift has no `%` for CGFloat: convert with Int(…) first"
            ]
        )
    }

    @Test func aRemainderByZeroNamesTheEnvironmentAndTheItem() {
        let text = """
            environments: [{name: e, size: [300, 300]}]
            let: {w: collectionView.bounds.width - 300}
            sections: [{items: [{count: 3, size: ["CGFloat(indexPath.item % Int(w))", 5]}]}]
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:3:63: error: sections[0].items[0].size[0]: remainder by zero in environment "e" for item 0"#
            ]
        )
    }

    @Test func aDivisionByZeroForOneItemNamesThatItem() {
        let text = """
            environments: [{name: e, size: [300, 300]}]
            sections: [{items: [{count: 3, size: ["100 / CGFloat(1 - indexPath.item)", 5]}]}]
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:2:44: error: sections[0].items[0].size[0]: division by zero in environment "e" for item 1"#
            ]
        )
    }

    /// A literal or a result past 2^53 is an error; up to it, Ints are exact.
    ///
    /// Whole numbers past 2^53 are not exact in a `Double`: `9007199254740993 - 9007199254740992 + 1`
    /// gave 1 where Swift gives 2, and a result just below `Int.min` was not seen.
    @Test func wholeNumbersPastTwoToTheFiftyThirdAreRefused() {
        #expect(
            Self.errors("let: {n: 9007199254740993 - 9007199254740992 + 1}\nsections: [{items: [[n, 5]]}]\n") == [
                "t.layout.yaml:1:10: error: let.n: 9007199254740993 is past 2^53 (9007199254740992); layoutd computes Ints exactly up to it"
            ]
        )
        let below = """
            environments: [{name: e, size: [300, 300]}]
            let: {n: -9007199254740992 - Int(collectionView.bounds.width)}
            sections: [{items: [{count: 2, size: ["CGFloat(n % 100 + 200)", 5]}]}]
            """
        #expect(
            Self.errors(below) == [
                #"t.layout.yaml:2:28: error: let.n: -9007199254740992 - 300 is past 2^53 (9007199254740992); layoutd computes Ints exactly up to it in environment "e""#
            ]
        )
        let exact = "let: {n: 9007199254740992 - 9007199254740991 + 1}\nsections: [{items: [[n, 5]]}]\n"
        #expect(Self.errors(exact).isEmpty)
    }

    /// Integer arithmetic past `Int`'s range saturated into a huge number, and layoutd laid out a spec
    /// whose generated Swift traps at run time: it is an error naming the environment, as Swift traps.
    @Test func anIntegerOverflowIsAnErrorAsSwiftWouldTrap() {
        let text = """
            environments: [{name: e, size: [300, 300]}]
            let: {n: Int(collectionView.bounds.width) * 1000000 * 1000000 * 1000000}
            sections: [{items: [{count: 2, size: ["CGFloat(n % 100)", 5]}]}]
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:2:63: error: let.n: integer overflow (Swift traps): 300000000000000 * 1000000 is past Int's range in environment "e""#
            ]
        )
        // Within Int's range, the same arithmetic is a number like any other.
        let within = """
            environments: [{name: e, size: [300, 300]}]
            let: {n: Int(collectionView.bounds.width) * 1000000}
            sections: [{items: [{count: 2, size: ["CGFloat(n % 100)", 5]}]}]
            """
        #expect(Self.errors(within).isEmpty)
    }

    @Test func aBindingThatIsNotFiniteIsAnError() {
        #expect(
            Self.errors("let: {big: 1e308 * 10}\nsections: [{items: [{size: [big, 5]}]}]\n") == [
                #"t.layout.yaml:1:12: error: let.big: "big" is inf, not a finite number"#
            ]
        )
        let computed = """
            environments: [{name: e, size: [300, 300]}]
            let: {w: collectionView.bounds.width * 1e308}
            sections: [{items: [[w, 1]]}]
            """
        #expect(
            Self.errors(computed) == [
                #"t.layout.yaml:2:10: error: let.w: "w" is inf, not a finite number, in environment "e""#
            ]
        )
        let divided = """
            environments: [{name: e, size: [300, 300]}]
            let: {w: 1.0 / (collectionView.bounds.width - 300)}
            sections: [{items: [[w, 1]]}]
            """
        #expect(
            Self.errors(divided) == [#"t.layout.yaml:2:14: error: let.w: division by zero in environment "e""#]
        )
    }

    @Test func aVariantRebindsOnlyTheLayoutsNamesWithTheirType() {
        let text = """
            layout:
              let: {c: 2}
              variants:
                - when: {minWidth: 600}
                  set: {let: {c: 2.5, d: 1}}
              itemSize: ["CGFloat(c)", 5]
            sections: [{items: 1}]
            """
        #expect(
            Self.errors(text) == [
                #"t.layout.yaml:5:22: error: layout.variants[0].set.let.c: "c" is an Int in the layout's `let:`; "#
                    + "a variant must give it an Int too, found a CGFloat",
                #"t.layout.yaml:5:27: error: layout.variants[0].set.let.d: a variant's `let:` gives the layout's "#
                    + #"names other values; the layout binds no "d" (did you mean "c"?)"#,
            ]
        )
    }

    @Test func aNameIsASwiftIdentifierAndLetIsAMapping() {
        #expect(
            Self.errors("let: {\"2x\": 1}\nsections: [{items: 1}]\n") == [
                #"t.layout.yaml:1:7: error: let.2x: a name must be a Swift identifier (letters, digits and _), found "2x""#
            ]
        )
        #expect(
            Self.errors("let: [1, 2]\nsections: [{items: 1}]\n") == [
                "t.layout.yaml:1:6: error: let: expected a mapping of names to expressions, as in "
                    + "{columns: 3, tile: (width - 12) / 3}, found a list of 2 entries"
            ]
        )
    }

    /// `true`, `if`, `nil`, `let` and `_` were accepted as names, and generated Swift that does not
    /// parse (`let if = 3`).
    @Test(arguments: ["true", "if", "nil", "let", "_", "self"])
    func aSwiftKeywordIsNotAName(name: String) {
        #expect(
            Self.errors("let: {\(name): 3}\nsections: [{items: 1}]\n") == [
                "t.layout.yaml:1:7: error: let.\(name): \"\(name)\" is a Swift keyword; a name of `let:` becomes a Swift constant: choose another name"
            ]
        )
    }

    @Test func anUnusedNameIsAWarningAndTheSpecStillLaysOut() throws {
        let (document, warnings) = SpecParser().parseWithWarnings(
            "let: {spare: 3, used: 40}\nsections: [{items: [[used, used]]}]\n",
            file: "t.layout.yaml"
        )
        #expect(throws: Never.self) { try document.get() }
        #expect(
            warnings.map(\.description) == [#"t.layout.yaml:1:7: warning: let.spare: "spare" is bound and never used"#]
        )
    }

    @Test func perItemSizesCountAgainstTheWorkBudget() {
        // 1,000 environments of different widths, 3,000 items sized per item from the width: 3,000,000
        // sizes, past the 2,000,000 of the budget. (Environments whose values are alike share one read.)
        let environments = (0..<1000).map { "  - {name: e\($0), size: [\(300 + $0), 300]}" }.joined(separator: "\n")
        let size = "collectionView.bounds.width / 100 + CGFloat(indexPath.item % 7)"
        let text = "environments:\n\(environments)\nsections: [{items: [{count: 3000, size: [\"\(size)\", 1]}]}]\n"
        let errors = Self.errors(text)
        #expect(
            errors.contains {
                $0.contains("sizes computed per item for more than 2,000,000 items over the environments")
            }
        )
    }
}
