/// A cell placed by a group: its frame relative to the group's origin, and the badges its item carries.
struct PlacedCell {
    var frame: Rect
    var supplementaryItems: [CollectionLayoutSupplementaryItem]
}

/// One repetition of a group, filled with the section's items from some index on.
struct GroupSolution {
    /// The group's outer size; estimated axes are sized by their content.
    var size: Size
    /// One cell per item consumed, in item order.
    var cells: [PlacedCell]
    var consumed: Int { cells.count }
}

/// Fills groups with items, as spec-format.md's compositional section states it.
///
/// Every repetition of a group is solved afresh from the items it receives, so measured sizes on
/// estimated axes re-wrap items exactly as a left-aligned flow would (the fixed-spacing seed layout).
struct GroupSolver {
    /// The measured size of each item of the section (`nil`: the estimate stands).
    let measured: [Size?]
    /// The pixel grid fractional sizes are floored to, if they are (``CompositionalRounding``).
    var floorScale: Double? = nil

    /// How far a sum of lengths may pass the room for it and still fit: absorbs the rounding error of
    /// fractional sizes (three `fractionalWidth(1/3)` items fill their group exactly).
    static let fitTolerance = 1e-9

    /// Solves one repetition of `group`, proposed at `proposed` (its layout size resolved, estimates as
    /// given), taking items from `start` on.
    func solve(_ group: CollectionLayoutGroup, proposed: Size, start: Int) -> GroupSolution {
        let axis = group.axis
        let insets = axis.insets(group.contentInsets)
        let inner = Size(
            width: max(proposed.width - group.contentInsets.left - group.contentInsets.right, 0),
            height: max(proposed.height - group.contentInsets.top - group.contentInsets.bottom, 0)
        )
        let innerMain = axis.main(inner)
        let mainEstimated = axis.mainDimension(group.layoutSize).isEstimated
        let crossEstimated = axis.crossDimension(group.layoutSize).isEstimated
        let gap = group.interItemSpacing?.minimum ?? 0

        // 1. Choose the subitems and solve each against the room inside the group.
        var slots: [Slot] = []
        var used = 0.0
        var index = start
        if let count = group.count, let subitem = group.subitems.first {
            // `repeatingSubitem:count:` repeats the subitem at its own size in the group, with no
            // test that it fits (UIKit leaves that to the app); `subitem:count:` shares the room.
            var container = inner
            var forcedMain: Double?
            if group.repetition == .sharingLength {
                let edges = axis.spacings(subitem.edgeSpacing)
                let edgeLength = (edges.leading?.minimum ?? 0) + (edges.trailing?.minimum ?? 0)
                // The room the items share: the group's inner length less the gaps and edge spacings.
                let room = max(innerMain - Double(count - 1) * gap - Double(count) * edgeLength, 0)
                // A length that `count` divides is floored as a fraction is (a policy).
                forcedMain = CompositionalRounding.floored(room / Double(count), scale: floorScale)
                // Each item's fractions are of that room, not of the whole group (real renders: a
                // `fractionalWidth(0.25)` height in a `count: 4` row is as tall as the item is wide).
                container = axis.size(main: room, cross: axis.cross(inner))
            }
            // Never more repetitions than items left: a huge `count` costs what the items do.
            for _ in 0..<min(count, max(measured.count - index, 0)) where index < measured.count {
                let slot = solve(subitem, in: container, axis: axis, forcedMain: forcedMain, at: index)
                guard slot.solution.consumed > 0 else { break }
                used += (slots.isEmpty ? 0 : gap) + slot.footprint(axis)
                slots.append(slot)
                index += slot.solution.consumed
            }
        } else {
            var next = 0
            while index < measured.count, !group.subitems.isEmpty {
                // A group sized by its content along its axis holds each subitem once.
                if mainEstimated && next == group.subitems.count { break }
                let subitem = group.subitems[next % group.subitems.count]
                let slot = solve(subitem, in: inner, axis: axis, forcedMain: nil, at: index)
                let footprint = (slots.isEmpty ? 0 : gap) + slot.footprint(axis)
                if !slots.isEmpty, !mainEstimated, used + footprint > innerMain + Self.fitTolerance { break }
                guard slot.solution.consumed > 0 else { break }
                used += footprint
                slots.append(slot)
                index += slot.solution.consumed
                next += 1
            }
        }

        // 2. The group's size: estimated axes hug the content.
        let innerCross =
            crossEstimated
            ? slots.map { $0.crossFootprint(axis) }.max() ?? 0
            : axis.cross(inner)
        let mainLength = mainEstimated ? used : innerMain
        let size = axis.size(
            main: mainEstimated ? used + insets.start + insets.end : axis.main(proposed),
            cross: crossEstimated ? innerCross + insets.crossStart + insets.crossEnd : axis.cross(proposed)
        )

        // 3. Leftover room along the axis goes in equal shares to every flexible edge and gap.
        var flexibleCount = 0
        for slot in slots {
            if slot.edges.leading?.isFlexible == true { flexibleCount += 1 }
            if slot.edges.trailing?.isFlexible == true { flexibleCount += 1 }
        }
        if group.interItemSpacing?.isFlexible == true { flexibleCount += max(slots.count - 1, 0) }
        let leftover = mainLength - used
        let share = leftover > 0 && flexibleCount > 0 ? leftover / Double(flexibleCount) : 0
        func extra(_ spacing: CollectionLayoutSpacing?) -> Double { spacing?.isFlexible == true ? share : 0 }

        // 4. Place each slot along the axis, and across it by its cross edge spacing.
        var cells: [PlacedCell] = []
        cells.reserveCapacity(index - start)
        var position = insets.start
        for (number, slot) in slots.enumerated() {
            if number > 0 { position += gap + extra(group.interItemSpacing) }
            position += (slot.edges.leading?.minimum ?? 0) + extra(slot.edges.leading)
            let room = innerCross - slot.crossFootprint(axis)
            var crossPosition = insets.crossStart + (slot.edges.crossLeading?.minimum ?? 0)
            switch (slot.edges.crossLeading?.isFlexible == true, slot.edges.crossTrailing?.isFlexible == true) {
            case (true, true): crossPosition += max(room, 0) / 2
            case (true, false): crossPosition += max(room, 0)
            default: break
            }
            let origin = axis.point(main: position, cross: crossPosition)
            for cell in slot.solution.cells {
                cells.append(
                    PlacedCell(
                        frame: cell.frame.offsetBy(dx: origin.x, dy: origin.y),
                        supplementaryItems: cell.supplementaryItems
                    )
                )
            }
            position += axis.main(slot.solution.size) + (slot.edges.trailing?.minimum ?? 0) + extra(slot.edges.trailing)
        }
        return GroupSolution(size: size, cells: cells)
    }

