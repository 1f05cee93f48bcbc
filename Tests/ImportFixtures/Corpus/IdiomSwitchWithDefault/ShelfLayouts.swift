// swift-format-ignore-file
import UIKit

// A switch on the idiom whose cases name both a spec's idioms, and whose `default:` (a Mac's, a TV's)
// gives no section: an iPhone takes `.phone`'s half-width tiles, an iPad `.pad`'s fifths. The
// iPhone's: iphone-17, 402 wide: tiles 201 wide, two a row, 150 tall: cell 1 at x 201, cell 2 at y 150.
// frame: ShelfLayouts iphone-17 section section0 cell 1 = 201 0 201 150
// frame: ShelfLayouts iphone-17 section section0 cell 2 = 0 150 201 150

/// The layouts of the game shelf.
struct ShelfLayouts {
    var shelf: UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            switch UIDevice.current.userInterfaceIdiom {
            case .phone:
                tiles(fraction: 0.5)
            case .pad:
                tiles(fraction: 0.2)
            default:
                nil
            }
        })
    }

    func tiles(fraction: CGFloat) -> NSCollectionLayoutSection? {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
