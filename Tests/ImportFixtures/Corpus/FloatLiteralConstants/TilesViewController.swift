// swift-format-ignore-file
import UIKit

// A side chosen by the device with floating-point literals (`? 200.0 : 120.0`), which a spec's
// expression must keep as a CGFloat to divide the container's width by it.
// On an iPhone 17 (402 wide): side 120, count Int(402 / 120) = 3, tiles 402 / 3 = 134 wide and 120
// tall: item 1 at x 134, item 3 on the second row at y 120.
// frame: TilesViewController iphone-17 section 0 cell 1 = 134 0 134 120
// frame: TilesViewController iphone-17 section 0 cell 3 = 0 120 134 120
final class TilesViewController: UIViewController {
    func makeLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { _, environment in
            let side = environment.traitCollection.userInterfaceIdiom == .pad ? 200.0 : 120.0
            let count = max(Int(environment.container.effectiveContentSize.width / side), 1)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(count)), heightDimension: .absolute(side)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
