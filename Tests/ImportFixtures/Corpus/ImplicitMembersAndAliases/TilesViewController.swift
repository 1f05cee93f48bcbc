// swift-format-ignore-file
import UIKit

// The insets start from `.zero` of their declared types (through the `Insets` alias) and grow: leading
// and trailing 12, top 8; 10 between rows. Columns as many 160-point ones as fit; the group's subitems
// are one item repeated, which a group repeats while it fits, so one of it stands for them all.
// On an iPhone 17 (402 wide): Int(402 / 160) = 2 columns, each half of the section's 402 − 24 = 378: 189.
// Cell 0 at (12, 8, 189, 120); cell 2 (row 2) at (12, 8 + 120 + 10 = 138, 189, 120).
// frame: TilesViewController iphone-17 section 0 cell 0 = 12 8 189 120
// frame: TilesViewController iphone-17 section 0 cell 2 = 12 138 189 120
final class TilesViewController: UIViewController {
    private let tiles = TileLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { [weak self] _, environment in
            self?.tiles.section(in: environment)
        }
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }
}
