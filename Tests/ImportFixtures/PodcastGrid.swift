import UIKit

/// A podcast grid whose delegate names its steps: the usable width, a column count by width and
/// orientation, square tiles, and the first `remaining` columns of each row one point wider.
final class PodcastGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 6
        layout.minimumInteritemSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        title = "Shows"
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let viewWidth = collectionView.bounds.width - 20
        let columns = viewWidth > collectionView.bounds.height ? (viewWidth > 900 ? 10 : 5) : (viewWidth > 600 ? 6 : 3)
        let available = viewWidth - 6 * CGFloat(columns - 1)
        let tile = floor(available / CGFloat(columns))
        let remaining = Int(available - tile * CGFloat(columns))
        return CGSize(width: tile + (indexPath.item % columns < remaining ? 1 : 0), height: tile)
    }
}
