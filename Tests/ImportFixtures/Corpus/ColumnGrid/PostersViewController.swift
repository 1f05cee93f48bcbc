// swift-format-ignore-file
import UIKit

// Three columns on an iPhone 17 (402 wide, no safe area at the sides): 16 + 16 of section insets and
// two gaps of 8 leave 402 - 48 = 354, a third is 118 (rounded down), and the height 118 × 1.5 = 177.
// The row's 354 points leave 370 - 354 = 16 for two gaps, 8 each, so x = 16, 142, 268; the second
// row starts at 16 + 177 + 12 = 205.
// frame: PostersViewController iphone-17 section 0 cell 1 = 142 16 118 177
// frame: PostersViewController iphone-17 section 0 cell 3 = 16 205 118 177
final class PostersViewController: UIViewController {
    private var posters: [Poster] = []

    private lazy var collectionView: UICollectionView = {
        let layout = ColumnFlowLayout(
            cellsPerRow: 3,
            minimumInteritemSpacing: 8,
            minimumLineSpacing: 12,
            sectionInset: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        )
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .systemBackground
        view.register(PosterCell.self, forCellWithReuseIdentifier: PosterCell.reuseIdentifier)
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Posters"
        view.addSubview(collectionView)
        collectionView.dataSource = self
        if posters.isEmpty {
            loadPosters()
        }
    }
}
