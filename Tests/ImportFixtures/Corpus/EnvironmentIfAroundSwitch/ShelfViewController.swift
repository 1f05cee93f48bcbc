// swift-format-ignore-file
import UIKit

enum ShelfStyle {
    case cards
    case rows
}

// The item size tests the width (`if available < wideLayoutWidth`), and each branch switches over the
// style with constants of its own: both branches are read and join into one expression per side, the
// style's initial `.cards` chosen in each.
// On an iPhone 17 (402 wide): available = 402 − 2 · 20 = 362 < 600, cards: (362 − 12) / 2 = 175 wide,
// 175 + 48 = 223 tall. Item 1 at x 20 + 175 + 12 = 207 (the line 20 + 175 + 12 + 175 = 382 fills
// 402 − 20 exactly), y 16; item 2 on the next line at y 16 + 223 + 12 = 251.
// frame: ShelfViewController iphone-17 section 0 cell 1 = 207 16 175 223
// frame: ShelfViewController iphone-17 section 0 cell 2 = 20 251 175 223
final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let margin: CGFloat = 20
    private let spacing: CGFloat = 12
    private let wideLayoutWidth: CGFloat = 600
    var style: ShelfStyle = .cards
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - 2 * margin
        if available < wideLayoutWidth {
            switch style {
            case .cards:
                let width = (available - spacing) / 2
                return CGSize(width: width, height: width + 48)
            case .rows:
                return CGSize(width: available, height: 72)
            }
        } else {
            switch style {
            case .cards:
                let columns = floor(available / 180)
                let width = (available - spacing * (columns - 1)) / columns
                return CGSize(width: width, height: width + 48)
            case .rows:
                return CGSize(width: available / 2 - spacing / 2, height: 72)
            }
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 16, left: margin, bottom: 16, right: margin)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        spacing
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        spacing
    }
}
