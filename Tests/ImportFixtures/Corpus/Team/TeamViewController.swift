// swift-format-ignore-file
import UIKit

// Two columns sized when the view lays out its subviews: (402 - 2 × 16 - 10) / 2 = 180 wide, 100
// tall; rows 10 apart under a 16-point inset. The second card at (16 + 180 + 10, 16) = (206, 16),
// the third starts the next row at y 16 + 100 + 10 = 126.
// frame: TeamViewController iphone-17 section 0 cell 1 = 206 16 180 100
// frame: TeamViewController iphone-17 section 0 cell 2 = 16 126 180 100
final class TeamViewController: UIViewController {
    private let flowLayout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
    private let columns: CGFloat = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        configureLayout()
    }

    private func configureLayout() {
        flowLayout.minimumLineSpacing = 10
        flowLayout.minimumInteritemSpacing = 10
        flowLayout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let insets = flowLayout.sectionInset.left + flowLayout.sectionInset.right
        let spacing = flowLayout.minimumInteritemSpacing * (columns - 1)
        let width = (view.bounds.width - insets - spacing) / columns
        flowLayout.itemSize = CGSize(width: width, height: 100)
        collectionView.frame = view.bounds
    }
}
