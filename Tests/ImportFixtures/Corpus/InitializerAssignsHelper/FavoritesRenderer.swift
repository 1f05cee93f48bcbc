// swift-format-ignore-file
import UIKit

/// Shapes the favourites grid for the view controller that owns it.
final class FavoritesRenderer {
    let margin: CGFloat

    init(margin: CGFloat) {
        self.margin = margin
    }

    func sectionInset() -> UIEdgeInsets {
        var insets = UIEdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
        insets.top += 12
        return insets
    }
}
