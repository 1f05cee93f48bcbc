// swift-format-ignore-file
import UIKit

// The columns come from a computed setting of the app's settings object, which the app delegate
// holds: read on a fresh install, where nothing is saved: 3 on a phone. iphone-17, 402 wide:
// covers floor((402 - 2 × 12 - 2 × 10) / 3) = floor(119.333) = 119 wide, 119 + 40 = 159 tall;
// three fill 378 with (378 - 357) / 2 = 10.5 between: cell 1 at x 12 + 119 + 10.5 = 141.5, 424.5
// pixels at 3x, rounded to 425: 141.667.
// frame: AlbumsViewController iphone-17 section 0 cell 1 = 141.667 0 119 159
// frame: AlbumsViewController iphone-17 section 0 cell 3 = 12 169 119 159

/// The albums, as covers in rows.
final class AlbumsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    var appDelegate: AppDelegate!
    private let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns = CGFloat(appDelegate.settings.user.columns)
        let width = ((collectionView.bounds.width - 24 - 10 * (columns - 1)) / columns).rounded(.down)
        return CGSize(width: width, height: width + 40)
    }
}
