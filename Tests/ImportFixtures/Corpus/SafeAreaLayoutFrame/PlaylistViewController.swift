// swift-format-ignore-file
import UIKit

// Rows as wide as the collection view's safe area less 30: the safe area's frame is the bounds less
// the safe area's insets, which a spec names. On an iPhone 17 in portrait the safe area has no side
// insets: 402 − 0 − 0 − 30 = 372 wide, centred alone on their line: x (402 − 372) / 2 = 15.
// Cell 0 at (15, 0), cell 1 at (15, 60 + 10 = 70).
// frame: PlaylistViewController iphone-17 section 0 cell 0 = 15 0 372 60
// frame: PlaylistViewController iphone-17 section 0 cell 1 = 15 70 372 60
final class PlaylistViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.safeAreaLayoutGuide.layoutFrame.width
        return CGSize(width: available - 30, height: 60)
    }
}
