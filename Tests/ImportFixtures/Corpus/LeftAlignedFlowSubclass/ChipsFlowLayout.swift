// swift-format-ignore-file
import UIKit

/// Packs each row of chips against the leading inset, `minimumInteritemSpacing` apart, instead of
/// spreading them across the row as UICollectionViewFlowLayout does.
final class ChipsFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var x = sectionInset.left
        var rowY: CGFloat = -.greatestFiniteMagnitude
        for item in attributes where item.representedElementCategory == .cell {
            if item.frame.minY > rowY {
                x = sectionInset.left
                rowY = item.frame.minY
            }
            item.frame.origin.x = x
            x += item.frame.width + minimumInteritemSpacing
        }
        return attributes
    }
}
