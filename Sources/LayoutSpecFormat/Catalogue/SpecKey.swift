/// One key of the spec format: where it may be written, what its value is, and what UIKit calls it.
///
/// Every table of keys outside the engine is read from ``SpecKeyCatalogue``'s rows: the keys the
/// reader allows in each mapping, the JSON Schema (and so completion and the editors' checks), hover,
/// the importers' property and delegate tables, and the iOS version generated code needs. A key that
/// means different things in two places (a flow layout's `itemSize`, a split layout's) is two rows.
/// Two rows are the same row when they have the same name and scopes.
public struct SpecKey: Hashable, Sendable {
    /// The key as a spec writes it.
    public let name: String
    /// The key as code names it.
    public let keyName: Name
    /// The mappings it may be written in.
    public let scopes: Set<Scope>
    /// What its value is.
    public let value: Value
    /// The smallest and largest numbers it takes, where it is a number with a range.
    public let range: ClosedRange<Double>?
    /// UIKit's value when the code sets none, as a spec writes it (`10`, `vertical`), where the
    /// format's own default is UIKit's.
    public let defaultValue: String?
    /// The UIKit (or layout package) property it is: `UICollectionViewFlowLayout.minimumLineSpacing`.
    public let property: UIKitProperty?
    /// The last label of the delegate method that gives it per section or per item
    /// (`minimumLineSpacingForSectionAt`), for a flow or a split layout.
    public let delegateLabel: String?
    /// The iOS version that introduced it, where that is newer than every layout of its kind.
    public let introduced: Double?
    /// What it means, in one line.
    public let summary: String
    /// Where a flow layout key is held in the engine's parameters, read and generated from there.
    public let flowParameter: FlowParameter?
    /// Where a split layout key is held in the engine's parameters, read and generated from there.
    public let splitParameter: SplitParameter?
    /// Where a compositional layout's or section's key is held in the engine's parameters.
    public let compositionalParameter: CompositionalParameter?
    /// Where a boundary supplementary item's or a decoration item's key is held in the engine's item.
    public let itemParameter: ItemParameter?

    /// The engine's item a key of a compositional section's boundary items or decorations is held in.
    public enum ItemParameter: Sendable {
        case boundaryItem(BoundaryItemParameter)
        case decoration(DecorationItemParameter)

        public var boundaryItem: BoundaryItemParameter? {
            if case .boundaryItem(let parameter) = self { parameter } else { nil }
        }

        public var decoration: DecorationItemParameter? {
            if case .decoration(let parameter) = self { parameter } else { nil }
        }
    }

    init(
        _ name: Name,
        _ scopes: Set<Scope>,
        _ value: Value,
        range: ClosedRange<Double>? = nil,
        defaultValue: String? = nil,
        property: UIKitProperty? = nil,
        delegateLabel: String? = nil,
        introduced: Double? = nil,
        flowParameter: FlowParameter? = nil,
        splitParameter: SplitParameter? = nil,
        compositionalParameter: CompositionalParameter? = nil,
        itemParameter: ItemParameter? = nil,
        _ summary: String
    ) {
        self.name = name.rawValue
        self.keyName = name
        self.scopes = scopes
        self.value = value
        self.range = range
        self.defaultValue = defaultValue
        self.property = property
        self.delegateLabel = delegateLabel
        self.introduced = introduced
        self.summary = summary
        self.flowParameter = flowParameter
        self.splitParameter = splitParameter
        self.compositionalParameter = compositionalParameter
        self.itemParameter = itemParameter
    }

    public static func == (lhs: SpecKey, rhs: SpecKey) -> Bool {
        lhs.name == rhs.name && lhs.scopes == rhs.scopes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(scopes)
    }

