// swift-format-ignore-file
import UIKit

// An iPhone 17 in portrait is compact across, so cardInsets is .init(horizontal: 16): each card is
// a full-width item 402 wide and 140 tall, its content 16 in from either side: 402 − 32 = 370 wide
// at x 16. Cards are 12 apart, so the second is at y 140 + 12 = 152, the third at 2 × 152 = 304.
// frame: CardsViewController iphone-17 section section0 cell 1 = 16 152 370 140
// frame: CardsViewController iphone-17 section section0 cell 2 = 16 304 370 140
final class CardsViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            )
            item.contentInsets = environment.traitCollection.horizontalSizeClass.cardInsets
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)),
                subitems: [item]
            )
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            return section
        }
    }
}

private extension UIUserInterfaceSizeClass {
    var cardInsets: NSDirectionalEdgeInsets {
        switch self {
        case .compact:
            return .init(horizontal: 16)
        default:
            return .init(horizontal: 24)
        }
    }
}

extension NSDirectionalEdgeInsets {
    init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}
