import LayoutEngine

/// The names an expression may read: UIKit's, spelled as a section provider or a delegate method
/// spells them (spec-format.md, "Values computed from the environment").
struct ExpressionName {
    /// Where a name can be read.
    enum Availability {
        case everywhere
        /// `NSCollectionLayoutEnvironment.container` exists only for compositional section providers.
        case compositional
        /// `sectionIndex` exists only in a section's keys.
        case section
    }

    var type: ExpressionType
    var availability: Availability
    var read: @Sendable (ExpressionEnvironment) -> ExpressionValue

    /// Every name, by its dotted path.
    static let all: [String: ExpressionName] = {
        var names: [String: ExpressionName] = [:]
        func number(
            _ path: String,
            _ availability: Availability = .everywhere,
            _ read: @escaping @Sendable (ExpressionEnvironment) -> Double
        ) {
            names[path] = ExpressionName(type: .float, availability: availability) { .number(read($0)) }
        }
        func insets(_ path: String, _ read: @escaping @Sendable (ExpressionEnvironment) -> EdgeInsets) {
            number("\(path).top") { read($0).top }
            number("\(path).left") { read($0).left }
            number("\(path).bottom") { read($0).bottom }
            number("\(path).right") { read($0).right }
        }
        func rectangle(_ path: String, _ read: @escaping @Sendable (ExpressionEnvironment) -> Rect) {
            number("\(path).width") { read($0).width }
            number("\(path).height") { read($0).height }
            number("\(path).size.width") { read($0).width }
            number("\(path).size.height") { read($0).height }
            number("\(path).origin.x") { read($0).minX }
            number("\(path).origin.y") { read($0).minY }
            number("\(path).minX") { read($0).minX }
            number("\(path).minY") { read($0).minY }
            number("\(path).midX") { read($0).minX + read($0).width / 2 }
            number("\(path).midY") { read($0).minY + read($0).height / 2 }
            number("\(path).maxX") { read($0).maxX }
            number("\(path).maxY") { read($0).maxY }
            number("\(path).left") { read($0).minX }
            number("\(path).top") { read($0).minY }
            number("\(path).right") { read($0).maxX }
            number("\(path).bottom") { read($0).maxY }
        }

        for (path, effective) in [("container.contentSize", false), ("container.effectiveContentSize", true)] {
            number("\(path).width", .compositional) {
                $0.containerContentSize.width - (effective ? $0.containerInsets.left + $0.containerInsets.right : 0)
            }
            number("\(path).height", .compositional) {
                $0.containerContentSize.height - (effective ? $0.containerInsets.top + $0.containerInsets.bottom : 0)
            }
        }
        for path in ["container.contentInsets", "container.effectiveContentInsets"] {
            number("\(path).top", .compositional) { $0.containerInsets.top }
            number("\(path).leading", .compositional) { $0.containerInsets.left }
            number("\(path).bottom", .compositional) { $0.containerInsets.bottom }
            number("\(path).trailing", .compositional) { $0.containerInsets.right }
        }

        rectangle("collectionView.bounds") { $0.bounds }
        // The screen, which a collection view inset from it or beside another app's is smaller than.
        rectangle("UIScreen.main.bounds") { $0.screen }
        // The collection view fills the screen it is laid out for: its frame is its bounds' size at the
        // origin, as `sizeForItemAt` methods that read `collectionView.frame.width` expect.
        rectangle("collectionView.frame") { Rect(origin: Point(x: 0, y: 0), size: $0.bounds.size) }
        insets("collectionView.safeAreaInsets") { $0.safeAreaInsets }
        insets("collectionView.contentInset") { $0.contentInset }
        insets("collectionView.adjustedContentInset") { $0.adjustedContentInset }
        insets("collectionView.layoutMargins") { $0.layoutMargins }
        number("collectionView.directionalLayoutMargins.top") { $0.layoutMargins.top }
        number("collectionView.directionalLayoutMargins.bottom") { $0.layoutMargins.bottom }
        number("collectionView.directionalLayoutMargins.leading") {
            $0.traits.layoutDirection == .rightToLeft ? $0.layoutMargins.right : $0.layoutMargins.left
        }
        number("collectionView.directionalLayoutMargins.trailing") {
            $0.traits.layoutDirection == .rightToLeft ? $0.layoutMargins.left : $0.layoutMargins.right
        }
        rectangle("collectionView.layoutMarginsGuide.layoutFrame") { $0.layoutMarginsFrame }
        rectangle("collectionView.readableContentGuide.layoutFrame") { $0.readableContentFrame }

        names["traitCollection.horizontalSizeClass"] = ExpressionName(type: .sizeClass, availability: .everywhere) {
            .sizeClass($0.traits.horizontalSizeClass)
        }
        names["traitCollection.verticalSizeClass"] = ExpressionName(type: .sizeClass, availability: .everywhere) {
            .sizeClass($0.traits.verticalSizeClass)
        }
        number("traitCollection.displayScale") { $0.traits.displayScale }
        // The device's kind, as a trait collection or `UIDevice.current` gives it.
        for path in ["traitCollection.userInterfaceIdiom", "UIDevice.current.userInterfaceIdiom"] {
            names[path] = ExpressionName(type: .idiom, availability: .everywhere) { .idiom($0.traits.idiom) }
        }
        names["traitCollection.layoutDirection"] = ExpressionName(type: .layoutDirection, availability: .everywhere) {
            .layoutDirection($0.traits.layoutDirection)
        }
        names["traitCollection.preferredContentSizeCategory"] = ExpressionName(
            type: .category,
            availability: .everywhere
        ) { .category($0.traits.category) }
        names["traitCollection.preferredContentSizeCategory.isAccessibilityCategory"] = ExpressionName(
            type: .bool,
            availability: .everywhere
        ) { .bool($0.traits.category.isAccessibilityCategory) }

        names["sectionIndex"] = ExpressionName(type: .int, availability: .section) {
            .number(Double($0.position.sectionIndex ?? 0))
        }
        return names
    }()

