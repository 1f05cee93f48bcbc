/// `UICollectionViewFlowLayout`, frame for frame, as spec-format.md's flow section states it.
///
/// Steps: resolve the keys (spec, trait variants, seed layouts, UIKit defaults); lay out each section
/// in its own coordinate space by the path UIKit would take (closed-form grid or row building); stack
/// the sections along the scroll axis with no gap; then place the elements: add the section origin,
/// pin headers and footers at `contentOffset`, round origins to the pixel, and re-align lines for
/// AlignedCollectionViewFlowLayout.
///
/// Right-to-left environments mirror each line across the content when scrolling vertically and the
/// whole layout across the content when scrolling horizontally, as UIKit's flipped coordinates do.
/// `horizontalAlignment` and `verticalAlignment` apply when scrolling vertically only, as
/// AlignedCollectionViewFlowLayout supports nothing else.
public enum FlowLayout {
    /// Lays out the sections of a flow spec in one environment.
    public static func layOut(
        _ spec: FlowLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment
    ) -> EnvironmentLayout {
        var cache = Cache()
        return layOut(spec, sections: sections, in: environment, cache: &cache)
    }

    /// A section's resolved keys and its layout in its own coordinate space.
    struct LocalSection {
        var metrics: FlowMetrics
        var layout: FlowSectionLayout
        /// The axis along which the placed section can be moved instead of placed again, if any.
        var movesAlong: ScrollDirection?

        init(metrics: FlowMetrics, layout: FlowSectionLayout, environment: LayoutEnvironment) {
            self.metrics = metrics
            self.layout = layout
            let axis: ScrollDirection = metrics.isVertical ? .vertical : .horizontal
            let movable =
                !metrics.pinsHeader && !metrics.pinsFooter && environment.roundsWholePointsToThemselves
                && layout.isWhole(along: axis)
            movesAlong = movable ? axis : nil
        }
    }

    typealias Cache = SectionCache<FlowParameters, LocalSection>

    /// Lays out the sections of a flow spec in one environment, reusing what `cache` holds from the
    /// last layout of the same environment.
    static func layOut(
        _ spec: FlowLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment,
        cache: inout Cache
    ) -> EnvironmentLayout {
        let variants = spec.variants.filter { $0.condition.holds(in: environment) }
        let layoutParameters = applySeedLayouts(
            to: variants.overlaying(layout: spec.flow),
            in: environment
        )
        let scrollDirection = layoutParameters.scrollDirection ?? .vertical
        let layoutMetrics = FlowMetrics(layoutParameters, scrollDirection: scrollDirection)
        let vertical = scrollDirection == .vertical
        let adjustedInset = environment.adjustedContentInset(scrollsVertically: vertical)
        let dimension = dimension(of: environment, scrollDirection: scrollDirection)

        guard dimension > 0 else {
            // UIKit produces no layout at all when there is no room across the scroll axis.
            return EnvironmentLayout(
                name: environment.name,
                size: environment.size,
                scale: environment.scale,
                contentSize: .zero,
                sections: sections.enumerated().map { index, section in
                    SectionLayout(id: section.id, index: index, frame: .zero, elements: [])
                }
            )
        }

        cache.begin(environment: environment, layout: layoutParameters)
        // Sections are read in place, by index: a `Section` is large, and copying each one on every
        // update would cost more than the rest of an unchanged section's update.
        var locals: [Cache.Computed] = []
        locals.reserveCapacity(sections.count)
        for index in sections.indices {
            let id = sections[index].id
            let key = SectionKey(
                items: sections[index].items,
                own: variants.overlaying(section: sections[index].flow, id: id)
            )
            if let reused = cache.reuse(id, key: key) {
                locals.append(reused)
                continue
            }
            let input = sectionInput(
                sections[index],
                layoutParameters: layoutParameters,
                own: key.own,
                scrollDirection: scrollDirection,
                dimension: dimension,
                adjustedInset: adjustedInset,
                environment: environment
            )
            let local = LocalSection(metrics: input.metrics, layout: FlowSectionLayout(input), environment: environment)
            locals.append(cache.keep(id, key: key, local: local))
        }
        let extras = referenceExtras(layoutMetrics, adjustedInset: adjustedInset, environment: environment)
        let stacked = stackSections(locals.map(\.local.layout.extent), startingAt: extras.start)

        let placement = FlowPlacement(
            layoutMetrics: layoutMetrics,
            environment: environment,
            adjustedInset: adjustedInset,
            dimension: dimension
        )
        var sectionLayouts: [SectionLayout] = []
        sectionLayouts.reserveCapacity(sections.count)
        for index in sections.indices {
            let origin = stacked.origins[index]
            if let moved = cache.move(index, to: origin, along: locals[index].local.movesAlong) {
                sectionLayouts.append(moved)
                continue
            }
            let local = locals[index].local
            var placed = placement.place(
                local.layout,
                of: sections[index],
                index: index,
                metrics: local.metrics,
                origin: origin
            )
            if vertical && environment.isRightToLeft { placed = placed.mirrored(across: dimension) }
            sectionLayouts.append(cache.keep(placed, at: index, origin: origin))
        }
        let contentLength = stacked.end + extras.end
        let layout = EnvironmentLayout(
            name: environment.name,
            size: environment.size,
            scale: environment.scale,
            contentSize: vertical
                ? Size(width: dimension, height: contentLength) : Size(width: contentLength, height: dimension),
            sections: sectionLayouts
        )
        return !vertical && environment.isRightToLeft ? layout.mirroredAcrossContent() : layout
    }

