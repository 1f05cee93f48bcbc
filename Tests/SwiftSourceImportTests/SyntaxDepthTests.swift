import Foundation
import SpecImport
import SwiftParser
import Testing

@testable import SwiftSourceImport

/// Files whose syntax trees nest deeper than the reader walks: refused at their place, before
/// anything recursive (swift-syntax's own walks included) could overflow the stack.
struct SyntaxDepthTests {
    @Test(arguments: [
        // (the file, the error's place)
        ("let layout = 1\nlet x = e" + String(repeating: ".a", count: 20_000) + "\n", "Deep.swift:2:"),
        ("let layout = 1\n\nlet x = 1" + String(repeating: " + 1", count: 20_000) + "\n", "Deep.swift:3:9: "),
    ])
    func aChainThousandsLongIsRefused(source: String, place: String) {
        let error = #expect(throws: ImportFailure.self) {
            try SwiftSourceImport.spec(in: source, file: "Deep.swift")
        }
        let description = error?.description ?? ""
        #expect(description.hasPrefix(place), "\(description)")
        #expect(description.hasSuffix("error: the code nests more than 400 levels deep here; no more are read"))
    }

    /// The claim in ``SyntaxDepth/limit``'s comment, on the project's own layout code: a hand-written
    /// view controller and the largest generated files.
    @Test(arguments: [
        "ImportFixtures/Store.swift", "ImportFixtures/Feed.swift", "GeneratedSwift/PhotosLayout.swift",
        "GeneratedSwift/SettingsLayout.swift",
    ])
    func realLayoutFilesAreUnderSixtyLevels(file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(file)
        let depth = SyntaxDepth(Parser.parse(source: try String(contentsOf: url, encoding: .utf8)))
        #expect(depth.depth > 10 && depth.depth < 60, "\(file): \(depth.depth)")
    }

    @Test func layoutCodeIsFarFromTheLimit() throws {
        let source = """
            let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .absolute(44))
                )
                let width = environment.container.effectiveContentSize.width - 2 * 16 + 8 - 4
                return nil
            }
            """
        let depth = SyntaxDepth(Parser.parse(source: source))
        #expect(depth.depth > 10 && depth.depth < 60, "\(depth.depth)")
    }
}
