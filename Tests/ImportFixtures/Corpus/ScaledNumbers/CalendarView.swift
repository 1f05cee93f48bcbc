// swift-format-ignore-file
import UIKit

// Spacing scaled to the screen by the app's own extension of Int (`18.adjusted`: 18 × width / 375).
// iphone-17, 402 wide: the line spacing is 18 × 402 / 375 = 19.296. Rows are 402 - 2 × 16 = 370 wide:
// 40-point days at least 8 apart fit 7 a row (7 × 40 + 6 × 8 = 328; 8 would need 376), spread
// (370 - 280) / 6 = 15 apart: cell 1 at x 16 + 40 + 15 = 71. The second row is 40 + 19.296 = 59.296
// down, 177.888 pixels at 3x, rounded to 178: 59.333.
// frame: CalendarView iphone-17 section 0 cell 1 = 71 0 40 40
// frame: CalendarView iphone-17 section 0 cell 7 = 16 59.333 40 40

extension Int {
    /// The number scaled from the 375-point design to the screen's width.
    var adjusted: CGFloat {
        CGFloat(self) * (UIScreen.main.bounds.width / 375)
    }
}

/// A month's days.
final class CalendarView: UIView {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CalendarView.makeLayout())

    private static func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 18.adjusted
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return layout
    }
}
