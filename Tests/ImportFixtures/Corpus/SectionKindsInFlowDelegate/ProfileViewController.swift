// swift-format-ignore-file
import UIKit

// The delegate asks the data source what kind each section is and what item each cell is. The kinds
// are ProfileSectionKind's cases in the order it declares them (summary, badges, history); the
// summary section holds the summary item, the others what their build gives for empty data: the
// placeholder (`badges.isEmpty` holds; `history.count > 0` does not).
// Sizes: summary 180 tall, placeholder 90; headers 44 on badges and history; insets bottom 24 after
// the summary, 16 after the others.
// On an iPhone 17 (402 wide), 12 items a section (none recorded), one a row, UIKit's 10 between rows:
// summary cell 0 at (0, 0, 402, 180); the section ends at 12 × 180 + 11 × 10 + 24 = 2294; badges header
// at 2294, its cells from 2338 to 2338 + 12 × 90 + 11 × 10 = 3528, + 16 = 3544; history header at 3544,
// cell 0 at 3588.
// frame: ProfileViewController iphone-17 section summary cell 0 = 0 0 402 180
// frame: ProfileViewController iphone-17 section history cell 0 = 0 3588 402 90
final class ProfileViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var dataSource: UICollectionViewDiffableDataSource<ProfileSection, ProfileItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        switch dataSource.itemIdentifier(for: indexPath) {
        case .summary:
            return CGSize(width: collectionView.bounds.width, height: 180)
        case .badge, .entry:
            return CGSize(width: collectionView.bounds.width, height: 60)
        case .placeholder:
            return CGSize(width: collectionView.bounds.width, height: 90)
        case nil:
            return .zero
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        switch dataSource.sectionIdentifier(for: section)?.kind {
        case .badges, .history:
            return CGSize(width: collectionView.bounds.width, height: 44)
        default:
            return .zero
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        switch dataSource.sectionIdentifier(for: section)?.kind {
        case .summary:
            return UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0)
        default:
            return UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        }
    }
}
