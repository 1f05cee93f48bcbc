/// `UICollectionViewCompositionalLayout`, as spec-format.md's "What layoutd reproduces" states it, with the policies
/// the spec format adopts where UIKit's behaviour is not known for certain.
///
/// Steps: resolve the keys (layout, trait variants, sections); lay each section out below the one
/// before, `interSectionSpacing` apart (not after the last), below the global top boundary items and
/// above the global bottom ones. A horizontally scrolling layout is the transpose of a vertical one:
/// its keys and environment are transposed, laid out vertically, and the frames transposed back.
/// Frames go on the pixel grid as the environment's iOS version does it (``CompositionalRounding``).
///
/// Right to left, the layout is laid out left to right and mirrored (see ``RightToLeft``). Custom
/// groups, `uniformAcrossSiblings` and group supplementary items are not in the format.
public enum CompositionalLayout {
    /// Lays out the sections of a compositional spec in one environment.
    public static func layOut(
        _ spec: CompositionalLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment
    ) -> EnvironmentLayout {
        var cache = Cache()
        return layOut(spec, sections: sections, in: environment, cache: &cache)
    }

    typealias Cache = SectionCache<CompositionalParameters, CompositionalSectionLayout>

    /// Lays out the sections of a compositional spec in one environment, reusing what `cache` holds
    /// from the last layout of the same environment.
    static func layOut(
        _ spec: CompositionalLayoutSpec,
        sections: [Section],
        in original: LayoutEnvironment,
        cache: inout Cache
    ) -> EnvironmentLayout {
        let variants = spec.variants.filter { $0.condition.holds(in: original) }
        let merged = variants.overlaying(layout: spec.compositional)
        let transposed = merged.scrollDirection == .horizontal
        let layout = transposed ? merged.transposed : merged
        let environment = transposed ? original.transposed : original

        let adjusted = environment.adjustedContentInset(scrollsVertically: true)
        let contentWidth = max(environment.size.width - adjusted.left - adjusted.right, 0)
        // Each reference's box across the content: its edges inside the bounds, less what the adjusted
        // content inset already keeps clear. Measured in the environment as it is, then transposed.
        var boxes: [ContentInsetsReference: (x: Double, width: Double)] = [:]
        for reference in [ContentInsetsReference.none, .safeArea, .layoutMargins, .readableContent] {
            let edges = transposed ? original.insets(of: reference).transposed : original.insets(of: reference)
            let left = max(edges.left - adjusted.left, 0)
            let right = max(edges.right - adjusted.right, 0)
            boxes[reference] = (left, max(contentWidth - left - right, 0))
        }
        let layoutReference = layout.contentInsetsReference.flatMap { $0 == .automatic ? nil : $0 } ?? .safeArea
        let layoutBox = boxes[layoutReference] ?? (0, contentWidth)
        let visibleMinY = environment.contentOffset(scrollsVertically: true).y + adjusted.top
        let container = CompositionalSectionLayout.Container(
            contentWidth: contentWidth,
            boxX: layoutBox.x,
            boxWidth: layoutBox.width,
            boxes: boxes,
            rounding: CompositionalRounding(original),
            height: environment.size.height,
            visibleMinY: visibleMinY,
            visibleMaxY: visibleMinY + environment.size.height - adjusted.top - adjusted.bottom
        )

        let globals = layout.boundarySupplementaryItems ?? []
        let globalSizes = globals.map {
            $0.layoutSize.resolved(
                in: Size(width: container.boxWidth, height: container.height),
                measured: $0.measuredSize,
                floorScale: container.rounding.floorScale
            )
        }
        let contentTop = CompositionalSectionLayout.boundaryExtension(
            of: globals,
            sizes: globalSizes,
            where: \.alignment.isTop
        )
        var y = contentTop
        var sectionLayouts: [SectionLayout] = []
        sectionLayouts.reserveCapacity(sections.count)
        cache.begin(environment: environment, layout: layout)
        // `interSectionSpacing` comes before every section that takes room but the first section; an
        // empty section without boundary items takes none, and none comes before it. Real renders
        // (iOS 17) keep the spacing after an empty first section; that one spacing, not two, lies
        // between sections around an empty one is a policy.
        // Each section's own keys, overlaid once; a list section looks at its neighbours' lists.
        func ownKeys(_ index: Int) -> CompositionalParameters? {
            guard sections.indices.contains(index) else { return nil }
            return variants.overlaying(section: sections[index].compositional, id: sections[index].id)
        }
        var previous: CompositionalParameters? = nil
        var next = ownKeys(0)
        for index in sections.indices {
            let id = sections[index].id
            let current = next ?? ownKeys(index) ?? CompositionalParameters()
            next = ownKeys(index + 1)
            defer { previous = current }
            var own = current
            // On iOS 26 a list's spacings stay exact, and its frames go on the pixel grid where the
            // section is placed.
            let listOnIOS26 = (own.list ?? layout.list) != nil && original.systemVersion >= 26
            if let list = own.list ?? layout.list {
                own = ListSection.parameters(
                    own,
                    list: list,
                    at: ListSection.Position(
                        index: index,
                        isLast: index == sections.count - 1,
                        previous: previous.flatMap { ListSection.spacedList($0, layoutList: layout.list) },
                        next: next.flatMap { ListSection.spacedList($0, layoutList: layout.list) }
                    ),
                    in: original,
                    adjusted: original.adjustedContentInset(scrollsVertically: !transposed)
                )
            }
            let parameters = transposed ? own.transposed : own
            let key = SectionKey(items: sections[index].items, own: parameters)
            let computed =
                cache.reuse(id, key: key)
                ?? cache.keep(
                    id,
                    key: key,
                    local: CompositionalSectionLayout(
                        sections[index],
                        parameters: parameters,
                        measured: measuredSizes(of: sections[index], transposed: transposed),
                        container: container,
                        roundsEveryFrame: listOnIOS26
                    )
                )
            let local = computed.local
            if local.takesRoom, index > 0 { y += layout.interSectionSpacing ?? 0 }
            let top = y
            let axis: ScrollDirection? = local.canMove ? (transposed ? .horizontal : .vertical) : nil
            var placed = cache.translate(index, to: top, along: axis, exactGrid: local.framesOnExactGrid)
            if placed == nil {
                let section = local.placed(
                    id,
                    index: index,
                    top: top,
                    container: container,
                    transposed: transposed,
                    mirroredAcross: !transposed && original.isRightToLeft ? contentWidth : nil
                )
                placed = cache.keep(section, at: index, origin: top)
            }
            sectionLayouts.append(placed ?? SectionLayout(id: id, index: index, frame: .zero, elements: []))
            y = top + local.frame.height
        }
        let contentBottom = y
        let end =
            contentBottom
            + CompositionalSectionLayout.boundaryExtension(of: globals, sizes: globalSizes, where: \.alignment.isBottom)
        let supplementaries = zip(globals, globalSizes).map { item, size in
            var frame = CompositionalSectionLayout.boundaryFrame(
                item,
                size: size,
                hostX: container.boxX,
                hostWidth: container.boxWidth,
                top: 0,
                contentTop: contentTop,
                contentBottom: contentBottom
            )
            if item.pinToVisibleBounds {
                frame.origin.y = CompositionalSectionLayout.pinnedY(
                    frame,
                    isBottom: item.alignment.isBottom,
                    visible: container,
                    top: 0,
                    bottom: end
                )
            }
            let element = LayoutElement(
                kind: ElementKind(elementKind: item.elementKind),
                frame: container.rounding.reported(frame),
                zIndex: item.zIndex
            )
            if transposed { return element.transposed }
            return original.isRightToLeft ? element.mirrored(across: contentWidth) : element
        }
        let contentSize = Size(width: contentWidth, height: end)
        let result = EnvironmentLayout(
            name: original.name,
            size: original.size,
            scale: original.scale,
            contentSize: transposed ? contentSize.transposed : contentSize,
            sections: sectionLayouts,
            supplementaries: supplementaries
        )
        return transposed && original.isRightToLeft ? result.mirroredAcrossContent() : result
    }

    /// Each item's measured size, item by item (`nil` where the spec gave none).
    static func measuredSizes(of section: Section, transposed: Bool) -> [Size?] {
        var sizes: [Size?] = []
        sizes.reserveCapacity(section.itemCount)
        for run in section.items {
            if let each = run.sizes {
                sizes.append(contentsOf: each.lazy.map { transposed ? $0.transposed : $0 })
            } else {
                sizes.append(contentsOf: repeatElement(transposed ? run.size?.transposed : run.size, count: run.count))
            }
        }
        return sizes
    }
}
