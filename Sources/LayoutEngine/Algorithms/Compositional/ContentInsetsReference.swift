/// `UIContentInsetsReference`: the part of the collection view that a compositional section's content
/// insets are measured from, across the scroll axis.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// A section: the layout configuration's reference. The configuration: the safe area, its default.
    case automatic
    /// The whole width of the content.
    case none
    /// Inside the safe area (the layout configuration's default).
    case safeArea
    /// Inside the layout margins, which hold the safe area.
    case layoutMargins
    /// Inside the readable content guide.
    case readableContent
}

extension LayoutEnvironment {
    /// How far the edges of `reference` lie inside the collection view's bounds, on each side.
    ///
    /// Content insets are measured from these edges (spec-format.md, "contentInsetsReference"): the
    /// reference's inset is added to the section's own. `automatic` is the configuration's default, the
    /// safe area.
    public func insets(of reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return safeArea
        case .layoutMargins:
            return layoutMargins
        case .readableContent:
            let guide = readableContentFrame
            return EdgeInsets(
                top: guide.minY,
                left: guide.minX,
                bottom: size.height - guide.maxY,
                right: size.width - guide.maxX
            )
        }
    }
}