    /// A subitem solved against the room inside its group: an item takes one item of the section, a
    /// nested group as many as fit in it.
    func solve(
        _ subitem: CollectionLayoutSubitem,
        in inner: Size,
        axis: CollectionLayoutGroupAxis,
        forcedMain: Double?,
        at index: Int
    ) -> Slot {
        let edges = axis.spacings(subitem.edgeSpacing)
        switch subitem {
        case .item(let item):
            var size = item.layoutSize.resolved(in: inner, measured: measured[index], floorScale: floorScale)
            if let forcedMain { size = axis.size(main: forcedMain, cross: axis.cross(size)) }
            let frame = Self.cellFrame(size: size, item: item, mainForced: forcedMain != nil, axis: axis)
            return Slot(
                solution: GroupSolution(
                    size: size,
                    cells: [PlacedCell(frame: frame, supplementaryItems: item.supplementaryItems)]
                ),
                edges: edges
            )
        case .group(let nested):
            var proposed = nested.layoutSize.resolved(in: inner, floorScale: floorScale)
            if let forcedMain { proposed = axis.size(main: forcedMain, cross: axis.cross(proposed)) }
            return Slot(solution: solve(nested, proposed: proposed, start: index), edges: edges)
        }
    }

    /// The cell's frame in its slot: the slot less the item's `contentInsets`, except on estimated axes.
    static func cellFrame(
        size: Size,
        item: CollectionLayoutItem,
        mainForced: Bool,
        axis: CollectionLayoutGroupAxis
    ) -> Rect {
        var frame = Rect(origin: .zero, size: size)
        let insets = item.contentInsets
        let widthForced = mainForced && axis.isHorizontal
        let heightForced = mainForced && !axis.isHorizontal
        if widthForced || !item.layoutSize.width.isEstimated {
            frame.origin.x = insets.left
            frame.size.width = max(size.width - insets.left - insets.right, 0)
        }
        if heightForced || !item.layoutSize.height.isEstimated {
            frame.origin.y = insets.top
            frame.size.height = max(size.height - insets.top - insets.bottom, 0)
        }
        return frame
    }

    /// A solved subitem and the edge spacing around it, along and across its group's axis.
    struct Slot {
        var solution: GroupSolution
        var edges:
            (
                leading: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
                crossLeading: CollectionLayoutSpacing?, crossTrailing: CollectionLayoutSpacing?
            )

        /// Leading spacing + length + trailing spacing along the axis, at their minimums.
        func footprint(_ axis: CollectionLayoutGroupAxis) -> Double {
            (edges.leading?.minimum ?? 0) + axis.main(solution.size) + (edges.trailing?.minimum ?? 0)
        }

        /// The same across the axis: what an estimated cross size grows to hold.
        func crossFootprint(_ axis: CollectionLayoutGroupAxis) -> Double {
            (edges.crossLeading?.minimum ?? 0) + axis.cross(solution.size) + (edges.crossTrailing?.minimum ?? 0)
        }
    }
}
