import LayoutEngine
import Yams

/// A compositional layout's keys: its configuration's, its sections', groups and items, with their
/// dimensions, spacings and insets.
extension DocumentReader {
    /// The layout keys of `type: compositional` (besides `type` and `variants`): the configuration's.
    static let compositionalLayoutKeys = SpecKeyCatalogue.names(in: .compositionalLayout)
    /// The keys a compositional section (or a variant, for one section) may set.
    static let compositionalSectionVariantKeys = SpecKeyCatalogue.names(in: .compositionalSection)
    static let compositionalSectionKeys = SpecKeyCatalogue.names(in: .section) + compositionalSectionVariantKeys
    /// The keys of a group (`horizontal:` or `vertical:`).
    static let groupKeys = SpecKeyCatalogue.names(in: .group)
    /// The keys of an item (`item:`).
    static let itemKeys = SpecKeyCatalogue.names(in: .item)
    /// The keys of a boundary supplementary item.
    static let boundaryItemKeys = SpecKeyCatalogue.names(in: .boundaryItem)
    /// The keys of an item's supplementary item (a badge).
    static let badgeKeys = SpecKeyCatalogue.names(in: .badge)
    /// The keys of a decoration item.
    static let decorationKeys = SpecKeyCatalogue.names(in: .decoration)
    /// The keys of an anchor.
    static let anchorKeys = SpecKeyCatalogue.names(in: .anchor)
    /// The keys of an edge spacing.
    static let edgeSpacingKeys = SpecKeyCatalogue.names(in: .edgeSpacing)

    static let dimensionNames = ["absolute", "estimated", "fractionalWidth", "fractionalHeight"]
    static let dimensionWhat =
        "a dimension: absolute(44), estimated(50), fractionalWidth(0.5), fractionalHeight(0.2) or a number"

    /// Reads the compositional keys among `entries` (which ones a level may hold the caller has
    /// checked): each key the catalogue holds in the engine's parameters, read as its kind says.
    func compositionalParameters(_ entries: SpecEntries, on level: KeyLevel) -> CompositionalParameters {
        var parameters = CompositionalParameters()
        read(
            SpecKeyCatalogue.compositionalParameterKeys,
            \.compositionalParameter,
            from: entries,
            on: level,
            into: &parameters
        )
        if let list = entries[.list], parameters.list != nil, (parameters.scrollDirection ?? .vertical) == .horizontal {
            list.report(.invalidValue, "a list scrolls vertically; remove `scrollDirection: horizontal` or the list")
        }
        return parameters
    }

    // MARK: Values

    /// `absolute(44)`, `estimated(50)`, `fractionalWidth(0.5)`, `fractionalHeight(0.2)`, or a bare number
    /// (absolute).
    func dimension(_ value: SpecValue) -> CollectionLayoutDimension? {
        if let scalar = value.node.scalar, scalar.style == .plain, Double(scalar.string) != nil {
            return value.number(atLeast: 0).map(CollectionLayoutDimension.absolute)
        }
        let call = value.call(
            among: Self.dimensionNames,
            arity: 1,
            atLeast: 0,
            noun: "dimension",
            what: Self.dimensionWhat
        )
        guard case .call(let name, let arguments) = call, let number = arguments.first else {
            if case .number = call { return value.number(atLeast: 0).map(CollectionLayoutDimension.absolute) }
            return nil
        }
        switch name {
        case "absolute": return .absolute(number)
        case "estimated": return .estimated(number)
        case "fractionalWidth": return .fractionalWidth(number)
        default: return .fractionalHeight(number)
        }
    }

    /// An `NSCollectionLayoutSize`: `[width, height]` or `{widthDimension:, heightDimension:}`.
    func layoutSize(_ value: SpecValue) -> CollectionLayoutSize? {
        let what = "a layout size [width, height] of dimensions"
        guard let (width, height) = value.pairValues("widthDimension", "heightDimension", what: what) else {
            return nil
        }
        let widthDimension = dimension(width)
        let heightDimension = dimension(height)
        guard let widthDimension, let heightDimension else { return nil }
        return CollectionLayoutSize(width: widthDimension, height: heightDimension)
    }

