// swift-format-ignore-file
import UIKit

/// Square tiles, `columns` across the screen.
final class ShelfFlowLayout: UICollectionViewFlowLayout {
    var columns: Int = 2 {
        didSet {
            let gaps = minimumInteritemSpacing * CGFloat(columns - 1)
            let side = (UIScreen.main.bounds.width - gaps) / CGFloat(columns)
            itemSize = CGSize(width: side, height: side)
        }
    }
}
