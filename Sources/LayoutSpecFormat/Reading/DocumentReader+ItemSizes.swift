import LayoutEngine
import Yams

/// Item sizes that read `indexPath` (spec-format.md, "Named values and per-item sizes"): computed for
/// each item of a run, as `sizeForItemAt` is called for each, into runs of equal consecutive sizes.
extension DocumentReader {
    /// One component (width or height) of an item's size, as read in the scope's environment.
    enum ItemDimension {
        /// The same for every item of the run.
        case value(Double)
        /// An expression of the item's index, with all else in it computed for the environment.
        case perItem(CompiledExpression, SpecValue)
        /// It reads the item's index, and no environment is known yet: the part is read again in each.
        case placeholder
    }

    /// Reads `value` as a component of an item's size; `nil` after reporting a mistake.
    ///
    /// `fixed` reads a component that does not read `indexPath` the way the layout kind reads it.
    func itemDimension(_ value: SpecValue, fixed: (SpecValue) -> Double?) -> ItemDimension? {
        let scope = diagnostics.scope
        scope.isItemSize = true
        defer { scope.isItemSize = false }
        guard value.isExpression, let text = value.node.scalar?.string,
            case .success(let compiled) = scope.compile(text, expecting: .float), compiled.type.isNumber,
            compiled.expression.readsItem || compiled.expression.readsItemCounts
        else { return fixed(value).map(ItemDimension.value) }
        scope.readsEnvironment = true
        scope.sources[value.path] = SpecExpression(text: text, syntax: compiled.syntax)
        if compiled.expression.readsItemCounts, let section = scope.sectionIndex {
            perItem.sectionsReadingItemCounts.insert(section)
        }
        guard let environment = scope.currentEnvironment else { return .placeholder }
        guard environment.position.itemCounts != nil || !compiled.expression.readsItemCounts else {
            // Read again once the counts are known: this read must not stand for that one.
            scope.evaluated(compiled.expression, to: .number(.nan))
            return .placeholder
        }
        let specialized = compiled.expression.specialized(in: environment) { scope.evaluated($0, to: $1) }
        return .perItem(specialized, value)
    }

    /// The runs of `count` items from the section's item `firstItem` on, whose sizes `width` and
    /// `height` give, each run made by `make` from one size; `nil` after reporting a size that fails or
    /// is out of range for some item.
    ///
    /// Where sizes differ from item to item, `each` makes one run of them all, one size an item (flow
    /// and compositional layouts); without it, consecutive equal sizes make one run each.
    func itemRuns(
        count: Int,
        firstItem: Int,
        width: ItemDimension,
        height: ItemDimension,
        each: (([Size]) -> ItemRun)? = nil,
        make: (Double, Double) -> ItemRun
    ) -> [ItemRun]? {
        func counted(_ run: ItemRun, _ count: Int) -> ItemRun {
            var run = run
            run.count = count
            return run
        }
        switch (width, height) {
        case (.value(let w), .value(let h)):
            return [counted(make(w, h), count)]
        case (.placeholder, _), (_, .placeholder):
            return [counted(make(width.fixedValue, height.fixedValue), count)]
        default:
            // Read for code generation, a run stays one run: its code computes the sizes.
            if perItem.keepsRuns { return [counted(make(width.fixedValue, height.fixedValue), count)] }
        }
        guard var environment = diagnostics.scope.currentEnvironment, count > 0 else { return [] }
        let (sum, overflow) = counts.perItemSizesComputed.addingReportingOverflow(count)
        counts.perItemSizesComputed = overflow ? .max : sum
        guard counts.perItemSizesComputed <= FrameBudget.maximum else {
            if !counts.perItemBudgetReported, case .perItem(_, let value) = width.perItem ?? height {
                counts.perItemBudgetReported = true
                value.report(
                    .tooLarge,
                    "sizes computed per item for more than 2,000,000 items over the environments; "
                        + "use fewer environments or items"
                )
            }
            return nil
        }
        let period = CompiledExpression.commonPeriod([width.itemPeriod, height.itemPeriod])
        let computed = min(period ?? count, count)
        var sizes: [(Double, Double)] = []
        sizes.reserveCapacity(computed)
        for item in firstItem..<(firstItem + computed) {
            environment.position.itemIndex = item
            guard let w = dimension(width, at: item, in: environment),
                let h = dimension(height, at: item, in: environment)
            else { return nil }
            sizes.append((w, h))
        }
        if let each, sizes.contains(where: { $0 != sizes[0] }) {
            var all: [Size] = []
            all.reserveCapacity(count)
            let pattern = sizes.map { Size(width: $0.0, height: $0.1) }
            while all.count + pattern.count <= count { all.append(contentsOf: pattern) }
            all.append(contentsOf: pattern.prefix(count - all.count))
            return [each(all)]
        }
        var runs: [ItemRun] = []
        var last: (size: (Double, Double), count: Int)?
        for offset in 0..<count {
            let size = sizes[offset % computed]
            if let current = last, current.size == size {
                last = (size, current.count + 1)
                continue
            }
            if let current = last { runs.append(counted(make(current.size.0, current.size.1), current.count)) }
            last = (size, 1)
        }
        if let current = last { runs.append(counted(make(current.size.0, current.size.1), current.count)) }
        return runs
    }

    /// The value of one component for the item at `item`, checked as a size's component is: finite,
    /// at least 0, at most a million; `nil` after reporting.
    private func dimension(_ dimension: ItemDimension, at item: Int, in environment: ExpressionEnvironment) -> Double? {
        guard case .perItem(let expression, let value) = dimension else {
            if case .value(let fixed) = dimension { return fixed }
            return 0
        }
        let number: Double
        do {
            number = try expression.evaluate(in: environment).number
        } catch {
            value.report(
                .invalidValue,
                "\(error.message) in environment \"\(environment.name)\" for item \(item)",
                at: error.offset,
                once: true
            )
            return nil
        }
        guard number.isFinite, number >= 0, number <= SpecValue.largestNumber else {
            value.report(
                .invalidValue,
                "expected a number ≥ 0, found \(formatBound(number)) (the expression's value in environment "
                    + "\"\(environment.name)\" for item \(item))",
                at: 0,
                once: true
            )
            return nil
        }
        return number
    }
}

extension DocumentReader.ItemDimension {
    /// The dimension itself when it is computed per item.
    var perItem: Self? {
        if case .perItem = self { return self }
        return nil
    }

    /// Its value where it is the same for every item, else 0.
    var fixedValue: Double {
        if case .value(let value) = self { return value }
        return 0
    }

    /// The number of items after which its values repeat (``CompiledExpression/itemPeriod``).
    var itemPeriod: Int? {
        if case .perItem(let expression, _) = self { return expression.itemPeriod }
        return 1
    }
}