    /// `fixed(8)`, `flexible(0)`, or a bare number (fixed).
    func spacing(_ value: SpecValue) -> CollectionLayoutSpacing? {
        if let scalar = value.node.scalar, scalar.style == .plain, Double(scalar.string) != nil {
            return value.number(atLeast: 0).map(CollectionLayoutSpacing.fixed)
        }
        let what = "a spacing: fixed(8), flexible(0) or a number"
        let call = value.call(among: ["fixed", "flexible"], arity: 1, atLeast: 0, noun: "spacing", what: what)
        guard case .call(let name, let arguments) = call, let number = arguments.first else {
            if case .number = call { return value.number(atLeast: 0).map(CollectionLayoutSpacing.fixed) }
            return nil
        }
        return name == "fixed" ? .fixed(number) : .flexible(number)
    }

    /// Directional insets: a number, `[top, leading, bottom, trailing]`, `{top:, leading:, bottom:,
    /// trailing:}`, or the `left` / `right` spellings of the other insets.
    func directionalInsets(_ value: SpecValue) -> EdgeInsets? {
        guard case .mapping = value.node else { return value.insets() }
        let keys = ["top", "leading", "bottom", "trailing", "left", "right"]
        guard let entries = value.mapping(allowed: keys, what: "insets") else { return nil }
        for (directional, absolute) in [("leading", "left"), ("trailing", "right")]
        where entries[directional] != nil && entries[absolute] != nil {
            entries[absolute]?.report(.duplicate, "give either `\(directional)` or `\(absolute)`, not both")
        }
        return EdgeInsets(
            top: entries[.top]?.number() ?? 0,
            left: (entries[.leading] ?? entries[.left])?.number() ?? 0,
            bottom: entries[.bottom]?.number() ?? 0,
            right: (entries[.trailing] ?? entries[.right])?.number() ?? 0
        )
    }

    /// `{leading:, top:, trailing:, bottom:}`, each a spacing; a missing edge has none.
    func edgeSpacing(_ value: SpecValue) -> CollectionLayoutEdgeSpacing? {
        let what = "edge spacing {leading:, top:, trailing:, bottom:}"
        guard let entries = value.mapping(allowed: Self.edgeSpacingKeys, what: what) else {
            return nil
        }
        return CollectionLayoutEdgeSpacing(
            leading: entries[.leading].flatMap(spacing),
            top: entries[.top].flatMap(spacing),
            trailing: entries[.trailing].flatMap(spacing),
            bottom: entries[.bottom].flatMap(spacing)
        )
    }

    // MARK: Items and groups

    /// A section's `group:`, the root group: `{horizontal: …}` or `{vertical: …}`.
    func rootGroup(_ value: SpecValue) -> CollectionLayoutGroup? {
        guard let (key, body) = singleKey(value, among: [.horizontal, .vertical], what: "a group") else {
            return nil
        }
        return group(body, axis: key == .horizontal ? .horizontal : .vertical)
    }

