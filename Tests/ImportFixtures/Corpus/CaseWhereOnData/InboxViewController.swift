// swift-format-ignore-file
import UIKit

// The insets switch over the section, and two cases add a `where` on the data (how many drafts the
// store holds), which only the running app knows. Each `where` is a way of its own: the spec named
// after the file takes every case to hold; InboxViewController-48-else is the app with drafts, where
// the placeholder's case does not hold and the placeholder falls to `default:`.
// Items are 402 x 44 on an iPhone 17, 10 apart, 12 a section (the import's count).
// Where both cases hold, the placeholder has no insets: its cell 11 at y 11 · (44 + 10) = 594, the
// section ends at 638, and the drafts (no insets either) start there: cell 1 at 638 + 54 = 692.
// frame: InboxViewController iphone-17 section placeholder cell 11 = 0 594 402 44
// frame: InboxViewController iphone-17 section drafts cell 1 = 0 692 402 44
// Where the placeholder's case does not hold, it takes the default 12 on top and 20 below: cell 0
// at y 12, cell 11 at 12 + 594 = 606, the section ends at 606 + 44 + 20 = 670, the drafts' cell 1
// at 670 + 54 = 724.
// frame: InboxViewController-48-else iphone-17 section placeholder cell 0 = 0 12 402 44
// frame: InboxViewController-48-else iphone-17 section drafts cell 1 = 0 724 402 44
final class InboxViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private enum Section: Int, CaseIterable {
        case placeholder
        case drafts
        case messages
    }

    private let store: DraftStore

    init(store: DraftStore) {
        self.store = store
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let flowLayout = collectionViewLayout as? UICollectionViewFlowLayout {
            flowLayout.minimumLineSpacing = 10
            flowLayout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        switch Section.allCases[section] {
        case .placeholder where store.draftCount != 0: return .zero
        case .drafts where store.draftCount == 0: return .zero
        default: return UIEdgeInsets(top: 12, left: 0, bottom: 20, right: 0)
        }
    }
}
