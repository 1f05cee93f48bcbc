import LayoutEngine
import Yams

/// A compositional section's supplementary views: its boundary items (headers and footers), its
/// items' badges with their anchors, and its decoration items.
extension DocumentReader {
    /// `boundarySupplementaryItems:`, each `{elementKind, layoutSize, alignment, offset, extendsBoundary,
    /// pinToVisibleBounds, measuredSize, zIndex}`; element kinds must be unique.
    func boundaryItems(_ value: SpecValue) -> [CollectionLayoutBoundarySupplementaryItem]? {
        let keys = Self.boundaryItemKeys
        guard let list = value.sequence(what: "a list of boundary supplementary items") else { return nil }
        var kinds = KindRegistry()
        var items: [CollectionLayoutBoundarySupplementaryItem] = []
        for entry in list {
            guard let entries = entry.mapping(allowed: keys, what: "a boundary supplementary item") else { continue }
            guard let kindValue = entries[.elementKind], let sizeValue = entries[.layoutSize],
                let alignmentValue = entries[.alignment]
            else {
                entry.report(
                    .missingKey,
                    "a boundary supplementary item needs `elementKind`, `layoutSize` and `alignment`"
                )
                continue
            }
            let kind = kinds.admit(kindValue)
            let size = layoutSize(sizeValue)
            let alignment = alignmentValue.enumeration(RectAlignment.self)
            let offset = entries[.offset]?.point()
            let measured = entries[.measuredSize]?.size()
            var item = CollectionLayoutBoundarySupplementaryItem(
                elementKind: kind ?? "",
                layoutSize: size ?? .init(width: .absolute(0), height: .absolute(0)),
                alignment: alignment ?? .top,
                offset: offset ?? .zero,
                measuredSize: measured
            )
            // Its flags and numbers, by their rows.
            read(
                SpecKeyCatalogue.boundaryItemParameterKeys,
                \.itemParameter?.boundaryItem,
                from: entries,
                on: .section,
                into: &item
            )
            guard kind != nil, size != nil, alignment != nil else { continue }
            items.append(item)
        }
        return items
    }

    /// An item's `supplementaryItems:` (badges), each `{elementKind, layoutSize, containerAnchor,
    /// itemAnchor}`.
    func supplementaryItems(_ value: SpecValue) -> [CollectionLayoutSupplementaryItem]? {
        guard let list = value.sequence(what: "a list of supplementary items") else { return nil }
        var kinds = KindRegistry()
        var items: [CollectionLayoutSupplementaryItem] = []
        for entry in list {
            guard let entries = entry.mapping(allowed: Self.badgeKeys, what: "a supplementary item") else { continue }
            guard let kindValue = entries[.elementKind], let sizeValue = entries[.layoutSize],
                let anchorValue = entries[.containerAnchor]
            else {
                entry.report(
                    .missingKey,
                    "a supplementary item needs `elementKind`, `layoutSize` and `containerAnchor`"
                )
                continue
            }
            let kind = kinds.admit(kindValue)
            let size = layoutSize(sizeValue)
            let containerAnchor = anchor(anchorValue)
            let itemAnchorValue = entries[.itemAnchor]
            let itemAnchor = itemAnchorValue.flatMap(anchor)
            guard let kind, let size, let containerAnchor, itemAnchorValue == nil || itemAnchor != nil else {
                continue
            }
            items.append(
                CollectionLayoutSupplementaryItem(
                    elementKind: kind,
                    layoutSize: size,
                    containerAnchor: containerAnchor,
                    itemAnchor: itemAnchor
                )
            )
        }
        return items
    }

    /// An anchor: `{edges: [top, trailing], offset: fractional(0.5, -0.5) | absolute(10, -10) | [x, y]}`.
    func anchor(_ value: SpecValue) -> CollectionLayoutAnchor? {
        guard let entries = value.mapping(allowed: Self.anchorKeys, what: "an anchor {edges:, offset:}") else {
            return nil
        }
        var edges: Set<DirectionalRectEdge> = []
        if let list = entries[.edges]?.sequence(what: "a list of edges: top, leading, bottom, trailing") {
            for entry in list {
                guard let edge = entry.enumeration(DirectionalRectEdge.self) else { return nil }
                edges.insert(edge)
            }
            for (one, other) in [(DirectionalRectEdge.top, DirectionalRectEdge.bottom), (.leading, .trailing)]
            where edges.contains(one) && edges.contains(other) {
                entries[.edges]?.report(.invalidValue, "an anchor cannot be on both `\(one)` and `\(other)`")
                return nil
            }
        }
        var offset = CollectionLayoutAnchor.Offset.absolute(.zero)
        if let offsetValue = entries[.offset] {
            if case .scalar = offsetValue.node {
                let what = "an offset: fractional(x, y), absolute(x, y) or [x, y]"
                let call = offsetValue.call(
                    among: ["fractional", "absolute"],
                    arity: 2,
                    atLeast: nil,
                    noun: "offset",
                    what: what
                )
                guard case .call(let name, let arguments) = call else {
                    if case .number = call { offsetValue.expected(what) }
                    return nil
                }
                let point = Point(x: arguments[0], y: arguments[1])
                offset = name == "fractional" ? .fractional(point) : .absolute(point)
            } else {
                guard let point = offsetValue.point() else { return nil }
                offset = .absolute(point)
            }
        }
        return CollectionLayoutAnchor(edges: edges, offset: offset)
    }

    /// `decorationItems:`, each `{elementKind, contentInsets}`.
    func decorationItems(_ value: SpecValue) -> [CollectionLayoutDecorationItem]? {
        guard let list = value.sequence(what: "a list of decoration items") else { return nil }
        var kinds = KindRegistry()
        var items: [CollectionLayoutDecorationItem] = []
        for entry in list {
            guard let entries = entry.mapping(allowed: Self.decorationKeys, what: "a decoration item {elementKind:}")
            else {
                continue
            }
            guard let kindValue = entries[.elementKind] else {
                entry.report(.missingKey, "a decoration item needs an `elementKind`")
                continue
            }
            let kind = kinds.admit(kindValue)
            let insets = entries[.contentInsets].flatMap(directionalInsets)
            var item = CollectionLayoutDecorationItem(elementKind: kind ?? "", contentInsets: insets ?? .zero)
            read(
                SpecKeyCatalogue.decorationParameterKeys,
                \.itemParameter?.decoration,
                from: entries,
                on: .section,
                into: &item
            )
            guard kind != nil else { continue }
            items.append(item)
        }
        return items
    }
}
