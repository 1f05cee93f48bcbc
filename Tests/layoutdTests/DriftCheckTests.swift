import Foundation
import Testing

/// `layoutd check SPEC --against FILE.swift…`: the app's layout code, imported and laid out in the
/// spec's environments with its items, must give the spec's frames.
struct DriftCheckTests {
    /// The shelf of the import corpus: a `groupPaging` row of 110 × 160 covers, inset 20 on the
    /// leading and trailing sides, whose spacing the code reads from a view model (unknown to import,
    /// read as 0, with a warning).
    static let swift = LayoutdBinary.packageRoot.appendingPathComponent(
        "Tests/ImportFixtures/Corpus/Shelf/ShelfViewController.swift"
    )

    static func spec(spacing: Int) -> String {
        """
        environments: [{device: iPhone 17}]
        layout: {type: compositional}
        sections:
          - id: shelf
            items: 2
            group:
              horizontal:
                layoutSize: [absolute(110), absolute(160)]
                subitems:
                  - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}
            contentInsets: {leading: 20, trailing: 20}
            interGroupSpacing: \(spacing)
            orthogonalScrollingBehavior: groupPaging

        """
    }

    @Test func codeThatAgreesPasses() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.spec(spacing: 0), to: "shelf.layout.yaml", in: folder)
        let check = try LayoutdBinary.run(["check", "shelf.layout.yaml", "--against", Self.swift.path], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("shelf.layout.yaml: the Swift (ShelfViewController, "))
        #expect(check.stdout.hasSuffix(") gives the spec's frames\n"))
    }

    @Test func codeThatDriftedFailsElementByElementWithTheWarningThatExplainsIt() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.spec(spacing: 10), to: "shelf.layout.yaml", in: folder)
        let check = try LayoutdBinary.run(["check", "shelf.layout.yaml", "--against", Self.swift.path], in: folder)
        #expect(check.status == 1)
        // Cover 0 at x 20 in both; cover 1 at 20 + 110 + 10 = 140 in the spec, 20 + 110 + 0 = 130 in
        // the Swift, whose spacing only the running app knows.
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasSuffix(") gives other frames than the spec (spec → Swift):") == true)
        #expect(lines.dropFirst().first == "  sections paired by position: the Swift's section 0 as shelf")
        // The one key that differs is named as the cause.
        #expect(
            lines.last == "  section shelf: interGroupSpacing 10 → 0 moves 1 cell: cell 1 shifted by -10 0 in iphone-17"
        )
        #expect(
            check.stderr.contains("ShelfViewController.swift:24:37: warning: this value reads `viewModel.coverSpacing`")
        )
        #expect(!check.stderr.contains("no items recorded"), "the spec gives the items")
        let github = try LayoutdBinary.run(
            ["check", "shelf.layout.yaml", "--against", Self.swift.path, "--format", "github"],
            in: folder
        )
        #expect(github.status == 1)
        // The cell's `items:` entry is line 5, its value at column 12.
        #expect(
            github.stdout.contains(
                "::error file=shelf.layout.yaml,line=5,col=12,title=layout drift::section shelf: interGroupSpacing 10 → 0 moves 1 cell: cell 1 shifted by -10 0 in iphone-17"
            )
        )
    }

    @Test func codeOfNoLayoutOrOfSeveralIsSaidPlainly() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.spec(spacing: 0), to: "shelf.layout.yaml", in: folder)
        try LayoutdBinary.write("import UIKit\nlet x = 1\n", to: "Nothing.swift", in: folder)
        let none = try LayoutdBinary.run(["check", "shelf.layout.yaml", "--against", "Nothing.swift"], in: folder)
        #expect(none.status == 1)
        #expect(
            none.stderr.contains(
                "Nothing.swift:1:1: error: no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made here"
            )
        )
        let missing = try LayoutdBinary.run(["check", "shelf.layout.yaml", "--against", "Gone.swift"], in: folder)
        #expect(missing.status == 2)
        let named = try LayoutdBinary.run(
            ["check", "shelf.layout.yaml", "--against", Self.swift.path, "--layout", "Other"],
            in: folder
        )
        #expect(named.status == 1)
        #expect(named.stderr.contains("no layout named Other in the files (they make: ShelfViewController)"))
    }
}
