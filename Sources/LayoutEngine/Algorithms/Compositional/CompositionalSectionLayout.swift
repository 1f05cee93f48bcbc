/// One compositional section laid out from y 0 down, in the coordinates of a vertically scrolling
/// layout (a horizontal layout is laid out transposed; see ``CompositionalLayout``);
/// ``placed(_:index:top:container:transposed:)`` moves it to its place and pins what pins.
///
/// The section's extent, top to bottom (spec-format.md, compositional): top boundary
/// items that extend the boundary, `contentInsets.top`, the groups with `interGroupSpacing` between
/// them, `contentInsets.bottom`, bottom boundary items that extend the boundary. An empty section
/// without boundary items has no extent at all.
struct CompositionalSectionLayout {
    /// The elements, pinned items at their own place.
    var elements: [LayoutElement]
    /// From the section's top to its bottom, across the whole content width.
    var frame: Rect
    /// The elements that pin to the visible bounds, and whether each is on the bottom edge.
    var pins: [(index: Int, isBottom: Bool)]
    /// Whether the placed section can be moved instead of placed again.
    ///
    /// It can when nothing pins and no frame is rounded where it is placed (iOS 16 and later); it is
    /// then placed as its local elements translated to its top, and moved by setting that translation
    /// (see `SectionCache`).
    var canMove: Bool
    /// Whether every frame is also on the exact 1/64-point grid down the section, so that adding a
    /// shift to the frames is exact: what lets a diff shift the section as a whole.
    var framesOnExactGrid: Bool
    /// Whether the section takes room: every section but an empty one without boundary items, which
    /// real renders show adds nothing to the content, its insets and decorations included.
    var takesRoom: Bool
    /// The elements that go on the pixel grid once the section is at its place (its badges, or all
    /// its frames for a list on iOS 26); they are kept exact until then.
    var pixelGrid: ContentPixelGrid?

    /// Where a section is placed: the content's width and the parts of it sections are measured from.
    struct Container {
        /// The content width: the bounds less the adjusted content inset.
        var contentWidth: Double
        /// The layout configuration's `contentInsetsReference` box across the content: its leading x and
        /// its width.
        var boxX: Double
        var boxWidth: Double
        /// Each reference's box, for sections that name their own.
        var boxes: [ContentInsetsReference: (x: Double, width: Double)]
        /// How frames go on the pixel grid, by the environment's iOS version.
        var rounding: CompositionalRounding
        /// The collection view's height: what a root group's `fractionalHeight` is a fraction of (less
        /// the section's top and bottom insets in an orthogonal section).
        var height: Double
        /// The visible range along the scroll axis, for pinned boundary items.
        var visibleMinY: Double
        var visibleMaxY: Double
    }

    /// The z-index of cells in a section with a decoration, and of every supplementary: UIKit promotes
    /// everything above decorations, which stay at 0.
    static let promotedZIndex = 1

