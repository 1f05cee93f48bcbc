// swift-format-ignore-file
import UIKit

// Two columns: 402 less the 16-point insets each side is 370; less one 10-point gap, 360 / 2 = 180
// wide, 120 tall. The second artist at (16 + 180 + 10, 8) = (206, 8); the third starts the next row
// at y 8 + 120 + 10 = 138.
// frame: ArtistsViewController iphone-17 section 0 cell 1 = 206 8 180 120
// frame: ArtistsViewController iphone-17 section 0 cell 2 = 16 138 180 120
final class ArtistsViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: row(columns: 2))
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section

            func row(columns: Int) -> NSCollectionLayoutGroup {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                )
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitem: item,
                    count: columns
                )
                group.interItemSpacing = .fixed(10)
                return group
            }
        }
    }
}
