/// `UICollectionViewCompositionalLayout`, following reference compositional.md §1 and the policies of
/// §1.12 that the spec format adopts where UIKit is not known for certain.
///
/// Steps: resolve the keys (layout, trait variants, sections); lay each section out below the one
/// before, `interSectionSpacing` apart (not after the last), below the global top boundary items and
/// above the global bottom ones. A horizontally scrolling layout is the transpose of a vertical one:
/// its keys and environment are transposed, laid out vertically, and the frames transposed back.
/// Nothing is pixel-rounded.
///
/// Known deviations: right-to-left layout is not modelled (leading is left); custom groups,
/// `uniformAcrossSiblings` and group supplementary items are not in the format.
public enum CompositionalLayout {
    /// Lays out the sections of a compositional spec in one environment.
    public static func layOut(
        _ spec: CompositionalLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment
    ) -> EnvironmentLayout {
        let variants = spec.variants.filter { $0.condition.holds(in: environment) }
        let layout = variants.reduce(spec.compositional) { $0.overlaid(by: $1.layout) }
        let parameters = sections.map { section in
            variants.reduce(section.compositional) { merged, variant in
                variant.sections[section.id].map { merged.overlaid(by: $0) } ?? merged
            }
        }
        guard layout.scrollDirection == .horizontal else {
            return layOutVertically(layout, sections: sections, parameters: parameters, in: environment)
        }
        let transposed = layOutVertically(
            layout.transposed,
            sections: sections,
            parameters: parameters.map(\.transposed),
            in: environment.transposed,
            transposingItems: true
        )
        return EnvironmentLayout(
            name: environment.name,
            size: environment.size,
            scale: environment.scale,
            contentSize: transposed.contentSize.transposed,
            sections: transposed.sections.map(\.transposed),
            supplementaries: transposed.supplementaries.map(\.transposed)
        )
    }

    /// The layout of a vertically scrolling compositional layout (or of a transposed horizontal one).
    static func layOutVertically(
        _ layout: CompositionalParameters,
        sections: [Section],
        parameters: [CompositionalParameters],
        in environment: LayoutEnvironment,
        transposingItems: Bool = false
    ) -> EnvironmentLayout {
        let adjusted = environment.adjustedContentInset(scrollsVertically: true)
        let contentWidth = max(environment.size.width - adjusted.left - adjusted.right, 0)
        var reference = EdgeInsets.zero
        if (layout.contentInsetsReference ?? .safeArea) == .safeArea {
            reference.left = max(environment.safeArea.left - adjusted.left, 0)
            reference.right = max(environment.safeArea.right - adjusted.right, 0)
        }
        let visibleMinY = environment.contentOffset.y + adjusted.top
        let container = CompositionalSectionLayout.Container(
            contentWidth: contentWidth,
            boxX: reference.left,
            boxWidth: max(contentWidth - reference.left - reference.right, 0),
            height: environment.size.height,
            visibleMinY: visibleMinY,
            visibleMaxY: visibleMinY + environment.size.height - adjusted.top - adjusted.bottom
        )

        let globals = layout.boundarySupplementaryItems ?? []
        let globalSizes = globals.map {
            $0.layoutSize.resolved(
                in: Size(width: container.boxWidth, height: container.height),
                measured: $0.measuredSize
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
        for (index, section) in sections.enumerated() {
            if index > 0 { y += layout.interSectionSpacing ?? 0 }
            let placed = CompositionalSectionLayout(
                section,
                parameters: parameters[index],
                measured: measuredSizes(of: section, transposed: transposingItems),
                container: container,
                top: y
            )
            y = placed.frame.maxY
            sectionLayouts.append(
                SectionLayout(id: section.id, index: index, frame: placed.frame, elements: placed.elements)
            )
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
                    item: item,
                    visible: container,
                    top: 0,
                    bottom: end
                )
            }
            return LayoutElement(
                kind: ElementKind(elementKind: item.elementKind),
                frame: frame,
                zIndex: CompositionalSectionLayout.promotedZIndex
            )
        }
        return EnvironmentLayout(
            name: environment.name,
            size: environment.size,
            scale: environment.scale,
            contentSize: Size(width: contentWidth, height: end),
            sections: sectionLayouts,
            supplementaries: supplementaries
        )
    }

    /// Each item's measured size, item by item (`nil` where the spec gave none).
    static func measuredSizes(of section: Section, transposed: Bool) -> [Size?] {
        var sizes: [Size?] = []
        sizes.reserveCapacity(section.itemCount)
        for run in section.items {
            sizes.append(contentsOf: repeatElement(transposed ? run.size?.transposed : run.size, count: run.count))
        }
        return sizes
    }
}
