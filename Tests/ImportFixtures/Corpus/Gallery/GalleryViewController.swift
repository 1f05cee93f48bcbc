// swift-format-ignore-file
import UIKit

// On an iPhone 17 (compact width) three columns: 402 / 3 = 134, floored to the 3x grid (402 is a
// whole number of pixels, 134 too), each 134 tall; the fourth item starts the second row at y 134.
// frame: GalleryViewController iphone-17 section 0 cell 1 = 134 0 134 134
// frame: GalleryViewController iphone-17 section 0 cell 3 = 0 134 134 134
final class GalleryViewController: UICollectionViewController {
    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = UIDevice.current.userInterfaceIdiom == .pad ? 6 : 3
            let wide = environment.traitCollection.horizontalSizeClass == .regular
            let fraction = 1.0 / CGFloat(wide ? columns + 1 : columns)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1))
            )
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
                subitems: [item]
            )
            return NSCollectionLayoutSection(group: group)
        }
    }

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) { fatalError() }
}
