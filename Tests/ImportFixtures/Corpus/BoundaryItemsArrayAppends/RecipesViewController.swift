// swift-format-ignore-file
import UIKit

// A 44-point header above the section, a 30-point footer below it, both as wide as the section.
// Two columns of 402 / 2 = 201 × 100 under the header: the second recipe at (201, 44). Twelve recipes
// are six rows, 44 + 600 = 644, where the footer starts.
// frame: RecipesViewController iphone-17 section 0 header = 0 0 402 44
// frame: RecipesViewController iphone-17 section 0 cell 1 = 201 44 201 100
// frame: RecipesViewController iphone-17 section 0 footer = 0 644 402 30
final class RecipesViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            )
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item]
            )
            let section = NSCollectionLayoutSection(group: group)

            var supplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem]()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top
            )
            supplementaryItems.append(header)
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionFooter,
                alignment: .bottom
            )
            supplementaryItems.append(footer)
            section.boundarySupplementaryItems = supplementaryItems
            return section
        }
    }
}
