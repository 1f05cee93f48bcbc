import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A provider that asks its section's kind twice (a member of it, then a `switch` on it) and adds a
/// background through a local function that sets the provider's own section.
struct SectionKindReadsTests {
    static let source = """
        import UIKit
        enum Section: Hashable {
            case header, single, labeled(title: String)
            var headerHeight: CGFloat {
                switch self {
                case .labeled: return 52
                case .single, .header: return 0
                }
            }
        }
        final class WalletsController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let section = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
                    let headerHeight = section.headerHeight
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
                    let layoutSection = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    func addBackground() {
                        let background = NSCollectionLayoutDecorationItem.background(elementKind: "rounded")
                        background.contentInsets.top = headerHeight
                        layoutSection.decorationItems = [background]
                    }
                    switch section {
                    case .labeled:
                        addBackground()
                        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                        layoutSection.boundarySupplementaryItems = [header]
                    case .single:
                        addBackground()
                    case .header:
                        break
                    }
                    return layoutSection
                }
            }
        }
        """

    /// Before, the member read section N as the enumeration's Nth case and the switch as the code's
    /// Nth (section 0 was `header` with `labeled`'s layout and a 0-point header), and the local
    /// function's background was dropped without a word.
    @Test func bothReadingsTakeOneCaseAndTheLocalFunctionSetsTheSection() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "Wallets.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        let sections = text.components(separatedBy: "\n  - ").dropFirst().prefix(3)
        #expect(sections.map { $0.hasPrefix("id: \"") } == [true, true, true], "\(text)")
        let byID = Dictionary(uniqueKeysWithValues: sections.map { ($0.split(separator: "\n")[0], $0) })
        let header = try #require(byID["id: \"header\""], "\(text)")
        let single = try #require(byID["id: \"single\""], "\(text)")
        let labeled = try #require(byID["id: \"labeled\""], "\(text)")
        #expect(!header.contains("decorationItems") && !header.contains("elementKind: header"), "\(header)")
        #expect(single.contains("decorationItems") && !single.contains("elementKind: header"), "\(single)")
        #expect(labeled.contains("decorationItems") && labeled.contains("absolute(52)"), "\(labeled)")
    }
}
