import Testing

@testable import SwiftGeneration

/// The printer lays generated statements out from what they are: each declaration below is on one
/// line when its 4 spaces a level and its text are under 120 characters, and broken as `swift format`
/// breaks it otherwise; the widths are counted in each test's comment.
struct SwiftPrinterTests {
    /// A name 50 characters long.
    static let long = "environment.container.effectiveContentSize.widthXX"

    /// A constant too long for its line breaks after its name.
    ///
    /// `let tile: CGFloat = 8` fits on its line. `let <50>: <52> =` is 110 characters: at three levels
    /// (12) it is 122, past 120, so the type goes on the next line, a level deeper (16), with the value
    /// after it (16 + 56).
    @Test func aConstantTooLongBreaksAfterItsName() {
        let short = SwiftStatement.constant(name: "tile", type: "CGFloat", value: "8")
        #expect(SwiftPrinter().text([short], depth: 1) == "    let tile: CGFloat = 8\n")
        let type = Self.long + "YY"
        let long = SwiftStatement.constant(name: Self.long, type: type, value: "8")
        #expect(
            SwiftPrinter().text([long], depth: 3) == """
                            let \(Self.long):
                                \(type) = 8

                """
        )
    }

    /// `static func a(_ environment: <50>) -> NSCollectionLayoutSection {` is 111 characters: on one
    /// line at two levels (8 + 111 = 119); with a second parameter (171) each parameter goes on a line
    /// of its own, a level deeper.
    @Test func aFunctionTooLongPutsEachParameterOnALine() {
        func function(_ parameters: [String]) -> SwiftStatement {
            .function(
                head: "static func a",
                parameters: parameters,
                result: " -> NSCollectionLayoutSection",
                body: [.return("section")]
            )
        }
        let one = ["_ environment: \(Self.long)"]
        #expect(
            SwiftPrinter().text([function(one)], depth: 2) == """
                        static func a(_ environment: \(Self.long)) -> NSCollectionLayoutSection {
                            return section
                        }

                """
        )
        let two = one + ["_ view: \(Self.long)"]
        #expect(
            SwiftPrinter().text([function(two)], depth: 2) == """
                        static func a(
                            _ environment: \(Self.long),
                            _ view: \(Self.long)
                        ) -> NSCollectionLayoutSection {
                            return section
                        }

                """
        )
    }

    /// `public final class <44>: NSObject, UICollectionViewDelegateSectionSplitLayout {` is 119
    /// characters: one line at the top level, past 120 a level deeper (123), where the last conformance
    /// goes on a line of its own and the `{` on the next.
    @Test func aTypeTooLongPutsItsLastConformanceOnALine() {
        let name = String(Self.long.prefix(44))
        let type = SwiftStatement.type(
            head: "public final class \(name): NSObject,",
            conformance: "UICollectionViewDelegateSectionSplitLayout",
            body: [.line("let a = 1")]
        )
        #expect(
            SwiftPrinter().text([type]) == """
                public final class \(name): NSObject, UICollectionViewDelegateSectionSplitLayout {
                    let a = 1
                }

                """
        )
        #expect(
            SwiftPrinter().text([type], depth: 1) == """
                    public final class \(name): NSObject,
                        UICollectionViewDelegateSectionSplitLayout
                    {
                        let a = 1
                    }

                """
        )
    }

    /// `@available` is written where a declaration begins only when the printer is given a version.
    @Test func availabilityIsWrittenOnlyWhereTheCodeNeedsIt() {
        let statements: [SwiftStatement] = [.availability, .line("enum A {}")]
        #expect(SwiftPrinter().text(statements) == "enum A {}\n")
        #expect(SwiftPrinter(available: 16).text(statements) == "@available(iOS 16, *)\nenum A {}\n")
        var source = SwiftSource()
        source.beginTopLevelDeclaration()
        source.line("enum A {}")
        source.requires(iOS: 15)
        #expect(source.textMarkingAvailability(from: 14) == "@available(iOS 15, *)\nenum A {}\n")
        #expect(source.textMarkingAvailability(from: 15) == "enum A {}\n")
    }
}