    /// A group's keys: `layoutSize` and either `subitems` or `repeatingSubitem` (required), `count`,
    /// `interItemSpacing`, `contentInsets`, `edgeSpacing`.
    ///
    /// A `count` with one of `subitems` is UIKit's `subitem:count:`, which shares the group's length
    /// among the repetitions; with `repeatingSubitem` it is `repeatingSubitem:count:`, whose
    /// repetitions keep the subitem's size.
    func group(_ value: SpecValue, axis: CollectionLayoutGroupAxis) -> CollectionLayoutGroup? {
        guard let entries = value.mapping(allowed: Self.groupKeys, what: "a group mapping") else { return nil }
        let sizeValue = entries[.layoutSize]
        let subitemsValue = entries[.subitems]
        let repeatingValue = entries[.repeatingSubitem]
        if sizeValue == nil || (subitemsValue == nil && repeatingValue == nil) {
            // Said, and the group's other keys are still read: their mistakes are told in the same
            // check, not one save later.
            value.report(.missingKey, "a group needs `layoutSize` and `subitems` (or `repeatingSubitem` and `count`)")
        }
        if let repeatingValue, subitemsValue != nil {
            repeatingValue.report(
                .invalidValue,
                "a group has `subitems` or `repeatingSubitem`, not both: `repeatingSubitem` is the subitem that "
                    + "`repeatingSubitem:count:` repeats"
            )
            return nil
        }
        if let repeatingValue, entries[.count] == nil {
            repeatingValue.report(
                .missingKey,
                "`repeatingSubitem` needs a `count`: how many times the group repeats it (repeatingSubitem:count:)"
            )
        }
        let size = sizeValue.flatMap(layoutSize)
        let list = repeatingValue.map { [$0] } ?? subitemsValue?.sequence(what: "a list of subitems")
        let subitems = list?.compactMap(subitem)
        let count = entries[.count]?.smallCount()
        let interItemSpacing = entries[.interItemSpacing].flatMap(spacing)
        let contentInsets = entries[.contentInsets].flatMap(directionalInsets)
        let edgeSpacing = entries[.edgeSpacing].flatMap(edgeSpacing)
        if let list, list.isEmpty {
            subitemsValue?.report(.invalidValue, "a group needs at least one subitem")
            return nil
        }
        if let list, entries[.count] != nil, list.count != 1 {
            subitemsValue?.report(
                .invalidValue,
                "a group with `count` repeats exactly one subitem; found \(list.count)"
            )
            return nil
        }
        guard let size, let subitems, subitems.count == list?.count, entries[.count] == nil || count != nil,
            repeatingValue == nil || count != nil
        else {
            return nil
        }
        return CollectionLayoutGroup(
            axis: axis,
            layoutSize: size,
            subitems: subitems,
            count: count,
            repetition: repeatingValue == nil ? .sharingLength : .keepingSize,
            interItemSpacing: interItemSpacing,
            contentInsets: contentInsets ?? .zero,
            edgeSpacing: edgeSpacing ?? CollectionLayoutEdgeSpacing()
        )
    }

    /// A subitem: `{item: …}`, or a nested `{horizontal: …}` / `{vertical: …}` group.
    func subitem(_ value: SpecValue) -> CollectionLayoutSubitem? {
        guard let (key, body) = singleKey(value, among: [.item, .horizontal, .vertical], what: "a subitem")
        else { return nil }
        switch key {
        case .item: return item(body).map(CollectionLayoutSubitem.item)
        case .horizontal: return group(body, axis: .horizontal).map(CollectionLayoutSubitem.group)
        default: return group(body, axis: .vertical).map(CollectionLayoutSubitem.group)
        }
    }

    /// An item's keys: `layoutSize` (required), `contentInsets`, `edgeSpacing`, `supplementaryItems`.
    func item(_ value: SpecValue) -> CollectionLayoutItem? {
        guard let entries = value.mapping(allowed: Self.itemKeys, what: "an item mapping") else { return nil }
        guard let sizeValue = entries[.layoutSize] else {
            value.report(.missingKey, "an item needs a `layoutSize`")
            return nil
        }
        let size = layoutSize(sizeValue)
        let contentInsets = entries[.contentInsets].flatMap(directionalInsets)
        let edgeSpacing = entries[.edgeSpacing].flatMap(edgeSpacing)
        let supplementaryItems = entries[.supplementaryItems].flatMap(supplementaryItems)
        guard let size else { return nil }
        return CollectionLayoutItem(
            layoutSize: size,
            contentInsets: contentInsets ?? .zero,
            edgeSpacing: edgeSpacing ?? CollectionLayoutEdgeSpacing(),
            supplementaryItems: supplementaryItems ?? []
        )
    }

    /// A mapping of exactly one key among `keys`, as `{horizontal: …}` or `{item: …}`.
    func singleKey(_ value: SpecValue, among keys: [SpecKey.Name], what: String) -> (SpecKey.Name, SpecValue)? {
        let spelled = keys.map { "{\($0.rawValue): …}" }.joined(separator: " or ")
        guard let entries = value.mapping(allowed: keys.map(\.rawValue), what: "\(what): \(spelled)") else {
            return nil
        }
        guard entries.count == 1, let (key, body) = entries.first else {
            if entries.count > 1 {
                value.report(.invalidValue, "expected \(what) with one key, \(spelled); found \(entries.count) keys")
            } else {
                value.expected("\(what): \(spelled)")
            }
            return nil
        }
        return SpecKey.Name(rawValue: key).map { ($0, body) }
    }
}
