import LayoutEngine

/// Every key of the spec format, a row each, in the order the format lists them.
///
/// The one table of keys: the reader's allowed keys (``names(in:)``), the JSON Schema and so
/// completion, hover (``row(_:in:)``), the importers' property and delegate tables and the versions of
/// iOS generated code needs read it. Adding a key is a row here and a field of the engine.
public enum SpecKeyCatalogue {
    /// Every row: the spec's own keys, then each layout kind's.
    public static let rows: [SpecKey] = documentRows + environmentRows + flowRows + splitRows + compositionalRows

    /// The keys of `scope`, in the format's order.
    public static func keys(in scope: SpecKey.Scope) -> [SpecKey] {
        rows.filter { $0.scopes.contains(scope) }
    }

    /// The names of the keys of `scope`, in the format's order.
    public static func names(in scope: SpecKey.Scope) -> [String] {
        keys(in: scope).map(\.name)
    }

    /// The row of `name` in the first of `scopes` that has it.
    public static func row(_ name: String, in scopes: [SpecKey.Scope]) -> SpecKey? {
        for scope in scopes {
            if let row = rows.first(where: { $0.name == name && $0.scopes.contains(scope) }) { return row }
        }
        return nil
    }

    /// The row whose UIKit property is `owner.name`.
    public static func row(property name: String, of owner: String) -> SpecKey? {
        rowsByProperty[UIKitProperty(owner, name)]
    }

    /// The rows of UIKit's properties, each by its property (the first row of one a key of several
    /// mappings shares).
    static let rowsByProperty: [UIKitProperty: SpecKey] = Dictionary(
        rows.compactMap { row in row.property.map { ($0, row) } },
        uniquingKeysWith: { first, _ in first }
    )

    /// A flow layout's keys that are properties of UIKit's `UICollectionViewFlowLayout`, in order.
    public static let flowLayoutProperties = keys(in: .flow).filter { $0.property?.owner == UIKitClass.flowLayout }

    /// The flow layout classes of UIKit and the aligned flow layout package, whose properties are keys
    /// of the same name.
    public static let flowLayoutClasses = [UIKitClass.flowLayout, UIKitClass.alignedFlowLayout]
    /// The seed flow layouts: subclasses whose own properties are keys of other names.
    public static let seedLayoutClasses = [
        "WideCollectionViewLayout", "DSSCollectionViewFlowLayout", "CollectionDisplay",
    ]

    // MARK: The spec

    static let documentRows: [SpecKey] = [
        SpecKey(.version, [.root], .constant(1), "The format's version: only 1 exists."),
        SpecKey(.name, [.root], .types(["string"]), "The spec's name; default: the file name without .layout.yaml."),
        SpecKey(
            .environments,
            [.root],
            .list(of: "environment"),
            "The collection views to lay the spec out in: device presets or explicit sizes. Default: an iPhone 17 in portrait."
        ),
        SpecKey(
            .type,
            [.layout],
            .enumeration(DocumentReader.LayoutType.allCases.map(\.rawValue)),
            "`flow` (UICollectionViewFlowLayout), `split` (UICollectionViewSplitLayout) or `compositional` (UICollectionViewCompositionalLayout)."
        ),
        SpecKey(
            .variants,
            [.layout],
            .anything,
            "Trait variations: {when: CONDITION, set: {KEYS}}; every variant whose condition holds is applied in order."
        ),
        SpecKey(.id, [.section], .text, "The section's identity across edits; default: its index."),
        SpecKey(
            .`let`,
            [.root, .layout, .section],
            .names,
            "Named values, in order, as `let` constants in a section provider or sizeForItemAt: each an expression that may use the names before it."
        ),
        SpecKey(
            .layout,
            [.root],
            .reference("layout"),
            "The layout object, with UIKit's property names: `type: flow` (UICollectionViewFlowLayout), `split` or `compositional`."
        ),
        SpecKey(
            .sections,
            [.root],
            .types(["array"]),
            "The sections, in order, each with its items and its own keys."
        ),
        SpecKey(
            .items,
            [.section],
            .types(["integer", "string", "array", "object"]),
            "The items: a count, or a list of sizes, runs {size, count} and {}."
        ),
        SpecKey(
            .when,
            [.variant],
            .reference("condition"),
            "The condition: every key of it must hold in the environment."
        ),
        SpecKey(.set, [.variant], .anything, "The layout keys to set, and `sections.<id>.<key>` for one section."),
        // Conditions
        SpecKey(
            .horizontalSizeClass,
            [.condition],
            .enumeration(SizeClass.allCases.map(\.rawValue)),
            "Holds in this horizontal size class."
        ),
        SpecKey(
            .verticalSizeClass,
            [.condition],
            .enumeration(SizeClass.allCases.map(\.rawValue)),
            "Holds in this vertical size class."
        ),
        SpecKey(
            .orientation,
            [.condition],
            .enumeration(Orientation.allCases.map(\.rawValue)),
            "Holds in this orientation."
        ),
        SpecKey(
            .idiom,
            [.condition],
            .enumeration(UserInterfaceIdiom.allCases.map(\.rawValue)),
            "Holds on this kind of device: `phone` or `pad` (traitCollection.userInterfaceIdiom)."
        ),
        SpecKey(.device, [.condition], .word(DevicePreset.all.map(\.name)), "Holds on this device preset."),
        SpecKey(
            .minWidth,
            [.condition],
            .number,
            range: 0...Double.infinity,
            "Holds where the collection view is at least this wide."
        ),
        SpecKey(
            .maxWidth,
            [.condition],
            .number,
            range: 0...Double.infinity,
            "Holds where the collection view is at most this wide."
        ),
        SpecKey(
            .layoutDirection,
            [.condition],
            .enumeration(LayoutDirection.allCases.map(\.rawValue)),
            "Holds in this layout direction."
        ),
        SpecKey(
            .preferredContentSizeCategory,
            [.condition],
            .sizeCategoryCondition,
            "Holds at this text size, {atLeast: SIZE}, or `accessibility`."
        ),
        SpecKey(.systemVersion, [.condition], .types(["object"]), "Holds from this iOS version on: {atLeast: 17}."),
        // Insets written as a mapping
        SpecKey(.top, [.insets], .number, "The top edge."),
        SpecKey(.left, [.insets], .number, "The left edge (the leading edge, left to right)."),
        SpecKey(.bottom, [.insets], .number, "The bottom edge."),
        SpecKey(.right, [.insets], .number, "The right edge (the trailing edge, left to right)."),
        SpecKey(.leading, [.insets], .number, "The leading edge."),
        SpecKey(.trailing, [.insets], .number, "The trailing edge."),
    ]
}
