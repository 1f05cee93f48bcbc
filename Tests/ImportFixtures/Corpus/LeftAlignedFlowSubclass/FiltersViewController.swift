// swift-format-ignore-file
import UIKit

// Chips 110 × 36, 8 apart, in 402 - 2 × 16 = 370: three a row (3 × 110 + 2 × 8 = 346). UIKit's flow
// layout would spread them (24 left over: gaps of 20, x 16, 146, 276); ChipsFlowLayout packs them
// left: x 16, 16 + 110 + 8 = 134, 252. Rows 36 + 8 apart: cell 3 at y 44.
// frame: FiltersViewController iphone-17 section 0 cell 1 = 134 0 110 36
// frame: FiltersViewController iphone-17 section 0 cell 3 = 16 44 110 36
final class FiltersViewController: UICollectionViewController {
    init() {
        let layout = ChipsFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 36)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
