// swift-format-ignore-file
import UIKit

// The tiles are the nib's cell (76 × 96) plus 4: 80 × 96. The grid's host is this picker (it installs
// itself), so `host is ShelfPickerViewController` holds: sides 18; the picker adds 20 on top of the
// grid's insets.
// On an iPhone 17 (402 wide): room 402 − 36 = 366; 4 columns (4 × 80 + 3 × 10 = 350 ≤ 366, 5 would
// need 440); gaps (366 − 320) / 3 = 15.333. Cell 0 at (18, 20); cell 5 (row 2, column 2) at
// x 18 + 80 + 15.333 = 113.333, y 20 + 96 + 10 = 126.
// frame: ShelfPickerViewController iphone-17 section 0 cell 0 = 18 20 80 96
// frame: ShelfPickerViewController iphone-17 section 0 cell 5 = 113.333 126 80 96
final class ShelfPickerViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let layout = UICollectionViewFlowLayout()
    private let grid = TileGrid()

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.delegate = self
        view.addSubview(collectionView)
        grid.install(into: self)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        grid.tileSize()
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        var insets = grid.inset(in: collectionView) ?? .zero
        insets.top += 20
        return insets
    }
}
