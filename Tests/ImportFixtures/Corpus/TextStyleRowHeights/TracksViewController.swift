// swift-format-ignore-file
import UIKit

// Rows as tall as a headline line and a subheadline line, 10 above and below: at the large text size
// headline is 17 points and subheadline 15, and the system font's line is 1950 + 494 units of its
// 2048 to the em: 17 × 2444 / 2048 = 20.287109375 and 15 × 2444 / 2048 = 17.900390625, so rows are
// 20.287109375 + 17.900390625 + 20 = 58.1875 tall. The leading badge is a 13-point system font's line
// wide, 13 × 2444 / 2048 = 15.513671875, and the row takes the rest less 8.
// On an iPhone 17 (402 wide, 3x): rows 402 − 15.513671875 − 8 = 378.486328125 wide, one a line and
// centred there (UIKit centres a lone item): x (402 − 378.486328125) / 2 = 11.7568359375, which the flow
// layout puts on the pixel grid: 35.2705078125 px → 35 → 11.667. Cell 0 at y 0, cell 1 at 58.1875 + 10 =
// 68.1875 → 204.5625 px → 205 → 68.333.
// frame: TracksViewController iphone-17 section 0 cell 0 = 11.666666666666666 0 378.486328125 58.1875
// frame: TracksViewController iphone-17 section 0 cell 1 = 11.666666666666666 68.33333333333333 378.486328125 58.1875
final class TracksViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let title = UIFont.preferredFont(forTextStyle: .headline)
        let subtitle = UIFont.preferredFont(forTextStyle: .subheadline)
        let badge = UIFont.systemFont(ofSize: 13).lineHeight
        return CGSize(width: collectionView.bounds.width - badge - 8, height: title.lineHeight + subtitle.lineHeight + 20)
    }
}
