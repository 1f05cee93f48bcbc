/// yahoojapan's `UICollectionViewSplitLayout`, as spec-format.md's split section states it.
///
/// Two independent columns, each a left-aligned, top-aligned flow with no justification, filled by
/// the sections assigned to that side; both start at the top of the content. Items wrap with a strict
/// test (an exact fit does not wrap), a first item too wide for its side is pushed down by one line
/// spacing, and with `isNormalizingLineHeight` every item of a line takes the line's height. Every
/// section gets a background decoration covering its inset area. Nothing is pixel-rounded.
///
/// Known deviation: a section whose side gets no width (ratio 1 and side right, ratio 0 and side left)
/// produces no elements, where UICollectionViewSplitLayout would shift the attributes of every later
/// section by one index (a bug the format fixes on purpose).
public enum SplitLayout {
    /// The z-index UICollectionViewSplitLayout gives its section backgrounds, and pinned headers.
    static let backgroundZIndex = -1
    static let pinnedHeaderZIndex = 1024

    /// Lays out the sections of a split spec in one environment.
    public static func layOut(
        _ spec: SplitLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment
    ) -> EnvironmentLayout {
        var cache = Cache()
        return layOut(spec, sections: sections, in: environment, cache: &cache)
    }

    typealias Cache = SectionCache<SplitParameters, SplitSectionLayout?>

    /// Lays out the sections of a split spec in one environment, reusing the last layout's sections.
    ///
    /// `cache` holds them from the last layout of the same environment. Each side stacks its own sections.
    static func layOut(
        _ spec: SplitLayoutSpec,
        sections: [Section],
        in environment: LayoutEnvironment,
        cache: inout Cache
    ) -> EnvironmentLayout {
        let variants = spec.variants.filter { $0.condition.holds(in: environment) }
        let layout = variants.overlaying(layout: spec.split)
        let columns = SplitColumns(layout, environment: environment)

        var tails: [SplitSide: Double] = [.left: 0, .right: 0]
        var tailY = 0.0
        var sectionLayouts: [SectionLayout] = []
        cache.begin(environment: environment, layout: layout)
        for index in sections.indices {
            let id = sections[index].id
            let own = variants.overlaying(section: sections[index].split, id: id)
            let parameters = layout.overlaid(by: own)
            let side = parameters.side ?? .left
            let column = columns.column(side)
            let key = SectionKey(items: sections[index].items, own: own)
            // A side with no width lays out nothing (a `nil` local layout, kept like any other).
            let computed =
                cache.reuse(id, key: key)
                ?? cache.keep(
                    id,
                    key: key,
                    local: column.width > 0
                        ? SplitSectionLayout(sections[index], parameters: parameters, column: column) : nil
                )
            let local = computed.local
            let top = tails[side] ?? 0
            let placed =
                cache.move(index, to: top, along: local?.movesAlong)
                ?? cache.keep(
                    local.map { local in
                        let placed = local.placed(id, index: index, top: top, environment: environment)
                        return environment.isRightToLeft ? placed.mirrored(across: columns.contentWidth) : placed
                    } ?? SectionLayout(id: id, index: index, frame: .zero, elements: []),
                    at: index,
                    origin: top
                )
            if let local {
                tails[side] = top + local.end
                tailY = max(tailY, top + local.end)
            }
            sectionLayouts.append(placed)
        }
        return EnvironmentLayout(
            name: environment.name,
            size: environment.size,
            scale: environment.scale,
            contentSize: Size(width: columns.contentWidth, height: tailY + environment.contentInset.bottom),
            sections: sectionLayouts
        )
    }
}

/// The two columns of a split layout in one environment.
struct SplitColumns {
    /// A column: its leading x and its width.
    struct Column {
        var x: Double
        var width: Double
    }

    /// `bounds.width − contentInset.left − .right − the reference insets' left and right`.
    var contentWidth: Double
    var left: Column
    var right: Column

    init(_ parameters: SplitParameters, environment: LayoutEnvironment) {
        let reference = parameters.sectionInsetReference ?? .fromSafeArea
        let start = reference == .fromSafeArea ? environment.safeArea : .zero
        let inset = environment.contentInset
        contentWidth = environment.size.width - inset.left - inset.right - start.left - start.right
        let ratio = parameters.leftSideRatio ?? 1
        let spacing = ratio == 0 || ratio == 1 ? 0 : parameters.splitSpacing ?? 0
        let total = contentWidth - spacing
        let leftWidth = total * ratio
        left = Column(x: start.left, width: leftWidth)
        right = Column(x: start.left + leftWidth + spacing, width: total - total * ratio)
    }

    func column(_ side: SplitSide) -> Column {
        side == .left ? left : right
    }
}
