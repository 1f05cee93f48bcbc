// swift-format-ignore-file
import UIKit

// The closure runs where the layout is declared: covers (402 - 2 × 20 - 2 × 10) / 3 = 114 wide,
// 114 × 1.5 = 171 tall. Three fill the 362 points inside the insets exactly, 10 apart: x 20, 144, 268;
// rows 171 + 20 apart: the fourth at (20, 191).
// frame: AlbumsViewController iphone-17 section 0 cell 1 = 144 0 114 171
// frame: AlbumsViewController iphone-17 section 0 cell 3 = 20 191 114 171
final class AlbumsViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout: UICollectionViewFlowLayout = {
            let flow = UICollectionViewFlowLayout()
            let width = (UIScreen.main.bounds.width - 60) / 3
            flow.itemSize = CGSize(width: width, height: width * 1.5)
            flow.minimumInteritemSpacing = 10
            flow.minimumLineSpacing = 20
            flow.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            return flow
        }()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }
}
