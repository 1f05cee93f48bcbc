// swift-format-ignore-file
import UIKit

// The provider's body is one switch expression (Swift 5.9), each case's one call its value, on the
// provider's first parameter, named `idx`: section 0 is a row of 44-point filters, every later
// section a list of 120-point trips. iphone-17, 402 wide: section 0's items are 402 wide at y 0 and 44;
// section 1 starts below section 0's 12 items (12 × 44 = 528) with its 20-point top inset.
// frame: TripsView iphone-17 section 0 cell 1 = 0 44 402 44
// frame: TripsView iphone-17 section 1 cell 0 = 0 548 402 120

/// Trips, below the filters that choose them.
final class TripsView: UIView {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] idx, _ in
            switch idx {
            case 0:
                self?.rows(height: 44, top: 0)
            default:
                self?.rows(height: 120, top: 20)
            }
        }
    }

    private func rows(height: CGFloat, top: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
        return section
    }
}
