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
                .member(["static"], "func", "a"),
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
            .member(
                ["public", "final"],
                "class",
                name,
                inheriting: ["NSObject", "UICollectionViewDelegateSectionSplitLayout"]
            ),
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

    /// `@available` is written before a top-level declaration's attributes, only when the printer is
    /// given a version, and never before a member.
    @Test func availabilityIsWrittenOnlyWhereTheCodeNeedsIt() {
        let member = SwiftStatement.type(.member(["public"], "enum", "B"), body: [.line("case b")])
        let statements: [SwiftStatement] = [.type(.topLevel("enum", "A"), body: [member])]
        let unmarked = """
            @MainActor
            public enum A {
                public enum B {
                    case b
                }
            }

            """
        #expect(SwiftPrinter().text(statements) == unmarked)
        #expect(SwiftPrinter(available: 16).text(statements) == "@available(iOS 16, *)\n" + unmarked)
        var source = SwiftSource()
        source.compilationCondition("canImport(UIKit)") { source in
            source.type(.topLevel("extension", "A")) { $0.line("static let a = 1") }
        }
        source.requires(iOS: 15)
        let marked = """
            #if canImport(UIKit)
                @available(iOS 15, *)
                extension A {
                    static let a = 1
                }
            #endif

            """
        #expect(source.textMarkingAvailability(from: 14) == marked)
        #expect(
            source.textMarkingAvailability(from: 15) == """
                #if canImport(UIKit)
                    extension A {
                        static let a = 1
                    }
                #endif

                """
        )
    }

    /// `public final class <88>: UICollectionViewFlowLayout {` is 137 characters, past 120 at the top
    /// level: a type with one superclass breaks before it, as before the last of several.
    @Test func aTypeWithOneSuperclassTooLongPutsItOnALine() {
        let name = Self.long + String(Self.long.prefix(38))
        let type = SwiftStatement.type(.topLevel("class", name, inheriting: ["UICollectionViewFlowLayout"]), body: [])
        #expect(
            SwiftPrinter().text([type]) == """
                @MainActor
                public final class \(name):
                    UICollectionViewFlowLayout
                {
                }

                """
        )
    }

    /// A stored property is `declaration: Type = value`, with its observers in braces when it has any;
    /// without, it is an assignment, broken as one.
    @Test func aPropertyIsWrittenWithItsObserversInBraces() {
        let observed = SwiftStatement.property(
            .member(["public"], "var", "listHeight"),
            type: "CGFloat",
            value: "130",
            observers: [.line("didSet { invalidateLayout() }")]
        )
        let plain = SwiftStatement.property(
            .member([], "let", "a"),
            type: nil,
            value: "CollectionDisplay.list",
            observers: []
        )
        #expect(
            SwiftPrinter().text([observed, plain], depth: 1) == """
                    public var listHeight: CGFloat = 130 {
                        didSet { invalidateLayout() }
                    }
                    let a = CollectionDisplay.list

                """
        )
    }
}