    /// The content's extent across the scroll axis: the bounds less the adjusted content inset.
    static func dimension(of environment: LayoutEnvironment, scrollDirection: ScrollDirection) -> Double {
        let vertical = scrollDirection == .vertical
        let inset = environment.adjustedContentInset(scrollsVertically: vertical)
        let value =
            vertical
            ? environment.size.width - inset.left - inset.right
            : environment.size.height - inset.top - inset.bottom
        return max(value, 0)
    }

    /// Resolves one section's keys and item sizes, and applies its `sectionInsetReference`.
    static func sectionInput(
        _ section: Section,
        layoutParameters: FlowParameters,
        own: FlowParameters,
        scrollDirection: ScrollDirection,
        dimension: Double,
        adjustedInset: EdgeInsets,
        environment: LayoutEnvironment
    ) -> FlowSectionInput {
        var parameters = layoutParameters.overlaid(by: own)
        if own.setsSeedLayoutKey {
            parameters = applySeedLayouts(to: parameters, in: environment)
        }
        let metrics = FlowMetrics(parameters, scrollDirection: scrollDirection)
        let defaultSize = metrics.estimatedItemSize ?? metrics.itemSize
        var itemSizes: [Size] = []
        itemSizes.reserveCapacity(section.itemCount)
        for run in section.items {
            if let sizes = run.sizes {
                itemSizes.append(contentsOf: sizes)
            } else {
                itemSizes.append(contentsOf: repeatElement(run.size ?? defaultSize, count: run.count))
            }
        }
        return FlowSectionInput(
            metrics: metrics,
            dimension: dimension,
            inset: adjustedSectionInset(metrics, adjustedInset: adjustedInset, environment: environment),
            itemSizes: itemSizes
        )
    }

    /// `sectionInset` measured from the safe area or the layout margins: the two edges across the scroll
    /// axis become `max(inset + reference − adjustedContentInset, 0)`.
    static func adjustedSectionInset(
        _ metrics: FlowMetrics,
        adjustedInset: EdgeInsets,
        environment: LayoutEnvironment
    ) -> EdgeInsets {
        guard let reference = referenceInsets(metrics.sectionInsetReference, environment: environment) else {
            return metrics.sectionInset
        }
        var inset = metrics.sectionInset
        if metrics.isVertical {
            inset.left = max(inset.left + reference.left - adjustedInset.left, 0)
            inset.right = max(inset.right + reference.right - adjustedInset.right, 0)
        } else {
            inset.top = max(inset.top + reference.top - adjustedInset.top, 0)
            inset.bottom = max(inset.bottom + reference.bottom - adjustedInset.bottom, 0)
        }
        return inset
    }

    /// The safe area or the layout margins; `nil` for `fromContentInset`.
    static func referenceInsets(_ reference: SectionInsetReference, environment: LayoutEnvironment) -> EdgeInsets? {
        switch reference {
        case .fromContentInset: return nil
        case .fromSafeArea: return environment.safeArea
        case .fromLayoutMargins: return environment.layoutMargins
        }
    }

    /// The space a non-default `sectionInsetReference` adds once before the first section and once after
    /// the last, along the scroll axis.
    static func referenceExtras(
        _ metrics: FlowMetrics,
        adjustedInset: EdgeInsets,
        environment: LayoutEnvironment
    ) -> (start: Double, end: Double) {
        guard let reference = referenceInsets(metrics.sectionInsetReference, environment: environment) else {
            return (0, 0)
        }
        if metrics.isVertical {
            return (max(reference.top - adjustedInset.top, 0), max(reference.bottom - adjustedInset.bottom, 0))
        }
        return (max(reference.left - adjustedInset.left, 0), max(reference.right - adjustedInset.right, 0))
    }

    /// Stacks sections along the scroll axis with no gap: each starts where the one before ended.
    static func stackSections(_ extents: [Double], startingAt start: Double) -> (origins: [Double], end: Double) {
        var origins: [Double] = []
        origins.reserveCapacity(extents.count)
        var position = start
        for extent in extents {
            origins.append(position)
            position += extent
        }
        return (origins, position)
    }
}
