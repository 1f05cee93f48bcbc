import Foundation
import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A list section whose header the code replaces with its own boundary item of the list's kind
/// (`section.boundarySupplementaryItems = [header]` after `.list(using:)`, `headerMode =
/// .supplementary`): UIKit puts the code's header where the list's would be, with the list's padding
/// above it, so the spec's list takes its height.
struct ListHeaderItemTests {
    static let source = """
        import UIKit
        enum ListSections {
            static func section(environment: NSCollectionLayoutEnvironment, height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.headerTopPadding = 22
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                if configuration.headerMode == .supplementary {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    section.boundarySupplementaryItems = [header]
                }
                return section
            }
        }
        final class AccountViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    ListSections.section(environment: environment, height: HEIGHT)
                }
            }
        }
        """

    /// Before, the code's header was dropped with advice to add it apart from the list, which loses
    /// the list's padding, and the list kept UIKit's estimate of its own header.
    @Test func anAbsoluteHeaderOfTheListsKindGivesTheListsHeaderHeight() throws {
        let source = Self.source.replacingOccurrences(of: "HEIGHT", with: ".absolute(30)")
        let result = SwiftSourceImport.specs(in: [(source, "Account.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("headerHeight: 30"), "\(text)")
        #expect(!text.contains("boundarySupplementaryItems"), "\(text)")
        #expect(!result.warnings.contains { $0.message.contains("the list's own header") }, "\(result.warnings)")
        // The header is the list's, 30 tall, on every device.
        let elements = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        for environment in elements {
            let header = try #require(environment.first { $0.kind == .header })
            #expect(header.frame.height == 30, "\(environment.map(\.frame))")
        }
    }

    /// A header that sizes itself has no height in the code: the list keeps its own, and the
    /// warning says to give its measured height.
    @Test func anEstimatedHeaderOfTheListsKindIsSaid() throws {
        let source = Self.source.replacingOccurrences(of: "HEIGHT", with: ".estimated(30)")
        let result = SwiftSourceImport.specs(in: [(source, "Account.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!text.contains("headerHeight"), "\(text)")
        #expect(
            result.warnings.contains { $0.message.contains("give its measured height as the list's headerHeight") },
            "\(result.warnings)"
        )
    }
}