    /// `indexPath.section` in an item's size: the section's index, as `sectionIndex` is.
    static let indexPathSection = ExpressionName(type: .int, availability: .everywhere) {
        .number(Double($0.position.sectionIndex ?? 0))
    }

    /// The first names of paths: what a misspelt first name is compared with.
    static let roots = ["container", "collectionView", "traitCollection", "UIDevice", "UIScreen", "sectionIndex"]

    /// The names a `let:` binding may not take: UIKit's, which a section provider or a delegate
    /// method already has in scope.
    static let reserved: Set<String> = Set(roots + ["indexPath", "layoutEnvironment", "environment", "env", "self"])

    /// The path as the table spells it, with the prefixes Swift code puts before UIKit's names
    /// removed: `environment.container.…`, `layoutEnvironment.traitCollection.…` (a section
    /// provider's parameter), `collectionView.traitCollection.…` and `self.…`.
    static func canonical(_ path: [String]) -> [String] {
        var path = path
        if path.first == "self" { path.removeFirst() }
        if path.count > 1, ["environment", "layoutEnvironment", "env"].contains(path[0]),
            ["container", "traitCollection"].contains(path[1])
        {
            path.removeFirst()
        }
        if path.count > 1, ["collectionView", "view"].contains(path[0]), path[1] == "traitCollection" {
            path.removeFirst()
        }
        // `UITraitCollection.current.…`: the trait collection of the code that runs.
        if path.count > 2, path[0] == "UITraitCollection", path[1] == "current" {
            path.removeFirst(2)
            path.insert("traitCollection", at: 0)
        }
        return path
    }

    /// The closest known path to a misspelt one, for "did you mean".
    static func suggestion(for path: String) -> String? {
        closestMatch(to: path, among: Array(all.keys).sorted())
    }
}
