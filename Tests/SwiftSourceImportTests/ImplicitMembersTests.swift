import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// Values whose type the code states once and leaves out after: a local declared with its type and
/// set in each case of a `switch` (`section = .init(group: group)`), a decoration made by the
/// type's factory as an implicit member (`let background: NSCollectionLayoutDecorationItem =
/// .background(…)`), and a factory called on a type written on the line before.
struct ImplicitMembersTests {
    static func provider(_ body: String) -> String {
        """
        import UIKit
        enum Kind: CaseIterable { case info, photos }
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                \(body)
            }
        }
        """
    }

    /// Before, every section was lost: "the layout made here gives no section the code read".
    @Test func aLocalDeclaredWithItsTypeIsSetByImplicitInitializers() throws {
        let body = """
            let section: NSCollectionLayoutSection
                    switch Kind.allCases[sectionIndex] {
                    case .info:
                        section = .init(group: group)
                        section.interGroupSpacing = 4
                    case .photos:
                        section = .init(group: group)
                        section.interGroupSpacing = 12
                    }
                    return section
            """
        let imported = try SwiftSourceImport.spec(in: Self.provider(body), file: "Detail.swift")
        #expect(imported.text.contains("  - id: \"info\"\n"), "\(imported.text)")
        #expect(imported.text.contains("    interGroupSpacing: 4\n"), "\(imported.text)")
        #expect(imported.text.contains("    interGroupSpacing: 12\n"), "\(imported.text)")
    }

    /// Before, the background was dropped without a word, whichever way the factory was written.
    @Test(arguments: [
        """
        let background: NSCollectionLayoutDecorationItem = .background(elementKind: "card")
                background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                section.decorationItems = [background]
        """,
        """
        section.decorationItems = {
                    let background: NSCollectionLayoutDecorationItem = .background(elementKind: "card")
                    background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    return [background]
                }()
        """,
        """
        let background = NSCollectionLayoutDecorationItem
                    .background(elementKind: "card")
                background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                section.decorationItems = [background]
        """,
    ])
    func aBackgroundMadeByItsFactoryIsRead(_ decoration: String) throws {
        let body = """
            let section = NSCollectionLayoutSection(group: group)
                    \(decoration)
                    return section
            """
        let imported = try SwiftSourceImport.spec(in: Self.provider(body), file: "Tokens.swift")
        #expect(
            imported.text.contains(
                "    decorationItems:\n      - {elementKind: card, contentInsets: {top: 0, leading: 20, bottom: 0, trailing: 20}}\n"
            ),
            "\(imported.text)"
        )
    }

    /// An element kind the app names as a static constant of its extension of `String`
    /// (`.balanceHeaderElementKind`), used as an implicit member.
    ///
    /// Before, the kind was read as "", which the spec refused: no spec.
    @Test func anElementKindOfTheAppsStringExtensionIsRead() throws {
        let source = """
            import UIKit
            final class WalletViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
                    configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: .balanceHeaderElementKind, alignment: .top)]
                    return UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(76))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }, configuration: configuration)
                }
            }
            private extension String {
                static let balanceHeaderElementKind = "BalanceHeaderElementKind"
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Wallet.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(
            text.contains(
                "{elementKind: BalanceHeaderElementKind, layoutSize: [fractionalWidth(1), absolute(120)], alignment: top}"
            ),
            "\(text)"
        )
    }

    /// A parameter's default written as an implicit member (`sectionInset: UIEdgeInsets = .zero`) is
    /// a member of the parameter's type.
    ///
    /// Before, the spec held `sectionInset: zero`, which did not check: no spec.
    @Test func aParametersImplicitDefaultIsOfItsType() throws {
        let source = """
            import UIKit
            final class AlbumsFlowLayout: UICollectionViewFlowLayout {
                init(spacing: CGFloat = 1, sectionInset: UIEdgeInsets = .zero) {
                    super.init()
                    self.minimumLineSpacing = spacing
                    self.sectionInset = sectionInset
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class AlbumsViewController: UIViewController {
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: AlbumsFlowLayout(spacing: 4))
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Albums.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("minimumLineSpacing: 4"), "\(text)")
        #expect(text.contains("sectionInset: {top: 0, left: 0, bottom: 0, right: 0}"), "\(text)")
    }
}
