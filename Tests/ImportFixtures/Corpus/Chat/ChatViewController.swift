// swift-format-ignore-file
import UIKit

final class ChatViewController: UICollectionViewController {
    enum Section: Int {
        case pinned, messages
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            layout.minimumLineSpacing = Layout.lineSpacing
            layout.sectionHeadersPinToVisibleBounds = true
        }
    }
}

// Pinned messages sit under a 30-point header, the others under a 50-point one; every bubble spans
// the width less 12 a side: 378 × 64. Section 0's header at (0, 0, 402, 30); its second bubble at
// (12, 30 + 64 + 6, 378, 64).
// frame: ChatViewController iphone-17 section pinned header = 0 0 402 30
// frame: ChatViewController iphone-17 section pinned cell 1 = 12 100 378 64
extension ChatViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        switch Section(rawValue: section) {
        case .pinned:
            return CGSize(width: collectionView.bounds.width, height: 30)
        default:
            return CGSize(width: collectionView.bounds.width, height: 50)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width - 2 * Layout.sideInset, height: 64)
    }
}

enum Layout {
    static let lineSpacing: CGFloat = 6
    static let sideInset: CGFloat = 12
}
