// swift-format-ignore-file
import UIKit

final class TilesViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    @IBOutlet private var collectionView: UICollectionView!
    private let grid = TileGrid()

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.sectionHeadersPinToVisibleBounds = true
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        return grid.size(in: collectionView)
    }
}
