// swift-format-ignore-file
import UIKit

// The grid setting is read from UserDefaults, which these files never register defaults for: a fresh
// install reads `false`, so the list way, rows as wide as the collection view and 64 tall. The spec
// where the grid setting is set is AlbumsViewController-14-set: tiles of 110.
// On an iPhone 17 (402 wide): rows 402 × 64, one a line, 10 apart: cell 0 at y 0, cell 1 at 74.
// Set: tiles 110 × 110, three a line in 402 (3 × 110 + 2 × 10 = 350 ≤ 402; gaps (402 − 330) / 2 = 36):
// cell 1 at x 146.
// frame: AlbumsViewController iphone-17 section 0 cell 1 = 0 74 402 64
// frame: AlbumsViewController-14-set iphone-17 section 0 cell 1 = 146 0 110 110
final class AlbumsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        if UserDefaults.standard.bool(forKey: "albums.grid") {
            return CGSize(width: 110, height: 110)
        }
        return CGSize(width: collectionView.bounds.width, height: 64)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
}
