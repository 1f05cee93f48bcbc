import Foundation
import LayoutEngine
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// The app's own static function of a UIKit factory's name, with other labels
/// (`NSCollectionLayoutGroup.horizontal(layoutSize:item:count:)` in its extension): the one Swift
/// calls; and a comparison of the section's kind (`section == .music`) read as the case the
/// section's other reads take.
struct AppFactoryOverloadTests {
    /// Before, UIKit's `horizontal(layoutSize:subitems:)` was made without subitems: the spec did
    /// not check, no spec; and `section == .music` was "only the running app knows", a spec per way.
    @Test func theAppsFactoryAndTheSectionsKindAreRead() throws {
        let source = """
            import UIKit
            extension NSCollectionLayoutGroup {
                static func horizontal(layoutSize: NSCollectionLayoutSize, item: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
                    NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: item, count: count)
                }
            }
            enum JourneySection: Int, CaseIterable {
                case music, spots
                var height: CGFloat {
                    switch self {
                    case .music: return 80
                    case .spots: return 160
                    }
                }
            }
            final class JourneyViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<JourneySection, Int>?
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let section = self?.dataSource?.sectionIdentifier(for: index) else { return nil }
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(section.height))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, item: item, count: section == .music ? 1 : 2)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Journey.swift")])
        #expect(result.specs.count == 1, "\(result.specs.map(\.name)) \(result.warnings)")
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        // Section 0 (music): one 80-tall item a row, 390 wide on the phone. Section 1 (spots): two
        // 160-tall items a row, 195 each: the second at x 195.
        let document = try SpecParser().parse(
            text.replacingOccurrences(
                of: "sections:",
                with: "environments:\n  - {name: phone, size: [390, 844], scale: 3}\nsections:"
            ),
            file: "imported.layout.yaml"
        )
        let sections = try #require(layOut(document).environments.first?.sections)
        #expect(sections.count == 2, "\(text)")
        #expect(sections[0].elements.first?.frame == Rect(x: 0, y: 0, width: 390, height: 80), "\(text)")
        #expect(sections[1].elements.dropFirst().first?.frame.minX == 195, "\(text)")
        #expect(sections[1].elements.first?.frame.height == 160, "\(text)")
    }
}
