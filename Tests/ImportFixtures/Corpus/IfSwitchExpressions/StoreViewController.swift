// swift-format-ignore-file
import UIKit

// Section 0 (featured): two columns, spacing 8 all round: (402 - 2 × 8 - 8) / 2 = 189 wide, 150 tall;
// the second at (8 + 189 + 8, 8) = (205, 8). Its six rows end at 8 + 6 × 150 + 5 × 8 + 8 = 956.
// Section 1 (catalog): three columns, spacing 12: (402 - 24 - 24) / 3 = 118 wide, 100 tall; the
// second at (12 + 118 + 12, 956 + 12) = (142, 968); the fourth at (12, 968 + 112) = (12, 1080).
// frame: StoreViewController iphone-17 section featured cell 1 = 205 8 189 150
// frame: StoreViewController iphone-17 section catalog cell 1 = 142 968 118 100
// frame: StoreViewController iphone-17 section catalog cell 3 = 12 1080 118 100
final class StoreViewController: UIViewController {
    private enum SectionKind: Int {
        case featured
        case catalog
    }

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }
            let columns = switch sectionKind {
            case .featured: 2
            case .catalog: 3
            }
            let spacing: CGFloat = if sectionKind == .featured { 8 } else { 12 }
            let height: CGFloat = switch sectionKind {
            case .featured: 150
            case .catalog: 100
            }

            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            )
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                subitem: item,
                count: columns
            )
            group.interItemSpacing = .fixed(spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: spacing, leading: spacing, bottom: spacing, trailing: spacing)
            return section
        }
    }
}
