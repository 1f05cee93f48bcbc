import LayoutEngine
import Yams

/// What one parse holds as it reads, a value for each concern: the budgets' counts, the layout's
/// kind, what is kept for the next parse and taken from the previous one, per-item reading and the
/// names of `let:`.
extension DocumentReader {
    /// Items and sizes counted against the budgets.
    struct Counts {
        /// Items counted so far, against ``SpecParser/itemCap``.
        var itemTotal = 0
        /// Whether the item cap was already reported (it is reported once).
        var itemCapExceeded = false
        /// Sizes computed per item so far, over every environment, against the frame budget.
        var perItemSizesComputed = 0
        var perItemBudgetReported = false
    }

    /// The kind of layout being read, which decides the section and item keys, and what its
    /// sections take from the layout.
    struct Kind {
        var type: LayoutType = .flow
        /// A split layout's `itemSize`, for items that give none.
        var splitDefaultItemSize: SplitItemSize?
        /// A compositional layout's `list`: then every section is a list section.
        var compositionalList: ListConfiguration?
        /// Whether the compositional layout scrolls horizontally, where no list can be.
        var compositionalIsHorizontal = false
    }

    /// What this parse keeps for the next one (``ComposedSpec``), and the tree it composed.
    struct Kept {
        /// The positions of the sections with a value that reads the environment.
        var sectionsReadingEnvironment: Set<Int> = []
        /// The spec's and the layout's names as this parse read them.
        var bindingsRead = BindingsRead()
        /// The sections read in environments, by position, keyed by the values their expressions took
        /// (``ExpressionScope/trace``).
        var sectionsByValues: [Int: SectionsByValues] = [:]
        /// Each environment's sections (before variants set items), keyed by all its values.
        var sectionsByEnvironment: [ExpressionEnvironment: [Section]] = [:]
        /// The tree the text composed into.
        var composedRoot: Node?
        /// The text's bytes and line starts, when it was composed in part.
        var composedLines: (bytes: [UInt8], starts: [Int])?
    }

    /// What the previous parse read that this one takes: set only when the text changed nothing but
    /// entries of `sections`, as many as before.
    struct Reused {
        /// Sections of the previous parse standing for entries that this text leaves as they were.
        var sections: (sections: [Section], replaced: Range<Int>)?
        /// The entries of the previous parse's sections that read the environment.
        var sectionsReadingEnvironment: Set<Int> = []
        /// The previous parse's sections read in environments, by the index of their entry.
        var sectionsByValues: [Int: SectionsByValues] = [:]
        /// The previous parse's sections of each environment, keyed by all its values.
        var sectionsByEnvironment: [ExpressionEnvironment: [Section]] = [:]
        /// The spec's and the layout's names as the previous parse read them.
        var bindings: BindingsRead?
    }

    /// How items whose sizes are computed per item are read.
    struct PerItem {
        /// Whether a run whose size reads `indexPath` stays one run of its count, its sizes left to the
        /// code that computes them (``SpecParser/parseForGeneration(_:file:)``), instead of a run a size.
        var keepsRuns = false
        /// The index in its section of the next item read (``readItems(_:)``): what `indexPath.item` is.
        var nextItemIndex = 0
        /// The positions of the sections whose item sizes read `collectionView.numberOfItems(inSection:)`:
        /// read again in an environment once every section's item count there is known.
        var sectionsReadingItemCounts: Set<Int> = []
    }

    /// The names of `let:`, as bound and as evaluated.
    struct Bound {
        /// Every value each binding takes, by where it was written, when kept (not `nil`).
        ///
        /// A constant's one value has no environment (``SpecParser/boundNames(in:file:)``). Reading then
        /// takes no section from another environment's read, so that every environment's values are
        /// evaluated.
        var values: [BoundValueKey: [(environment: String?, value: ExpressionValue)]]?
        /// The names the spec's and the layout's `let:` bind, in order: evaluated again in each
        /// environment.
        var layoutBindings: [Binding] = []
        /// Every name bound on the first read, for the warning of one never used.
        var allBindings: [Binding] = []
        /// The layout's names that a variant's `let:` gives another expression: they keep a slot even when
        /// their own expression is a constant.
        var namesVariantsRebind: Set<String> = []
    }
}
