import LayoutEngine

/// What an expression may read in one environment: the collection view's geometry and traits as UIKit
/// gives them to a section provider or a delegate method, and the section's index.
///
/// Two environments with equal values give every expression the same value, which is what lets a
/// section read again for an environment be skipped when nothing it could read changed.
struct ExpressionEnvironment: Hashable {
    /// The environment's name, for messages.
    var name: String
    var bounds: Rect
    var safeAreaInsets: EdgeInsets
    var contentInset: EdgeInsets
    var adjustedContentInset: EdgeInsets
    var layoutMargins: EdgeInsets
    var layoutMarginsFrame: Rect
    var readableContentFrame: Rect
    /// `UIScreen.main.bounds`: the whole screen, at the origin.
    var screen: Rect
    /// What the collection view's `traitCollection` says.
    var traits: Traits
    /// `NSCollectionLayoutEnvironment.container`, for compositional layouts.
    var containerContentSize: Size
    /// The container's insets, leading and trailing as `left` and `right` (swapped right to left).
    var containerInsets: EdgeInsets
    /// The values of the names `let:` binds in scope, by slot (``ExpressionScope/bind(_:)``), as this
    /// environment gives them.
    var bound: [ExpressionValue] = []
    /// Where the expression is read: the section and the item, and the sections' item counts.
    var position = Position()

    /// The traits an expression may read, as `UITraitCollection` has them.
    struct Traits: Hashable {
        var layoutDirection: LayoutDirection
        var horizontalSizeClass: SizeClass
        var verticalSizeClass: SizeClass
        var idiom: UserInterfaceIdiom
        var displayScale: Double
        var category: ContentSizeCategory
    }

    /// Where an expression is read.
    struct Position: Hashable {
        /// The index of the section being read, while one is.
        var sectionIndex: Int?
        /// The index of the item being sized, while one is: `indexPath.item`.
        var itemIndex: Int?
        /// The item count of each section in this environment, once known:
        /// `collectionView.numberOfItems(inSection:)`.
        var itemCounts: [Int]?
    }

    /// Hashes the values that tell environments apart in practice; equality still compares them all.
    ///
    /// Those are the bounds, the adjusted content inset, the traits, the bound names' values and the
    /// position. A save's parse hashes each environment's values twice, to find and keep its
    /// sections. The name and the other thirty numbers (safe area, margins, frames, screen,
    /// container) would make that slower; two environments that differ only there share a hash and
    /// are still told apart by equality.
    func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(adjustedContentInset)
        hasher.combine(traits)
        hasher.combine(bound)
        hasher.combine(position)
    }

    /// Sets the value of the binding at `slot`, dropping those of later slots (a section's bindings
    /// replace the previous section's).
    mutating func bind(_ value: ExpressionValue, at slot: Int) {
        if bound.count > slot { bound.removeLast(bound.count - slot) }
        while bound.count < slot { bound.append(.number(0)) }
        bound.append(value)
    }

    /// The values of `environment` for a layout that scrolls `vertically` (or not), whose compositional
    /// configuration measures from `reference` (`nil` in other layout kinds).
    init(_ environment: LayoutEnvironment, scrollsVertically: Bool, reference: ContentInsetsReference?) {
        name = environment.name
        let offset = environment.contentOffset(scrollsVertically: scrollsVertically)
        bounds = Rect(origin: offset, size: environment.size)
        safeAreaInsets = environment.safeArea
        contentInset = environment.contentInset
        adjustedContentInset = environment.adjustedContentInset(scrollsVertically: scrollsVertically)
        layoutMargins = environment.layoutMargins
        layoutMarginsFrame = environment.layoutMarginsFrame.offsetBy(dx: offset.x, dy: offset.y)
        readableContentFrame = environment.readableContentFrame.offsetBy(dx: offset.x, dy: offset.y)
        traits = Traits(
            layoutDirection: environment.layoutDirection,
            horizontalSizeClass: environment.sizeClasses.horizontal,
            verticalSizeClass: environment.sizeClasses.vertical,
            idiom: environment.idiom,
            displayScale: environment.scale,
            category: environment.preferredContentSizeCategory
        )
        screen = Rect(origin: Point(x: 0, y: 0), size: environment.screenSize ?? environment.size)
        containerContentSize = environment.size
        // The policy of spec-format.md: the leading and trailing insets of the configuration's
        // reference across the scroll axis, none along it.
        var insets = EdgeInsets.zero
        if let reference {
            let edges = environment.insets(of: reference)
            if scrollsVertically {
                insets.left = environment.layoutDirection == .rightToLeft ? edges.right : edges.left
                insets.right = environment.layoutDirection == .rightToLeft ? edges.left : edges.right
            } else {
                insets.top = edges.top
                insets.bottom = edges.bottom
            }
        }
        containerInsets = insets
    }
}
