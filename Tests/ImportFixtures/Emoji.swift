import UICollectionViewSplitLayout
import UIKit

/// A split layout as a view controller sets it up: a summary and code points on the left, the
/// emoji in squares on the right, green behind every section.
final class EmojiViewController: UICollectionViewController, UICollectionViewDelegateSectionSplitLayout {
    enum Section: Int {
        case summary, codePoints, emoji
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewSplitLayout()
        layout.leftSideRatio = 0.4
        layout.splitSpacing = 16
        layout.sectionPinToVisibleBounds = true
        layout.minimumItemLineSpacing = 0
        collectionView.collectionViewLayout = layout
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sideForSection section: Int
    ) -> UICollectionViewSplitLayoutSide {
        switch section {
        case 0, 1: return .left
        default: return .right
        }
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAtIndexPath indexPath: IndexPath,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize {
        guard let layout = collectionViewLayout as? UICollectionViewSplitLayout else { return .zero }
        switch (indexPath.section, indexPath.item) {
        case (0, _): return CGSize(width: 120, height: 88)
        case (1, _): return CGSize(width: 60, height: 24)
        default:
            let side = layout.calculateFixedWidthRaughly(
                to: 3,
                of: side,
                minimumInterItemSpacing: 0,
                sectionInset: UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
            )
            return CGSize(width: side, height: side)
        }
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int,
        width: CGFloat,
        side: UICollectionViewSplitLayoutSide
    ) -> CGSize {
        switch section {
        case 2: return CGSize(width: width, height: 60)
        default: return .zero
        }
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIEdgeInsets {
        switch section {
        case 1: return UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        case 2: return UIEdgeInsets(top: 0, left: 8, bottom: 16, right: 8)
        default: return .zero
        }
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        itemsBackgroundColorFor section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> UIColor? {
        .green
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInterItemSpacingForSectionAtIndex section: Int,
        side: UICollectionViewSplitLayoutSide
    ) -> CGFloat {
        switch section {
        case 1: return 4
        default: return collectionView.bounds.width > 600 ? 8 : 0
        }
    }
}
