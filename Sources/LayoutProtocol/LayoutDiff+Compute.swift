public import LayoutEngine

extension LayoutDiff {
    /// The diff from `old` to `new`.
    public init(from old: LayoutSnapshot, to new: LayoutSnapshot) {
        var previous: [String: EnvironmentLayout] = [:]
        for environment in old.environments { previous[environment.name] = environment }
        var changes: [EnvironmentChange] = []
        for environment in new.environments {
            if let before = previous.removeValue(forKey: environment.name) {
                changes.append(.changed(EnvironmentDiff(from: before, to: environment)))
            } else {
                changes.append(.inserted(environment))
            }
        }
        for environment in old.environments where previous[environment.name] != nil {
            changes.append(.deleted(name: environment.name))
        }
        self.init(environments: changes)
    }
}

extension EnvironmentDiff {
    /// The changes inside one environment.
    init(from old: EnvironmentLayout, to new: EnvironmentLayout) {
        self.init(name: new.name)
        if old.contentSize != new.contentSize { contentSize = new.contentSize }
        if old.size != new.size { size = new.size }
        if old.scale != new.scale { scale = new.scale }
        if old.supplementaries != new.supplementaries { supplementaries = new.supplementaries }

        // The usual case, a save that moved or changed sections but kept their ids and order: section
        // by section, with no lookups.
        if old.sections.count == new.sections.count,
            zip(old.sections, new.sections).allSatisfy({ $0.id == $1.id })
        {
            for (before, after) in zip(old.sections, new.sections) {
                changes.append(contentsOf: Self.changes(from: before, to: after))
            }
            return
        }
        var before: [SectionID: SectionLayout] = [:]
        for section in old.sections { before[section.id] = section }
        let newIDs = Set(new.sections.map(\.id))
        for section in old.sections where !newIDs.contains(section.id) {
            changes.append(.deleteSection(section.id))
        }
        // Sections kept in order stay; the others move (the longest run kept in order stays put).
        let kept = new.sections.enumerated().filter { before[$0.element.id] != nil }
        let oldIndex: [SectionID: Int] = Dictionary(
            uniqueKeysWithValues: old.sections.enumerated().map { ($0.element.id, $0.offset) }
        )
        let staying = Self.longestIncreasingRun(kept.map { oldIndex[$0.element.id] ?? 0 })
        for (position, entry) in kept.enumerated() where !staying.contains(position) {
            changes.append(.moveSection(entry.element.id, to: entry.offset))
        }
        for section in new.sections where before[section.id] == nil {
            changes.append(.insertSection(section))
        }
        for section in new.sections {
            guard let old = before[section.id] else { continue }
            changes.append(contentsOf: Self.changes(from: old, to: section))
        }
    }

    /// The element changes of one section present before and after.
    static func changes(from old: SectionLayout, to new: SectionLayout) -> [SectionChange] {
        var changes: [SectionChange] = []
        let id = new.id
        let delta = Point(x: new.frame.minX - old.frame.minX, y: new.frame.minY - old.frame.minY)
        var shifted = old
        if delta != .zero {
            changes.append(.shift(section: id, by: delta))
            shifted = old.shifted(by: delta)
        }
        if old.sharesElements(with: new, movedBy: delta.x, dy: delta.y) {
            // A section the engine only moved: its elements are the old ones moved by `delta` (the
            // engine moves sections only where that addition is exact, so applying the shift to the
            // old frames gives these).
            if new.frame != shifted.frame {
                changes.append(
                    .update(section: id, frame: new.frame, elements: [], was: PreviousFrames(section: old.frame))
                )
            }
            return changes
        }
        let oldElements = shifted.elements
        let newElements = new.elements
        var updated: [LayoutElement] = []
        // Their frames in the previous layout, before the shift.
        var was: [Rect] = []
        if oldElements.count == newElements.count,
            zip(oldElements, newElements).allSatisfy({ ElementKey($0) == ElementKey($1) })
        {
            // The same elements in the same order: only frames (or colors, z-indexes) changed.
            for (index, element) in newElements.enumerated() where element != oldElements[index] {
                updated.append(element)
                was.append(old.elements[index].frame)
            }
        } else {
            let oldKeys = oldElements.map(ElementKey.init)
            let newKeys = newElements.map(ElementKey.init)
            let newSet = Set(newKeys)
            let oldSet = Set(oldKeys)
            let kept = oldKeys.filter { newSet.contains($0) }
            if kept == newKeys.filter({ oldSet.contains($0) }) {
                let deleted = oldKeys.filter { !newSet.contains($0) }
                if !deleted.isEmpty { changes.append(.delete(section: id, elements: deleted)) }
                let inserted = newElements.enumerated().filter { !oldSet.contains(newKeys[$0.offset]) }
                if !inserted.isEmpty {
                    changes.append(
                        .insert(
                            section: id,
                            elements: inserted.map { PositionedElement(at: $0.offset, element: $0.element) }
                        )
                    )
                }
                var oldByKey: [ElementKey: (shifted: LayoutElement, frame: Rect)] = [:]
                for (element, unshifted) in zip(oldElements, old.elements) {
                    oldByKey[ElementKey(element)] = (element, unshifted.frame)
                }
                for element in newElements {
                    if let before = oldByKey[ElementKey(element)], before.shifted != element {
                        updated.append(element)
                        was.append(before.frame)
                    }
                }
            } else {
                // The kept elements changed order: replace them all.
                changes.append(.delete(section: id, elements: oldKeys))
                changes.append(
                    .insert(
                        section: id,
                        elements: newElements.enumerated().map {
                            PositionedElement(at: $0.offset, element: $0.element)
                        }
                    )
                )
            }
        }
        let frame = new.frame != shifted.frame ? new.frame : nil
        if frame != nil || !updated.isEmpty {
            changes.append(
                .update(
                    section: id,
                    frame: frame,
                    elements: updated,
                    was: PreviousFrames(section: frame == nil ? nil : old.frame, elements: was)
                )
            )
        }
        return changes
    }

    /// The positions of one longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions in `values`, by run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: Set<Int> = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}

extension SectionLayout {
    /// The section with its frame and every element moved by `delta`, as a `shift` is applied.
    func shifted(by delta: Point) -> SectionLayout {
        offsetBy(dx: delta.x, dy: delta.y)
    }
}
