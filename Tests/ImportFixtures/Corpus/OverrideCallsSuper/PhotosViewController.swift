// swift-format-ignore-file
import UIKit

// DenseGridLayout.prepare() runs SquareGridLayout.prepare() first: side = ((402 - 3 × 2) / 3) rounded
// down = 132; then sets the line spacing to 4. Three squares fill the row, 3 apart: x 0, 135, 270;
// rows 132 + 4 apart: the fourth photo at (0, 136).
// frame: PhotosViewController iphone-17 section 0 cell 1 = 135 0 132 132
// frame: PhotosViewController iphone-17 section 0 cell 3 = 0 136 132 132
final class PhotosViewController: UIViewController {
    private lazy var collectionView: UICollectionView = {
        let layout = DenseGridLayout()
        layout.minimumInteritemSpacing = 3
        return UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }
}
