import SpecImport
import Testing

@testable import SwiftSourceImport

/// The nestings that cost Swift's parser far more than their size, counted before it reads a file:
/// square brackets (their look-ahead), generic arguments, `#if` blocks and string interpolations,
/// where they are code (not inside string literals or comments, except interpolations).
///
/// Measured before these checks (release build): `[(` × 22 took 7 s and twelve `[` around a 250 KB
/// tuple 53 s; 2,000 generic arguments one inside the other overflowed the stack (20,000 on a large
/// stack took 3.9 s); 20,000 `#if` blocks 1.6 s; 2,000 interpolations 200 MB and 20,000 took 19 GB;
/// 5,000 attributes in each other's arguments overflowed the stack (on a large stack, 400 take 12 s).
/// Each is now refused in milliseconds.
struct ParseCostTests {
    /// Each byte counts once for every `[` around it since the last `{`, doubled for each.
    @Test(arguments: [
        // (source, the look-ahead counted)
        ("let x = [[1]]", 2 + 4 + 4 + 2),
        ("let x = [1, 2]", 2 * 5),
        ("let x = [{ [1] }]", 2 + 2 + 2 + 2),
        ("let s = \"[[[[[[[[\"", 0),
        ("// [[[[[[[[[[\nlet x = [1]", 2 + 2),
        ("let s = \"\\([1].count)\"", 2 + 2),
    ])
    func theLookAheadWeighsEachByteByTheBracketsAroundIt(source: String, lookahead: Int) {
        let cost = ParseCost(source)
        #expect(cost.lookahead == lookahead, "\(source)")
        #expect(cost.refusal == nil)
    }

    /// What layout code holds passes: nested arrays a few deep, generics, comparisons, `..<`,
    /// interpolations and `#if`s.
    @Test func layoutCodeIsFarFromEveryLimit() {
        let source = """
            let rows: [[CGFloat]] = [[1, 2], [3, 4]]
            let map: Dictionary<String, Array<Set<Int>>> = [:]
            #if os(iOS)
            #if DEBUG
            let text = "\\(rows.count) rows, \\("nested \\(map.count)")"
            #endif
            #endif
            func f(a: Int, b: Int) -> Bool { for i in 0..<a where i<b { return a<b && b>a }; return a<b }
            """ + String(repeating: "let c = a<b\n", count: 1_000)
        #expect(ParseCost(source).refusal == nil)
    }

    @Test(arguments: [
        // (source, line, column, message's start): the issue's `[(` × 22, twelve brackets around a
        // large tuple, generics, `#if`s and interpolations one past their limits.
        (
            "let x = " + String(repeating: "[(", count: 22) + "1" + String(repeating: ")]", count: 22), 1, 9,
            "the square brackets nested from here"
        ),
        (
            "let a = 1\nlet x = " + String(repeating: "[", count: 12) + "(" + String(repeating: "Int, ", count: 50_000)
                + "Int)" + String(repeating: "]", count: 12),
            2, 9, "the square brackets nested from here"
        ),
        (
            "let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = 1",
            1, 137, "generic arguments nest more than 64 deep here"
        ),
        (
            String(repeating: "#if A\n", count: 65) + String(repeating: "#endif\n", count: 65), 65, 1,
            "#if blocks nest more than 64 deep here"
        ),
        (
            "let x = " + String(repeating: "\"\\(", count: 17) + "1" + String(repeating: ")\"", count: 17), 1, 60,
            "string interpolations nest more than 16 deep here"
        ),
        (
            String(repeating: "@a(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + " func g() {}", 1, 27,
            "attributes nest in attributes' arguments more than 8 deep here"
        ),
    ])
    func aCostlyNestingIsRefusedWhereItGoesPastItsLimit(source: String, line: Int, column: Int, message: String) {
        let refusal = ParseCost(source).refusal
        #expect(refusal?.line == line && refusal?.column == column, "\(String(describing: refusal))")
        #expect(refusal?.message.hasPrefix(message) == true, "\(String(describing: refusal))")
    }

    /// At the limits, nothing is refused: 64 generic arguments, 64 `#if`s, 16 interpolations, 8
    /// attributes in each other's arguments, and twelve `[(` (8 ms to parse).
    @Test func theLimitsThemselvesAreRead() {
        let sources = [
            "let x: " + String(repeating: "A<", count: 64) + "Int" + String(repeating: ">", count: 64) + " = 1",
            String(repeating: "#if A\n", count: 64) + String(repeating: "#endif\n", count: 64),
            "let x = " + String(repeating: "\"\\(", count: 16) + "1" + String(repeating: ")\"", count: 16),
            "let x = " + String(repeating: "[(", count: 12) + "1" + String(repeating: ")]", count: 12),
            String(repeating: "@a(", count: 8) + "1" + String(repeating: ")", count: 8) + " func g() {}",
            "@available(iOS 15, *) @MainActor func g(@ViewBuilder content: () -> Int) {}",
        ]
        for source in sources { #expect(ParseCost(source).refusal == nil, "\(source.prefix(40))") }
    }

    /// The refusal is the import's error, at its place, before the parser reads the file.
    @Test func importSaysItWhereTheNestingStarts() {
        let source =
            "import UIKit\n\nlet table: " + String(repeating: "[", count: 40) + "Int"
            + String(repeating: "]", count: 40) + " = []\n"
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: source, file: "Deep.swift")
        }
        #expect(error?.description.hasPrefix("Deep.swift:3:12: error: the square brackets nested from here") == true)
    }
}
