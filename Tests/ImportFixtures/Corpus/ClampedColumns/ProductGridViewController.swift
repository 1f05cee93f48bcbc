// swift-format-ignore-file
import UIKit

// On an iPhone 17 the container is 402 wide: 402 / 180 = 2.233, rounded 2, between 1 and 4, so two
// columns. The group is 402 − 2 × 12 = 378 wide (the section's insets); two items 8 apart are
// (378 − 8) / 2 = 185 wide, 260 tall. The second at x 12 + 185 + 8 = 205; the third starts the next
// row at y 12 + 260 + 8 = 280 (12 of top inset, 8 between rows).
// frame: ProductGridViewController iphone-17 section 0 cell 1 = 205 12 185 260
// frame: ProductGridViewController iphone-17 section 0 cell 2 = 12 280 185 260
final class ProductGridViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeGridLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func makeGridLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            var columns = Int((environment.container.effectiveContentSize.width / 180).rounded())
            if columns < 1 {
                columns = 1
            } else if columns > 4 {
                columns = 4
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            )
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)),
                subitem: item,
                count: columns
            )
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
            return section
        }
    }
}
