/// The transpose of every value a compositional layout reads and writes: x and y, widths and heights,
/// top and leading, bottom and trailing swapped.
///
/// A horizontally scrolling compositional layout is the transpose of a vertically scrolling one, so
/// layoutd lays it out as the vertical layout of its transposed keys and transposes the frames back.

extension Size {
    var transposed: Size { Size(width: height, height: width) }
}

extension Point {
    var transposed: Point { Point(x: y, y: x) }
}

extension Rect {
    var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }
}

extension EdgeInsets {
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}

extension LayoutEnvironment {
    var transposed: LayoutEnvironment {
        var environment = self
        environment.size = size.transposed
        environment.safeArea = safeArea.transposed
        environment.contentInset = contentInset.transposed
        environment.layoutMargins = layoutMargins.transposed
        environment.contentOffset = contentOffset?.transposed
        return environment
    }
}

extension LayoutElement {
    var transposed: LayoutElement {
        var element = self
        element.frame = frame.transposed
        return element
    }
}

extension SectionLayout {
    var transposed: SectionLayout {
        SectionLayout(id: id, index: index, frame: frame.transposed, elements: elements.map(\.transposed))
    }
}

extension CollectionLayoutDimension {
    var transposed: CollectionLayoutDimension {
        switch self {
        case .absolute, .estimated: return self
        case .fractionalWidth(let fraction): return .fractionalHeight(fraction)
        case .fractionalHeight(let fraction): return .fractionalWidth(fraction)
        }
    }
}

extension CollectionLayoutSize {
    var transposed: CollectionLayoutSize { CollectionLayoutSize(width: height.transposed, height: width.transposed) }
}

extension CollectionLayoutEdgeSpacing {
    var transposed: CollectionLayoutEdgeSpacing {
        CollectionLayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}

extension CollectionLayoutItem {
    var transposed: CollectionLayoutItem {
        CollectionLayoutItem(
            layoutSize: layoutSize.transposed,
            contentInsets: contentInsets.transposed,
            edgeSpacing: edgeSpacing.transposed,
            supplementaryItems: supplementaryItems.map(\.transposed)
        )
    }
}

extension CollectionLayoutGroup {
    var transposed: CollectionLayoutGroup {
        CollectionLayoutGroup(
            axis: axis == .horizontal ? .vertical : .horizontal,
            layoutSize: layoutSize.transposed,
            subitems: subitems.map(\.transposed),
            count: count,
            repetition: repetition,
            interItemSpacing: interItemSpacing,
            contentInsets: contentInsets.transposed,
            edgeSpacing: edgeSpacing.transposed
        )
    }
}

extension CollectionLayoutSubitem {
    var transposed: CollectionLayoutSubitem {
        switch self {
        case .item(let item): return .item(item.transposed)
        case .group(let group): return .group(group.transposed)
        }
    }
}

extension RectAlignment {
    var transposed: RectAlignment {
        switch self {
        case .none, .topLeading, .bottomTrailing: return self
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        }
    }
}

extension DirectionalRectEdge {
    var transposed: DirectionalRectEdge {
        switch self {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        }
    }
}

extension CollectionLayoutAnchor {
    var transposed: CollectionLayoutAnchor {
        let offset: Offset
        switch self.offset {
        case .absolute(let point): offset = .absolute(point.transposed)
        case .fractional(let point): offset = .fractional(point.transposed)
        }
        return CollectionLayoutAnchor(edges: Set(edges.map(\.transposed)), offset: offset)
    }
}

extension CollectionLayoutSupplementaryItem {
    var transposed: CollectionLayoutSupplementaryItem {
        CollectionLayoutSupplementaryItem(
            elementKind: elementKind,
            layoutSize: layoutSize.transposed,
            containerAnchor: containerAnchor.transposed,
            itemAnchor: itemAnchor?.transposed
        )
    }
}

extension CollectionLayoutBoundarySupplementaryItem {
    var transposed: CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(
            elementKind: elementKind,
            layoutSize: layoutSize.transposed,
            alignment: alignment.transposed,
            offset: offset.transposed,
            extendsBoundary: extendsBoundary,
            pinToVisibleBounds: pinToVisibleBounds,
            measuredSize: measuredSize?.transposed
        )
    }
}

extension CollectionLayoutDecorationItem {
    var transposed: CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind, contentInsets: contentInsets.transposed)
    }
}

extension CompositionalParameters {
    var transposed: CompositionalParameters {
        var parameters = self
        parameters.boundarySupplementaryItems = boundarySupplementaryItems?.map(\.transposed)
        parameters.group = group?.transposed
        parameters.contentInsets = contentInsets?.transposed
        parameters.decorationItems = decorationItems?.map(\.transposed)
        return parameters
    }
}
