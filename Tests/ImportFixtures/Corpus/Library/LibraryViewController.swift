// swift-format-ignore-file
import UIKit

enum LibrarySection: String, CaseIterable {
    case recentlyAdded
    case albums
    case playlists
}

final class LibraryViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<LibrarySection, LibraryItem>!

    private lazy var layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
        guard let self = self else { return nil }
        let kind = self.dataSource.snapshot().sectionIdentifiers[index]
        switch kind {
        case .recentlyAdded:
            return Self.shelf(width: 150, height: 190)
        case .albums:
            return Self.grid(columns: 2, spacing: Metrics.spacing)
        case .playlists:
            var section = Self.grid(columns: 1, spacing: 0)
            section.contentInsets.top = 0
            return section
        }
    }

    // A shelf that scrolls sideways: 150 × 190 items, 12 apart, 20 from the leading edge (12 + 8).
    // On an iPhone 17: (20, 0, 150, 190), then x = 20 + 150 + 12 = 182.
    // frame: LibraryViewController iphone-17 section recentlyAdded cell 1 = 182 0 150 190
    static func shelf(width: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(height)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = Metrics.spacing
        var insets = NSDirectionalEdgeInsets(top: 0, leading: Metrics.spacing, bottom: 20, trailing: Metrics.spacing)
        insets.leading += 8
        section.contentInsets = insets
        return section
    }

    // Two columns, 12 apart, inside 12 at the sides and the top and bottom: (402 - 24 - 12) / 2 =
    // 183 an item, as tall as wide. The shelf above ends at 190 + 20 = 210, so the first album is at
    // (12, 222, 183, 183), the second at x 12 + 183 + 12 = 207.
    // frame: LibraryViewController iphone-17 section albums cell 1 = 207 222 183 183
    static func grid(columns: Int, spacing: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(183)),
            subitem: item,
            count: columns
        )
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: Metrics.spacing, leading: Metrics.spacing, bottom: Metrics.spacing, trailing: Metrics.spacing)
        return section
    }
}

private enum Metrics {
    static let spacing: CGFloat = 12
}
