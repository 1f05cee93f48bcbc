// swift-format-ignore-file
import UIKit

// The renderer and the row height are set in `init`, and every delegate method reads them; the size
// method names its collection view `cv`. The initializer runs before any layout, so its values hold:
// insets 12 on top and 24 at the sides (the renderer's local copy, `top += 12`), items as wide as the
// collection view less 48 and 80 tall.
// On an iPhone 17 (402 wide): items 402 − 48 = 354 wide, one a line (354 + 10 + 354 > 354), at x 24;
// cell 0 at y 12, cell 1 at 12 + 80 + 10 = 102 (UIKit's default line spacing 10).
// frame: FavoritesViewController iphone-17 section 0 cell 0 = 24 12 354 80
// frame: FavoritesViewController iphone-17 section 0 cell 1 = 24 102 354 80
final class FavoritesViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let renderer: FavoritesRenderer
    private var rowHeight: CGFloat

    init() {
        renderer = FavoritesRenderer(margin: 24)
        rowHeight = 80
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        renderer.sectionInset()
    }

    func collectionView(_ cv: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: cv.bounds.width - 48, height: rowHeight)
    }
}
