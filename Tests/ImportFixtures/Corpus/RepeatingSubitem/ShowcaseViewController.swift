// swift-format-ignore-file
import UIKit

// `repeatingSubitem:count:` (iOS 16) repeats its item at the item's own size, where `subitem:count:`
// would share the group's length: the two read differently, and import keeps which one the code wrote.
// featured (section 0): the section's content is 402 - 15 - 15 = 372 wide; each group is
//   fractionalWidth(0.5) of that, 186 tall; each item is half the group, 0.5 × 372 = 186 square
//   (not the (372 - 10) / 2 = 181 a shared length gives). Cell 0 at (15, 10), cell 1 at
//   x 15 + 186 + 10 = 211; the second row at y 10 + 186 + 10 = 206. Twelve items make six rows: the
//   section ends at 10 + 6 × 186 + 5 × 10 + 10 = 1186.
// wide (section 1): items as wide as their group, 402, twice: cell 1 starts past the screen's edge,
//   at x 402 + 10 = 412, where the app left it.
// frame: ShowcaseViewController iphone-17 section featured cell 1 = 211 10 186 186
// frame: ShowcaseViewController iphone-17 section featured cell 2 = 15 206 186 186
// frame: ShowcaseViewController iphone-17 section wide cell 0 = 0 1186 402 100
// frame: ShowcaseViewController iphone-17 section wide cell 1 = 412 1186 402 100
final class ShowcaseViewController: UIViewController {
    enum ShowcaseSection: Int, CaseIterable {
        case featured, wide
    }

    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let kind = ShowcaseSection(rawValue: index) else { return nil }
            switch kind {
            case .featured:
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 2)
                group.interItemSpacing = .fixed(10)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
                return section
            case .wide:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: item,
                    count: 2
                )
                group.interItemSpacing = .fixed(10)
                return NSCollectionLayoutSection(group: group)
            }
        }
    }
}
