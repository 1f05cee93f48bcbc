import Foundation
import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// An `if … else if` chain on the text size, the largest first: in code the first test that holds
/// wins; in the spec the later variant does, so the tests held together come after, each after those
/// it implies.
struct TextSizeChainTests {
    static let source = """
        import UIKit
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let sizeCategory = environment.traitCollection.preferredContentSizeCategory
                let multiplier: CGFloat
                if sizeCategory >= .accessibilityExtraLarge {
                    multiplier = 1.5
                } else if sizeCategory >= .accessibilityMedium {
                    multiplier = 1.3
                } else if sizeCategory >= .extraExtraLarge {
                    multiplier = 1.15
                } else {
                    multiplier = 1.0
                }
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(280 * multiplier))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    /// Rows 280 × the chain's multiplier at each text size.
    ///
    /// Before, the three variants came in the
    /// chain's order and the last, at least extraExtraLarge, won at every larger size: 322 where
    /// the code gives 364 and 420, without a word.
    @Test func theFirstTestThatHoldsGivesTheRowHeight() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "Home.swift")
        let sizes = [
            "large", "extraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        ]
        let sections = try ImportedLayout.firstSections(
            of: imported.text,
            in: sizes.map { "{name: \($0), size: [375, 667], scale: 2, preferredContentSizeCategory: \($0)}" }
        )
        #expect(sections.map { $0.first?.frame.size.height } == [280, 322, 364, 364, 420], "\(imported.text)")
    }
}
