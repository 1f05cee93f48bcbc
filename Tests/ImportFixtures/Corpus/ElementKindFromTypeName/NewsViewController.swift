// swift-format-ignore-file
import UIKit

final class NewsHeaderView: UICollectionReusableView {}

// Each section has a 48-point header whose element kind is the header class's name,
// `String(describing: NewsHeaderView.self)` ("NewsHeaderView"). Rows 402 - 2 × 16 = 370 wide, 88 tall,
// 10 apart, under the header and a 8-point top inset: cell 0 at y 48 + 8 = 56, cell 1 at 56 + 88 + 10 = 154.
// The header (kind "NewsHeaderView", not `header`) spans the section's 370 at x 16, y 0.
// frame: NewsViewController iphone-17 section 0 cell 0 = 16 56 370 88
// frame: NewsViewController iphone-17 section 0 cell 1 = 16 154 370 88
final class NewsViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.register(
            NewsHeaderView.self,
            forSupplementaryViewOfKind: String(describing: NewsHeaderView.self),
            withReuseIdentifier: String(describing: NewsHeaderView.self)
        )
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)),
            subitems: [item]
        )
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
            elementKind: String(describing: NewsHeaderView.self),
            alignment: .top
        )
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
