import Foundation
import LayoutEngine
import LayoutSpecFormat
import SwiftSourceImport
import Testing

/// In code, the first test of the environment that holds gives the value; in a spec, the later one.
///
/// Where two tests hold together, the imported spec gives what the code gives.
struct FirstTestWinsTests {
    /// A provider that returns early for a regular width, before its test of a wide screen.
    static let provider = """
        import UIKit

        final class GridViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    if environment.traitCollection.horizontalSizeClass == .regular {
                        section.interGroupSpacing = 10
                        return section
                    }
                    if environment.container.contentSize.width >= 1000 {
                        section.interGroupSpacing = 30
                        return section
                    }
                    return section
                }
            }
        }
        """

    /// On a regular screen 1200 wide both tests hold, and the code gives 10.
    ///
    /// The spec's last variant, of both tests, gives 10 over the wide screen's 30. Rows 100 tall: the second row at 110.
    @Test func aProviderReturningEarlyGivesItsFirstTestsValueWhereBothHold() throws {
        let imported = try SwiftSourceImport.spec(in: Self.provider, file: "Grid.swift")
        #expect(
            imported.text.contains(
                """
                    - when: {horizontalSizeClass: regular, minWidth: 1000}
                      set:
                        sections.section0.interGroupSpacing: 10
                """
            ),
            "\(imported.text)"
        )
        let cells = try ImportedLayout.firstSections(
            of: imported.text,
            in: ["{name: wide, size: [1200, 800], sizeClass: {horizontal: regular, vertical: regular}}"]
        )[0]
        #expect(cells.count >= 3)
        #expect(cells.dropFirst(2).first?.frame.minY == 110, "\(cells.map(\.frame))")
    }

    /// A flow delegate that tests the wider screen first: its tests are the spec's variants back to
    /// front, so that where both hold the first test's value wins.
    @Test func aDelegatesTestsAreVariantsBackToFront() throws {
        let source = """
            import UIKit

            final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    if collectionView.bounds.width >= 800 { return 20 }
                    if collectionView.bounds.width >= 500 { return 10 }
                    return 0
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Grid.swift")
        let narrower = imported.text.range(of: "- when: {minWidth: 500}")
        let wider = imported.text.range(of: "- when: {minWidth: 800}")
        #expect(narrower != nil && wider != nil, "\(imported.text)")
        if let narrower, let wider { #expect(narrower.lowerBound < wider.lowerBound, "\(imported.text)") }
    }
}
