/// Right-to-left layout (spec-format.md, "Right-to-left"): a layout is computed left to right, pixel
/// rounding included, and its frames are then mirrored across the content, x' = W − x − w.
///
/// UIKit's flow and compositional layouts mirror themselves this way (they do not ask the collection
/// view to flip its coordinates), so the frames are those the layout reports. When the layout scrolls
/// vertically, W is the content width, the same for every section, and each section is mirrored where
/// it is placed (a cached section stays mirrored, and moves down as it is). When it scrolls
/// horizontally, W is the content's length, known once every section is stacked, and the whole layout is
/// mirrored at the end.
extension Rect {
    /// The rect reflected across a vertical line at `width / 2`: what is `x` from the left edge of a
    /// `width`-wide content is as far from its right edge.
    func mirrored(across width: Double) -> Rect {
        Rect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }
}

extension LayoutElement {
    func mirrored(across width: Double) -> LayoutElement {
        var element = self
        element.frame = frame.mirrored(across: width)
        return element
    }
}

extension SectionLayout {
    /// The section with its frame and every element mirrored across a content `width` wide.
    func mirrored(across width: Double) -> SectionLayout {
        var section = self
        section.frame = frame.mirrored(across: width)
        section.elements = elements.map { $0.mirrored(across: width) }
        return section
    }
}

extension EnvironmentLayout {
    /// Every section and global element mirrored across the content's width.
    func mirroredAcrossContent() -> EnvironmentLayout {
        var layout = self
        let width = contentSize.width
        layout.sections = sections.map { $0.mirrored(across: width) }
        layout.supplementaries = supplementaries.map { $0.mirrored(across: width) }
        return layout
    }
}

extension LayoutEnvironment {
    /// Whether the environment's layouts are mirrored.
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
