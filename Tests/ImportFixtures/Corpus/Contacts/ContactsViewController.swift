// swift-format-ignore-file
import UIKit

final class ContactsViewController: UIViewController {
    @IBOutlet private weak var collectionView: UICollectionView!
    private var contacts: [[Contact]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.delegate = self
        collectionView.dataSource = self
    }
}

// Section 0 is the favourites: every third card spans the row (402 - 2 × 16 = 370 wide), the
// others take half of it less the 10-point gap, (370 - 10) / 2 = 180, all 90 tall; section 1 is
// rows of 370 × 56. Item 0 is a full card (0 % 3 == 0); items 1 and 2 share the next row, 10 below
// (UIKit's line spacing), the second at 16 + 180 + 10 = 206. Section 0's twelve items make eight
// rows (full, pair, four times) ending at 8 × 90 + 7 × 10 = 790, then 20 of bottom inset: section
// 1's first row is at (16, 810, 370, 56).
// frame: ContactsViewController iphone-17 section 0 cell 2 = 206 100 180 90
// frame: ContactsViewController iphone-17 section 1 cell 0 = 16 810 370 56
extension ContactsViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.width - 32
        guard indexPath.section == 0 else {
            return CGSize(width: available, height: 56)
        }
        let isWide = indexPath.item % 3 == 0
        let width = isWide ? available : (available - 10) / 2
        return CGSize(width: width, height: 90)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 16, bottom: 20, right: 16)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        10
    }
}