    /// Lays the section out from its top; `roundsEveryFrame` for a list on iOS 26, whose frames go
    /// on the pixel grid only where the section is placed.
    init(
        _ section: Section,
        parameters: CompositionalParameters,
        measured: [Size?],
        container: Container,
        roundsEveryFrame: Bool = false
    ) {
        let boundaryItems = parameters.boundarySupplementaryItems ?? []
        takesRoom = !measured.isEmpty || !boundaryItems.isEmpty
        pixelGrid = roundsEveryFrame ? ContentPixelGrid(elements: .every, scale: container.rounding.scale) : nil
        guard takesRoom else {
            elements = []
            frame = Rect(x: 0, y: 0, width: container.contentWidth, height: 0)
            pins = []
            canMove = container.rounding.floorScale != nil
            framesOnExactGrid = true
            return
        }
        let top = 0.0
        let insets = parameters.contentInsets ?? .zero
        let box = container.box(parameters.contentInsetsReference)
        let width = box.width - insets.left - insets.right
        let groupsX = box.x + insets.left
        let follows = parameters.supplementariesFollowContentInsets ?? true
        let decorations = parameters.decorationItems ?? []
        let boundaryBox = container.box(parameters.supplementaryContentInsetsReference)
        let boundaryHost =
            follows
            ? (x: boundaryBox.x + insets.left, width: boundaryBox.width - insets.left - insets.right) : boundaryBox
        let floorScale = container.rounding.floorScale
        let boundarySizes = boundaryItems.map {
            $0.layoutSize.resolved(
                in: Size(width: boundaryHost.width, height: container.height),
                measured: $0.measuredSize,
                floorScale: floorScale
            )
        }
        // A list's own header (the first boundary item) sits below its padding, inside the section.
        let padding = parameters.paddingToBoundarySupplementaries ?? 0
        var topExtension = Self.boundaryExtension(of: boundaryItems, sizes: boundarySizes, where: \.alignment.isTop)
        if padding > 0, let first = boundaryItems.first, first.alignment.isTop, first.extendsBoundary {
            topExtension = max(topExtension, padding + boundarySizes[0].height)
        }
        let contentTop = top + topExtension

        // Groups, one repetition after another (or side by side, unscrolled, for orthogonal sections).
        var cells: [LayoutElement] = []
        cells.reserveCapacity(measured.count)
        var badges: [LayoutElement] = []
        let cellZIndex = decorations.isEmpty ? 0 : Self.promotedZIndex
        var y = contentTop + insets.top
        if let group = parameters.group, !measured.isEmpty {
            let solver = GroupSolver(measured: measured, floorScale: floorScale)
            let behavior = parameters.orthogonalScrollingBehavior ?? .none
            let proposed = group.layoutSize.resolved(
                in: Self.rootGroupContainer(
                    orthogonal: behavior != .none,
                    sectionWidth: width,
                    boxWidth: box.width,
                    height: container.height,
                    insets: insets
                ),
                floorScale: floorScale
            )
            let spacing = parameters.interGroupSpacing ?? 0
            var x = groupsX
            if behavior == .groupPagingCentered { x += (width - proposed.width) / 2 }
            var rowHeight = 0.0
            var index = 0
            while index < measured.count {
                let solution = solver.solve(group, proposed: proposed, start: index)
                guard solution.consumed > 0 else { break }
                for cell in solution.cells {
                    let frame = cell.frame.offsetBy(dx: x, dy: y)
                    cells.append(
                        LayoutElement(kind: .cell, item: index, id: nil, frame: frame, zIndex: cellZIndex)
                    )
                    for badge in cell.supplementaryItems {
                        badges.append(
                            LayoutElement(
                                kind: ElementKind(elementKind: badge.elementKind),
                                item: index,
                                frame: badge.frame(on: frame, floorScale: floorScale),
                                zIndex: Self.promotedZIndex
                            )
                        )
                    }
                    index += 1
                }
                if behavior == .none {
                    y += solution.size.height + (index < measured.count ? spacing : 0)
                } else {
                    x += solution.size.width + spacing
                    rowHeight = max(rowHeight, solution.size.height)
                }
            }
            y += rowHeight
        }
        let contentBottom = y + insets.bottom
        let bottomExtension = Self.boundaryExtension(
            of: boundaryItems,
            sizes: boundarySizes,
            where: \.alignment.isBottom
        )
        let bottom = contentBottom + bottomExtension

        // Boundary items on the section's edges, then its decorations over its whole width and extent.
        var supplementaries: [LayoutElement] = []
        var pinned: [ElementKind: Bool] = [:]
        for (number, (item, size)) in zip(boundaryItems, boundarySizes).enumerated() {
            var frame = Self.boundaryFrame(
                item,
                size: size,
                hostX: boundaryHost.x,
                hostWidth: boundaryHost.width,
                top: top,
                contentTop: contentTop,
                contentBottom: contentBottom
            )
            if number == 0, padding > 0, item.alignment.isTop, item.extendsBoundary { frame.origin.y += padding }
            let element = LayoutElement(
                kind: ElementKind(elementKind: item.elementKind),
                frame: frame,
                zIndex: item.zIndex
            )
            if item.pinToVisibleBounds { pinned[element.kind] = item.alignment.isBottom }
            supplementaries.append(element)
        }
        let sectionFrame = Rect(x: 0, y: top, width: container.contentWidth, height: bottom - top)
        for decoration in decorations {
            let inset = decoration.contentInsets
            supplementaries.append(
                LayoutElement(
                    kind: ElementKind(elementKind: decoration.elementKind),
                    frame: Rect(
                        x: sectionFrame.minX + inset.left,
                        y: sectionFrame.minY + inset.top,
                        width: max(sectionFrame.width - inset.left - inset.right, 0),
                        height: max(sectionFrame.height - inset.top - inset.bottom, 0)
                    ),
                    zIndex: decoration.zIndex
                )
            )
        }
        var itemIndex = 0
        for run in section.items {
            if let id = run.id, itemIndex < cells.count { cells[itemIndex].id = id }
            itemIndex += run.count
        }
        if pixelGrid == nil, !badges.isEmpty {
            pixelGrid = ContentPixelGrid(elements: .badges, scale: container.rounding.scale)
        }
        elements = Self.ordered(cells: cells, supplementaries: supplementaries + badges)
        frame = sectionFrame
        pins = []
        if !pinned.isEmpty {
            // Element kinds are unique among a section's boundary items and decorations (the parser
            // checks), and badges carry an item, so a pinned item is found by its kind.
            for (index, element) in elements.enumerated() where element.item == nil {
                if let isBottom = pinned[element.kind] { pins.append((index, isBottom)) }
            }
        }
        // Frames rounded at the end (iOS 15) are rounded where the section is placed.
        canMove = container.rounding.floorScale != nil && pins.isEmpty
        framesOnExactGrid =
            sectionFrame.isOnExactGrid(along: .vertical)
            && elements.allSatisfy { $0.frame.isOnExactGrid(along: .vertical) }
    }

