// swift-format-ignore-file
import UIKit

// Sections are values of a RawRepresentable structure, not cases of an enumeration.
// featured (section 0): one banner a group, 402 - 2 × 20 = 362 wide, 180 tall, 12 apart:
//   cell 1 at y 180 + 12 = 192.
// catalogue (section 1): after 12 × 180 + 11 × 12 = 2292 of banners, three columns of a third of 402:
//   134 (on the 3x grid), 134 tall (fractionalWidth(1/3) of the section); cell 1 at x 134.
// frame: StorefrontViewController iphone-17 section featured cell 1 = 20 192 362 180
// frame: StorefrontViewController iphone-17 section catalogue cell 1 = 134 2292 134 134
struct StoreSection: RawRepresentable, Hashable {
    let rawValue: Int

    static let featured = StoreSection(rawValue: 0)
    static let catalogue = StoreSection(rawValue: 1)
}

final class StorefrontViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section: NSCollectionLayoutSection
            switch StoreSection(rawValue: sectionIndex) {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
                    subitems: [item]
                )
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            case .catalogue:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)),
                    subitems: [item]
                )
                section = NSCollectionLayoutSection(group: group)
            default:
                return nil
            }
            return section
        }
    }
}
