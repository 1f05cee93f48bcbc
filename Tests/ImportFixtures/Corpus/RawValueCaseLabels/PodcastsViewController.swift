// swift-format-ignore-file
import UIKit

// The switch's labels are the enumeration's raw values, not literals: `case Section.shows.rawValue:`.
// shows (section 0): rows 402 wide, 72 tall, 8 apart under a 16 top inset: cell 1 at y 16 + 72 + 8 = 96.
// episodes (section 1): the shows end at 16 + 12 × 72 + 11 × 8 + 16 = 984; two columns of half the
// 402 - 2 × 12 = 378, 189 wide, 100 tall, from x 12: cell 1 at (12 + 189, 984) = (201, 984), cell 2 at
// y 984 + 100 = 1084.
// frame: PodcastsViewController iphone-17 section 0 cell 1 = 0 96 402 72
// frame: PodcastsViewController iphone-17 section 1 cell 1 = 201 984 189 100
// frame: PodcastsViewController iphone-17 section 1 cell 2 = 12 1084 189 100
final class PodcastsViewController: UICollectionViewController {
    enum Section: Int {
        case shows
        case episodes
    }

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch sectionIndex {
            case Section.shows.rawValue:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
                    subitems: [item]
                )
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
                return section
            case Section.episodes.rawValue:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item]
                )
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
                return section
            default:
                return nil
            }
        }
    }
}
