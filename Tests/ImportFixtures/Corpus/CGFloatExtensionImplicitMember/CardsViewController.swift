// swift-format-ignore-file
import UIKit

// .gutter is 12 everywhere: two cards across 402 - 2 × 12 = 378, less one 12-point gap, 366 / 2 = 183
// wide, 120 tall; the second at (12 + 183 + 12, 12) = (207, 12), the third at y 12 + 120 + 12 = 144.
// frame: CardsViewController iphone-17 section 0 cell 1 = 207 12 183 120
// frame: CardsViewController iphone-17 section 0 cell 2 = 12 144 183 120
final class CardsViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item,
            count: 2
        )
        group.interItemSpacing = .fixed(.gutter)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = .gutter
        section.contentInsets = NSDirectionalEdgeInsets(top: .gutter, leading: .gutter, bottom: .gutter, trailing: .gutter)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
