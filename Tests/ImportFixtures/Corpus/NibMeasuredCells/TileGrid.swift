// swift-format-ignore-file
import UIKit

/// Sizes and spaces the tiles for the screens that show them; each screen installs itself.
final class TileGrid {
    private weak var host: UIViewController?
    private let tileWidth: CGFloat
    private let tileHeight: CGFloat

    init() {
        guard let tile = UINib(nibName: "TileCell", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as? UIView else {
            fatalError("no TileCell")
        }
        tileWidth = tile.frame.width
        tileHeight = tile.frame.height
    }

    func install(into host: UIViewController) {
        self.host = host
    }

    func tileSize() -> CGSize {
        CGSize(width: tileWidth + 4, height: tileHeight)
    }

    func inset(in collectionView: UICollectionView) -> UIEdgeInsets? {
        if host is ShelfPickerViewController {
            return UIEdgeInsets(top: 0, left: 18, bottom: 0, right: 18)
        }
        let side = (collectionView.bounds.width - 300) / 2
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