    /// The section moved down to `top`, its pinned items following the visible bounds, mirrored across
    /// `mirroredAcross` (right to left), and transposed back for a horizontally scrolling layout.
    ///
    /// A section that can move is made of its local elements translated to `top` (each coordinate
    /// local + top, as adding `top` to each would give), so that moving it sets the translation again.
    func placed(
        _ id: SectionID,
        index: Int,
        top: Double,
        container: Container,
        transposed: Bool,
        mirroredAcross width: Double? = nil
    ) -> SectionLayout {
        if canMove {
            var local = SectionLayout(
                id: id,
                index: index,
                frame: width.map { frame.mirrored(across: $0) } ?? frame,
                elements: width.map { width in elements.map { $0.mirrored(across: width) } } ?? elements
            )
            if transposed { local = local.transposed }
            var section = transposed ? local.offsetBy(dx: top, dy: 0) : local.offsetBy(dx: 0, dy: top)
            section.shiftsExactly = framesOnExactGrid && LayoutEngine.isOnExactGrid(top)
            section.pixelGrid = pixelGrid
            return section
        }
        var moved = elements
        if top != 0 {
            for position in moved.indices { moved[position].frame.origin.y += top }
        }
        let sectionFrame = frame.offsetBy(dx: 0, dy: top)
        for pin in pins {
            moved[pin.index].frame.origin.y = Self.pinnedY(
                moved[pin.index].frame,
                isBottom: pin.isBottom,
                visible: container,
                top: sectionFrame.minY,
                bottom: sectionFrame.maxY
            )
        }
        if let pixelGrid {
            for position in moved.indices { moved[position] = pixelGrid.rounded(moved[position]) }
        }
        if case .roundFrames = container.rounding {
            for position in moved.indices { moved[position].frame = container.rounding.reported(moved[position].frame) }
        }
        var section = SectionLayout(id: id, index: index, frame: sectionFrame, elements: moved)
        if let width { section = section.mirrored(across: width) }
        return transposed ? section.transposed : section
    }

    /// What a root group's fractional dimensions are fractions of.
    ///
    /// A section that does not scroll orthogonally measures across from its own width (the box less its
    /// leading and trailing insets) and down from the collection view's whole height. One that scrolls
    /// orthogonally is its own container, as real renders show: across, the whole box, its insets
    /// not taken off (they still place the first group); down, the height less its top and bottom
    /// insets.
    static func rootGroupContainer(
        orthogonal: Bool,
        sectionWidth: Double,
        boxWidth: Double,
        height: Double,
        insets: EdgeInsets
    ) -> Size {
        guard orthogonal else { return Size(width: sectionWidth, height: height) }
        return Size(width: boxWidth, height: max(height - insets.top - insets.bottom, 0))
    }

    /// output-format.md's order: headers, cells by index, footers, backgrounds, then everything else.
    static func ordered(cells: [LayoutElement], supplementaries: [LayoutElement]) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        elements.reserveCapacity(cells.count + supplementaries.count)
        elements.append(contentsOf: supplementaries.filter { $0.kind == .header })
        elements.append(contentsOf: cells)
        elements.append(contentsOf: supplementaries.filter { $0.kind == .footer })
        elements.append(contentsOf: supplementaries.filter { $0.kind == .background })
        elements.append(
            contentsOf: supplementaries.filter { ![.header, .footer, .background].contains($0.kind) }
        )
        return elements
    }
}

extension CompositionalSectionLayout.Container {
    /// The box a section measures from: its own reference's, or the configuration's where it names
    /// none or `automatic`.
    func box(_ reference: ContentInsetsReference?) -> (x: Double, width: Double) {
        guard let reference, reference != .automatic, let box = boxes[reference] else { return (boxX, boxWidth) }
        return box
    }
}

extension ElementKind {
    /// The element kind a compositional `elementKind` string names: the four built-in kinds by their
    /// names, anything else as itself.
    init(elementKind: String) {
        switch elementKind {
        case "cell": self = .cell
        case "header": self = .header
        case "footer": self = .footer
        case "background": self = .background
        default: self = .custom(elementKind)
        }
    }
}