    /// A mapping of the format: the keys of one place.
    public enum Scope: String, Hashable, Sendable, CaseIterable {
        case root
        case environment
        case sizeClass
        case insets
        case condition
        case variant
        /// Every layout's own keys: `type`, `variants`, `let`.
        case layout
        /// A flow layout's keys, which a flow section and a variant may set too.
        case flow
        case flowSection
        /// Every section's `id`, `let` and `items`.
        case section
        case splitLayout
        case splitSection
        case compositionalLayout
        case compositionalSection
        case list
        case rootGroup
        case subitem
        case group
        case item
        case boundaryItem
        case badge
        case decoration
        case anchor
        case edgeSpacing
    }

    /// What a key's value is, as the schema checks it and completion offers it.
    public enum Value: Hashable, Sendable {
        /// A number, or an expression computed from the environment.
        case number
        case boolean
        case size
        /// A size, or a height alone (a header's or a footer's).
        case supplementarySize
        case point
        case layoutSize
        /// Two numbers, as a list or a mapping.
        case pair
        /// Insets: one number, four, or a mapping of edges.
        case insets
        /// One of an enumeration's cases, with or without Swift's leading dot.
        case enumeration([String])
        /// Exactly one of these words.
        case oneOf([String])
        /// A word offered among these; another is left to `layoutd check`.
        case word([String])
        /// A bar: one of these kinds, or a height.
        case bar([String])
        /// A list of these words.
        case words([String])
        /// A text, or a number written for one.
        case text
        /// Values of these JSON types, read further by the reader.
        case types([String])
        /// Exactly this number.
        case constant(Double)
        /// A definition of the schema.
        case reference(String)
        /// A list of a definition of the schema.
        case list(of: String)
        /// A mapping of another scope's keys.
        case mapping(Scope)
        /// `let:` names, each an expression.
        case names
        /// A text size, `{atLeast: SIZE}`, or `accessibility`.
        case sizeCategoryCondition
        /// Anything: the reader says what it expected.
        case anything
    }
}

/// The UIKit classes (and layout packages' classes) whose properties are keys of the format.
public enum UIKitClass {
    public static let flowLayout = "UICollectionViewFlowLayout"
    public static let alignedFlowLayout = "AlignedCollectionViewFlowLayout"
    public static let splitLayout = "UICollectionViewSplitLayout"
    public static let compositionalConfiguration = "UICollectionViewCompositionalLayoutConfiguration"
    public static let section = "NSCollectionLayoutSection"
    public static let group = "NSCollectionLayoutGroup"
    public static let item = "NSCollectionLayoutItem"
    public static let supplementaryItem = "NSCollectionLayoutSupplementaryItem"
    public static let boundaryItem = "NSCollectionLayoutBoundarySupplementaryItem"
    public static let decorationItem = "NSCollectionLayoutDecorationItem"
    public static let listConfiguration = "UICollectionLayoutListConfiguration"
}

/// A property of UIKit (or of a layout package) that a key is.
public struct UIKitProperty: Hashable, Sendable {
    /// The class or structure that declares it.
    public let owner: String
    /// Its name in Swift.
    public let name: String

    init(_ owner: String, _ name: String) {
        self.owner = owner
        self.name = name
    }
}

extension SpecKey {
    /// What an editor shows for the key: its summary, then what UIKit calls it, UIKit's default, its
    /// range and the iOS version that introduced it, where the catalogue has them.
    public var documentation: String {
        var facts: [String] = []
        if let property { facts.append("UIKit: `\(property.owner).\(property.name)`") }
        if let delegateLabel { facts.append("per section: `collectionView(_:layout:\(delegateLabel):)`") }
        if let defaultValue { facts.append("default: \(defaultValue)") }
        if let range {
            let lower = SpecKey.number(range.lowerBound)
            facts.append(range.upperBound.isFinite ? "\(lower) to \(SpecKey.number(range.upperBound))" : "≥ \(lower)")
        }
        if let introduced { facts.append("iOS \(SpecKey.number(introduced))+") }
        return facts.isEmpty ? summary : summary + " " + facts.joined(separator: "; ") + "."
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
