// swift-format-ignore-file
import UIKit

// Two tickets a row, `count: 2`, the spacing 16 from iOS 17 (8 before). The default environment runs
// iOS 26: items (402 - 2 × 16 - 16) / 2 = 177 wide, 120 tall; cell 1 at x 16 + 177 + 16 = 209;
// rows 16 apart: cell 2 at y 16 + 120 + 16 = 152. (On iOS 16: (370 - 8) / 2 = 181 wide, cell 1 at 205.)
// frame: TicketsViewController iphone-17 section section0 cell 1 = 209 16 177 120
// frame: TicketsViewController iphone-17 section section0 cell 2 = 16 152 177 120
final class TicketsViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.ticketsLayout())
        view.addSubview(collectionView)
    }

    private static func ticketsLayout() -> UICollectionViewCompositionalLayout {
        let spacing: CGFloat
        if #available(iOS 17.0, *) {
            spacing = 16
        } else {
            spacing = 8
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item,
            count: 2
        )
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
