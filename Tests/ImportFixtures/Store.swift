import UIKit

/// A store's home screen, written the way apps write their compositional layouts: an enumeration of
/// sections, a section provider that switches on it, and one helper function per kind of section.
final class StoreViewController: UICollectionViewController {
    enum Section: Int, CaseIterable {
        case featured
        case categories
        case settings
    }

    private let spacing: CGFloat = 8

    static func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, layoutEnvironment in
                guard let section = Section(rawValue: sectionIndex) else { return nil }
                switch section {
                case .featured:
                    return makeFeaturedSection()
                case .categories:
                    let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
                    return makeGridSection(columns: columns)
                case .settings:
                    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    list.headerMode = .supplementary
                    return NSCollectionLayoutSection.list(using: list, layoutEnvironment: layoutEnvironment)
                }
            },
            configuration: configuration
        )
    }

    /// A carousel of wide cards that pages.
    static func makeFeaturedSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1),
                heightDimension: .fractionalHeight(1)
            )
        )
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(220))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize,
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// A grid of square tiles, `columns` to a row.
    static func makeGridSection(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1.0 / 3.0
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction),
                heightDimension: .fractionalWidth(fraction)
            )
        )
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        var subitems: [NSCollectionLayoutItem] = []
        for _ in 0..<columns {
            subitems.append(item)
        }
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
            subitem: item,
            count: columns
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 0, leading: 12, bottom: 0, trailing: 12)
        return section
    }
}
