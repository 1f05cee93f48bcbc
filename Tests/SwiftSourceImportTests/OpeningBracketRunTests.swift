import SpecImport
import Testing

@testable import SwiftSourceImport

/// The brackets `layoutd import` counts before it lets Swift's parser read a file: runs of `[`
/// opened one inside the other, across spaces, line breaks and comments, and not inside string
/// literals, except in their interpolations, which are code.
struct OpeningBracketRunTests {
    @Test(arguments: [
        // (source, longest run, its line, its column)
        ("let x = [[1, 2], [3]]", 2, 1, 9),
        ("let x: [[[Int]]] = []", 3, 1, 8),
        ("let a = [1]\nlet b =\n  [ [\n // a comment\n /* and [[ another */ [ 1 ] ] ]", 3, 3, 3),
        ("let s = \"[[[[[[[[\" + \"]]\"", 0, 1, 1),
        ("let s = #\"[[[\"[[[\"#\nlet t = [[0]]", 2, 2, 9),
        ("let s = \"\"\"\n  [[[[[[\n  \"\"\"\nlet t = [1]", 1, 4, 9),
        ("let s = \"\\([[[1]]].count) [[[[[[\"", 3, 1, 12),
        ("let s = \"a \\(f(\"[[[[[\", [[x])) b [[[[[[\"", 2, 1, 25),
        ("// [[[[[[[[[[\nlet x = [[1]]", 2, 2, 9),
        ("let s = \"//\"; let x = [[[[1]]]]", 4, 1, 23),
        ("let s = \"unterminated [[[[\nlet x = [[[1]]]", 3, 2, 9),
    ])
    func theLongestRunIsCountedWhereBracketsAreCode(source: String, length: Int, line: Int, column: Int) {
        let run = OpeningBracketRun(source)
        #expect(run.length == length, "\(source)")
        if length > 0 {
            #expect(run.line == line && run.column == column, "\(source): \(run.line):\(run.column)")
        }
    }

    /// A run longer than the limit is a located failure, found before the parser (which would take
    /// minutes on it) reads the file.
    @Test func aRunOverTheLimitIsRefusedWhereItStarts() {
        let source =
            "import UIKit\n\nlet table: " + String(repeating: "[", count: 40) + "Int"
            + String(repeating: "]", count: 40) + " = []\n"
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: source, file: "Deep.swift")
        }
        #expect(
            error?.description
                == "Deep.swift:3:12: error: 40 square brackets open one inside the other here; at most 12 are read"
        )
    }
}
