// swift-format-ignore-file
import UIKit

// Two layouts the screen switches between: the collection view is made with the carousel, which
// is the spec's; the list, shown after a toggle, is said where it is made. iphone-17, 874 tall: pages
// 300 × 500 side by side, 10 apart, after a 10-point leading inset: cell 1 at x 10 + 300 + 10 = 320;
// each alone in its column, centred in the 874 points: y (874 - 500) / 2 = 187.
// frame: PagesViewController iphone-17 section 0 cell 0 = 10 187 300 500
// frame: PagesViewController iphone-17 section 0 cell 1 = 320 187 300 500

/// A diary's pages, as a carousel or a list.
final class PagesViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var showsList = false

    private let listLayout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumLineSpacing = 20
        return layout
    }()

    private let carouselLayout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        return layout
    }()

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: self.carouselLayout)

    func toggle() {
        showsList.toggle()
        collectionView.setCollectionViewLayout(showsList ? listLayout : carouselLayout, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: 500)
    }
}
