import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat
import Testing

/// Runs every golden fixture: spec → frames, compared line by line with the hand-worked `.frames` file.
///
/// `RECORD_GOLDEN=1 swift test` rewrites the `.frames` files from the engine and records an issue, so a
/// recording run never passes by accident; review the diff before committing.
struct GoldenLayoutTests {
    static let flowCases = GoldenCase.all(kind: "flow")
    static let splitCases = GoldenCase.all(kind: "split")
    static let compositionalCases = GoldenCase.all(kind: "compositional")

    @Test func everyKindHasItsFixtures() {
        #expect(Self.flowCases.count >= 40)
        #expect(Self.splitCases.count >= 25)
        #expect(Self.compositionalCases.count >= 40)
    }

    @Test(arguments: flowCases + splitCases + compositionalCases)
    func layoutMatchesHandWorkedFrames(_ golden: GoldenCase) throws {
        let text = try String(contentsOf: golden.specURL, encoding: .utf8)
        let document = try SpecParser().parse(text, file: golden.name + ".layout.yaml")
        let actual = LayoutText.render(layOut(document))

        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try actual.write(to: golden.framesURL, atomically: true, encoding: .utf8)
            Issue.record("recorded new golden frames for \(golden.testDescription); review and rerun")
            return
        }
        let expected = try String(contentsOf: golden.framesURL, encoding: .utf8)
        #expect(actual == expected, Comment(rawValue: Self.sideBySide(expected: expected, actual: actual)))
    }

    /// Expected and actual lines next to each other, mismatches marked, as taffy's fixture runner prints them.
    static func sideBySide(expected: String, actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["expected | actual"]
        for index in 0..<max(left.count, right.count) {
            let e = index < left.count ? String(left[index]) : ""
            let a = index < right.count ? String(right[index]) : ""
            lines.append((e == a ? "  " : "≠ ") + e.padding(toLength: 44, withPad: " ", startingAt: 0) + " | " + a)
        }
        return lines.joined(separator: "\n")
    }
}
