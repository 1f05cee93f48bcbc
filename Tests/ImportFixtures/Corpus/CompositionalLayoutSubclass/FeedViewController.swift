// swift-format-ignore-file
import UIKit

// Section 0: banners 402 × 200, one a row; the second at y 200. Its 12 banners take 12 × 200 = 2400,
// then the configuration's 24 between sections: section 1 starts at y 2424, two columns of 402 / 2 =
// 201 × 150; its second item at (201, 2424), its third at (0, 2424 + 150) = (0, 2574).
// frame: FeedLayout iphone-17 section 0 cell 1 = 0 200 402 200
// frame: FeedLayout iphone-17 section 1 cell 1 = 201 2424 201 150
// frame: FeedLayout iphone-17 section 1 cell 2 = 0 2574 201 150
final class FeedViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: FeedLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        view.addSubview(collectionView)
    }
}
