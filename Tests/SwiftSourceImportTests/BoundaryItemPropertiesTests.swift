import SpecImport
import SwiftSourceImport
import Testing

/// What the code sets on a boundary supplementary item that the format has no key for is said where
/// it is set, as a section's is; the keys it has are written without a word.
struct BoundaryItemPropertiesTests {
    static func provider(footer: String) -> String {
        """
        import UIKit
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, _ in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(35)), elementKind: "footer", alignment: .bottom)
                \(footer)
                section.boundarySupplementaryItems = [footer]
                return section
            }
        }
        """
    }

    /// Before, `contentInsets` on a footer was dropped without a word.
    @Test func aPropertyWithNoKeyIsSaidWhereItIsSet() {
        let source = Self.provider(
            footer: "footer.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)"
        )
        #expect(
            ImportDiagnosticsTests.said(source, file: "Tickets.swift") == [
                "Tickets.swift:8:9: warning: the boundary item's contentInsets is not a key of a layout spec; it is left out"
            ]
        )
    }

    @Test func aKeyOfTheFormatIsWrittenWithoutAWord() throws {
        let source = Self.provider(footer: "footer.pinToVisibleBounds = true")
        #expect(ImportDiagnosticsTests.said(source, file: "Tickets.swift") == [])
        #expect(try SwiftSourceImport.spec(in: source, file: "Tickets.swift").text.contains("pinToVisibleBounds: true"))
    }

    /// An element kind the files do not give (a class name from a protocol's extension no file given
    /// declares) is named after the code that names it, said; before, the spec's kind was empty and
    /// did not check.
    @Test func aKindOnlyTheAppKnowsIsNamedAfterItsCode() throws {
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: TitleView.className, alignment: .top)]
                    return section
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Titles.swift")])
        #expect(result.failures.isEmpty)
        #expect(result.specs.first?.text.contains("{elementKind: TitleView.className,") == true)
        #expect(
            result.warnings.map(\.description).last
                == "Titles.swift:7:122: warning: this element kind reads `TitleView.className` (Titles.swift:7:122), which the files read do not declare: pass the file that declares `TitleView`; the spec names the kind \"TitleView.className\": a kind only tells the views apart"
        )
    }
}
