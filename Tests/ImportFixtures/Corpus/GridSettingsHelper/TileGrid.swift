// swift-format-ignore-file
import UIKit

enum TileStyle {
    case list
    case compact
    case roomy
}

enum Preferences {
    static func tileStyle() -> TileStyle {
        return SettingsStore.shared.tileStyle
    }
}

// A helper that configures the storyboard's flow layout where it casts it, and sizes the tiles: a
// style setting only the app knows is tested in both, one way throughout each spec; the tile side is
// rounded down to two digits by a number formatter and read back; big screens add a caption.
// TileGrid (the list way): rows 402 × 60, no spacing: cell 1 at y 60.
// TileGrid-42-else (the grid way, compact first): on an iPhone 17 (402 wide), 3 columns, 5 apart:
// side (402 − 2 × 5) / 3 = 130.666…, 130.66 after the formatter; three fit (3 × 130.66 + 2 × 5 =
// 401.98), justified 5.01 apart: cell 1 at x 130.66 + 5.01 = 135.67, on the 3x pixel grid 407 / 3 =
// 135.667; y 10 (the 2 × 5 top inset).
// frame: TileGrid iphone-17 section 0 cell 1 = 0 60 402 60
// frame: TileGrid-42-else iphone-17 section 0 cell 1 = 135.66666666666666 10 130.66 130.66
final class TileGrid {
    private let gap: CGFloat

    private lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 2
        formatter.roundingMode = .down
        return formatter
    }()

    init(gap: CGFloat = 5) {
        self.gap = gap
    }

    func configure(collectionView: UICollectionView) {
        guard let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let spacing = Preferences.tileStyle() == .list ? 0 : gap
        flow.minimumLineSpacing = spacing
        flow.minimumInteritemSpacing = spacing
        flow.sectionInset = UIEdgeInsets(top: spacing * 2, left: 0, bottom: 0, right: 0)
    }

    func size(in collectionView: UICollectionView) -> CGSize {
        let width = collectionView.bounds.width
        if Preferences.tileStyle() == .list {
            return CGSize(width: width, height: 60)
        }
        var columns: CGFloat
        if width > 600 {
            columns = Preferences.tileStyle() == .compact ? 6 : 5
        } else {
            columns = Preferences.tileStyle() == .compact ? 3 : 2
        }
        let side = (width - gap * (columns - 1)) / columns
        let rounded = Double(formatter.string(from: NSNumber(value: Double(side))) ?? "") ?? 0
        if width > 600 {
            return CGSize(width: rounded, height: rounded + 20)
        }
        return CGSize(width: rounded, height: rounded)
    }
}
