// swift-format-ignore-file
import UIKit

// Two columns: the section's insets leave 402 - 2 × 8 = 386, half is 193, less the item's 8 on each
// side: cards 177 wide at x 8 + 8 = 16 and 8 + 193 + 8 = 209, 220 tall, the first row 16 from the
// top; the second row 220 + 16 lower, at 252.
// frame: RecipesViewController iphone-17 section 0 cell 1 = 209 16 177 220
// frame: RecipesViewController iphone-17 section 0 cell 2 = 16 252 177 220
final class RecipesViewController: UICollectionViewController {
    convenience init() {
        self.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: makeTwoColumnSection(spacing: 16)))
    }
}
