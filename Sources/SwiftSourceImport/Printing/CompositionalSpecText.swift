import LayoutSpecFormat
import SwiftSyntax

/// The spec keys of the layout objects a compositional layout's code made: a section's group or
/// list and its settings, the configuration's keys.
///
/// Keys are written in block style, values that are sizes, insets and small mappings in flow style,
/// as a person writes a spec. A property that is not a spec key, or whose value is not known, is
/// left out with a warning at the place the object was made.
struct CompositionalSpecText {
    /// The measured sizes the generated file's record records for a key path (`sections[2].list`),
    /// as entries: they are added to what they belong to.
    let measured: (String) -> [SpecYAML.Entry]
    /// Says where a value only the running app knows comes from (``LayoutCodeInterpreter/describe(_:)``).
    let describe: (Unknown) -> String
    var ownPassedOver: [(node: Syntax, message: String)] = []
    /// The element kinds of the list's own header and footer (`headerMode: supplementary`) while a list
    /// section's keys are written, with the key of their mode: a boundary item of one of them is the
    /// list's, not another (``listHeights(from:)``).
    var listOwnKinds: [String: String] = [:]
    /// The most items and groups written for a layout's groups: a group may be put in another any
    /// number of times, so forty lines of code can make a tree of a trillion items.
    static let elementLimit = 10_000
    /// The items and groups written so far.
    private var written = 0
    /// The group whose subitems went past ``elementLimit``, if one did; nothing more is written.
    private(set) var tooLarge: LayoutObject?
    /// The values read as UIKit's defaults because only the running app knows them.
    let unknowns = UnknownValues()

    init(measured: @escaping (String) -> [SpecYAML.Entry], describe: @escaping (Unknown) -> String) {
        self.measured = measured
        self.describe = describe
    }

    /// The expressions written so far, computed from the environment: the names of `let:` the spec
    /// reads are among theirs.
    var expressions: [String] { unknowns.expressions }

    var passedOver: [(node: Syntax, message: String)] {
        ownPassedOver
            + unknowns.found.map {
                ($0.node, "this value reads \(describe($0)); 0 is read in its place: set it in the spec")
            }
            + unknowns.counts.map {
                ($0.node, "this count reads \(describe($0)); 1 is read in its place: set it in the spec")
            }
            + unknowns.kinds.map {
                (
                    $0.node,
                    "this element kind reads \(describe($0)); the spec names the kind \"\($0.text)\": a kind only tells the views apart"
                )
            }
            + unknowns.dimensions.map {
                (
                    $0.node,
                    "this dimension reads \(describe($0)); the whole container (or 44 points) is read in its place: set it in the spec"
                )
            }
    }

    // MARK: Layout

    /// The `layout:` entries after `type: compositional`.
    mutating func layoutKeys(configuration: LayoutObject?, list: LayoutObject?) -> [SpecYAML.Entry] {
        var entries: [SpecYAML.Entry] = []
        if let configuration {
            for (property, value) in configuration.properties.sorted(by: { $0.key < $1.key }) {
                guard
                    let key = key(
                        property,
                        of: configuration,
                        UIKitClass.compositionalConfiguration,
                        "the configuration"
                    )
                else { continue }
                entries += self.entries(of: key, value, path: "layout")
            }
        }
        if let list { entries.append(.init(.list, .mapping(listKeys(list, path: "layout"), flow: false))) }
        return entries
    }

    // MARK: Sections

    /// A section's keys, in the order written.
    mutating func sectionKeys(_ section: LayoutObject, index: Int) -> [SpecYAML.Entry] {
        let path = "sections[\(index)]"
        var keys: [SpecYAML.Entry] = []
        if section.type == "NSCollectionLayoutSection.list" {
            if let configuration = section["using"]?.object {
                for (mode, kind) in [
                    (SpecKey.Name.headerMode.rawValue, "header"), (SpecKey.Name.footerMode.rawValue, "footer"),
                ]
                where configuration[mode].flatMap(member) == "supplementary" {
                    listOwnKinds[kind] = mode
                }
                let list = listKeys(configuration, path: path)
                let heights = listHeights(from: section).filter { height in !list.contains { $0.key == height.key } }
                keys.append(.init(.list, .mapping(list + heights, flow: false)))
            }
        } else if let group = section[.group]?.object {
            keys.append(.init(.group, .mapping([groupEntry(group)], flow: false)))
        } else {
            passOver(section, "the section has no group that is read; it is left out")
        }
        for (property, value) in section.properties.sorted(by: { $0.key < $1.key }) {
            // The list's configuration and the environment it is made in are arguments, not keys.
            if ["using", "layoutEnvironment"].contains(property) { continue }
            guard let key = key(property, of: section, UIKitClass.section, "the section") else { continue }
            keys += entries(of: key, value, path: path)
        }
        listOwnKinds = [:]
        return keys
    }

    /// The catalogue's row of `property` of `object`, an instance of UIKit's `owner` (called `what`
    /// in a warning), held in the engine's parameters; `nil`, said at the code, where it is no key
    /// of a layout spec.
    private mutating func key(
        _ property: String,
        of object: LayoutObject,
        _ owner: String,
        _ what: String
    ) -> SpecKey? {
        guard let key = SpecKeyCatalogue.row(property: property, of: owner), key.compositionalParameter != nil else {
            passOver(object, "\(what)'s \(property) is not a key of a layout spec; it is left out", key: property)
            return nil
        }
        return key
    }

    /// The configuration's or a section's `key`, from what the code set it to, as its kind is
    /// written; none for the group and the list, which are written apart.
    private mutating func entries(of key: SpecKey, _ value: ReadValue, path: String) -> [SpecYAML.Entry] {
        let written: SpecYAML.Value?
        switch key.compositionalParameter?.kind {
        case .directionalInsets?: written = insets(value)
        case .number?: written = number(value)
        case .member?: written = member(value).map { .scalar($0) }
        case .flag?:
            if case .bool(let flag) = value { written = .scalar("\(flag)") } else { written = nil }
        case .boundaryItems?: written = boundaryItems(value, path: path)
        case .decorationItems?: written = decorationItems(value)
        default: written = nil
        }
        return written.map { [.init(key.name, $0)] } ?? []
    }

    private mutating func listKeys(_ configuration: LayoutObject, path: String) -> [SpecYAML.Entry] {
        var entries: [SpecYAML.Entry] = []
        if let appearance = configuration[.appearance].flatMap(member) {
            entries.append(.init(.appearance, .scalar(appearance)))
        } else if let value = configuration[.appearance] {
            unwritten("appearance", value, of: configuration)
        }
        for (property, value) in configuration.properties.sorted(by: { $0.key < $1.key }) where property != "appearance"
        {
            guard let key = SpecKeyCatalogue.row(property: property, of: UIKitClass.listConfiguration) else {
                passOver(
                    configuration,
                    "the list configuration's \(property) is not a key of a layout spec; it is left out",
                    key: property
                )
                continue
            }
            switch key.value {
            case .enumeration, .oneOf:
                if let name = member(value) {
                    entries.append(.init(key.name, .scalar(name)))
                } else {
                    unwritten(property, value, of: configuration)
                }
            case .number:
                if let number = value.number {
                    entries.append(.init(key.name, .number(number)))
                } else {
                    unwritten(property, value, of: configuration)
                }
            case .boolean:
                if case .bool(let flag) = value { entries.append(.init(key.name, .scalar("\(flag)"))) }
            default:
                break
            }
        }
        // A section's list that the layout's list made (the generated provider makes each section's)
        // has the layout's measured heights, unless it records its own.
        let recorded = measured("\(path).list")
        return entries + (recorded.isEmpty && path != "layout" ? measured("layout.list") : recorded)
    }

    /// Says where the code gives a list configuration's `property` a value a spec's list cannot hold
    /// (`isPad ? .sidebar : .insetGrouped`, a value computed from the environment): the key is left
    /// out, UIKit's default standing.
    private mutating func unwritten(_ property: String, _ value: ReadValue, of configuration: LayoutObject) {
        let what: String
        switch value {
        case .expression(let text): what = "is computed from the environment (`\(text)`), which a list's keys cannot be"
        case .unknown(let unknown): what = "reads \(describe(unknown))"
        default: what = "is not a value a spec holds"
        }
        passOver(
            configuration,
            "the list configuration's \(property) \(what); it is left out, and UIKit's default stands: write it in the spec, or in a variant",
            key: property
        )
    }

    // MARK: Groups and items

    /// `horizontal:` or `vertical:` and the group's keys below it.
    private mutating func groupEntry(_ group: LayoutObject) -> SpecYAML.Entry {
        let axis = group.type.hasSuffix(".vertical") ? SpecKey.Name.vertical : .horizontal
        var entries: [SpecYAML.Entry] = []
        noteUniform(group)
        if let size = size(group[.layoutSize]) { entries.append(.init(.layoutSize, size)) }
        var subitems: [ReadValue] = []
        if case .array(let list)? = group[.subitems] { subitems = list }
        // `subitem:count:` shares the group's length among its repetitions (the spec's `count` with
        // `subitems`); `repeatingSubitem:count:` keeps the subitem's size (`repeatingSubitem`).
        if let one = group["subitem"] { subitems = [one] }
        let repeating = group[.repeatingSubitem]
        if let repeating { subitems = [repeating] }
        var written: [SpecYAML.Value] = []
        for subitem in subitems {
            guard tooLarge == nil, let object = subitem.object else { continue }
            self.written += 1
            if self.written > Self.elementLimit {
                tooLarge = group
                continue
            }
            if object.type.hasPrefix("NSCollectionLayoutGroup") {
                written.append(.mapping([groupEntry(object)], flow: false))
            } else if object.type == "NSCollectionLayoutItem" {
                written.append(.mapping([.init(.item, .mapping(itemKeys(object), flow: false))], flow: false))
            }
        }
        if repeating != nil, let one = written.first {
            entries.append(.init(.repeatingSubitem, one))
        } else {
            entries.append(.init(.subitems, .list(written, flow: false)))
        }
        if let unknown = group[.count]?.unknown {
            // A count only the app knows (a data count): one, the least a group takes.
            unknowns.counts.append(unknown)
            entries.append(.init(.count, .number(1)))
        } else if let count = group[.count].flatMap(number) {
            entries.append(.init(.count, count))
        }
        if let spacing = group[.interItemSpacing].flatMap(spacing) {
            entries.append(.init(.interItemSpacing, spacing))
        }
        if let insets = insets(group[.contentInsets]), insets != Self.zeroInsets {
            entries.append(.init(.contentInsets, insets))
        }
        if let edges = edgeSpacing(group[.edgeSpacing]) { entries.append(.init(.edgeSpacing, edges)) }
        return .init(axis, .mapping(entries, flow: false))
    }

    private mutating func itemKeys(_ item: LayoutObject) -> [SpecYAML.Entry] {
        var entries: [SpecYAML.Entry] = []
        noteUniform(item)
        if let size = size(item[.layoutSize]) { entries.append(.init(.layoutSize, size)) }
        if let insets = insets(item[.contentInsets]), insets != Self.zeroInsets {
            entries.append(.init(.contentInsets, insets))
        }
        if let edges = edgeSpacing(item[.edgeSpacing]) { entries.append(.init(.edgeSpacing, edges)) }
        if case .array(let badges)? = item[.supplementaryItems], !badges.isEmpty {
            let written = badges.compactMap(\.object).map { badge in
                var entry: [SpecYAML.Entry] = [
                    .init(.elementKind, string(badge[.elementKind])),
                    .init(
                        .layoutSize,
                        size(badge[.layoutSize]) ?? .list([call("absolute", 0), call("absolute", 0)], flow: true)
                    ),
                ]
                if let anchor = anchor(badge[.containerAnchor]) { entry.append(.init(.containerAnchor, anchor)) }
                if let anchor = anchor(badge[.itemAnchor]) { entry.append(.init(.itemAnchor, anchor)) }
                return SpecYAML.Value.mapping(entry, flow: true)
            }
            entries.append(.init(.supplementaryItems, .list(written, flow: false)))
        }
        return entries
    }

    // MARK: Supplementary and decoration items

    /// The flags and numbers `keys` name that the code set on `object`, as the spec writes them: a
    /// flag as the code sets it, a number unless it is UIKit's default.
    static func scalarKeys(of object: LayoutObject, among keys: [SpecKey]) -> [SpecYAML.Entry] {
        keys.compactMap { key in
            guard let property = key.property?.name else { return nil }
            switch object[property] {
            case .bool(let flag)?: return .init(key.name, .scalar("\(flag)"))
            case .number(let number)? where key.defaultValue.flatMap(Double.init) != number:
                return .init(key.name, .number(number))
            default: return nil
            }
        }
    }

    /// The properties of a boundary item the spec writes: its initializer's and the catalogue's.
    static let boundaryItemProperties = Set(
        ["elementKind", "layoutSize", "alignment", "absoluteOffset"]
            + SpecKeyCatalogue.boundaryItemParameterKeys.compactMap { $0.property?.name }
    )

    private mutating func boundaryItems(_ value: ReadValue, path: String) -> SpecYAML.Value? {
        guard case .array(let values) = value, case let items = values.compactMap(\.object), !items.isEmpty else {
            return nil
        }
        var written: [SpecYAML.Value] = []
        for (index, item) in items.enumerated() {
            let kind = string(item[.elementKind])
            if case .string(let text)? = item[.elementKind], let mode = listOwnKinds[text] {
                if Self.listHeight(givenBy: item) == nil {
                    passOver(
                        item,
                        "the list's own \(text) (its \(mode) is supplementary) has this element kind and stands where it is; the spec keeps the list's: give its measured height as the list's \(text)Height"
                    )
                }
                continue
            }
            var entry: [SpecYAML.Entry] = [
                .init(.elementKind, kind),
                .init(
                    .layoutSize,
                    size(item[.layoutSize]) ?? .list([call("fractionalWidth", 1), call("absolute", 0)], flow: true)
                ),
                .init(.alignment, .scalar(item[.alignment].flatMap(member) ?? "top")),
            ]
            if let offset = item["absoluteOffset"]?.object, let x = offset["x"]?.number, let y = offset["y"]?.number,
                x != 0 || y != 0
            {
                entry.append(.init(.offset, .numbers([x, y])))
            }
            entry += Self.scalarKeys(of: item, among: SpecKeyCatalogue.boundaryItemParameterKeys)
            entry += measured("\(path).boundarySupplementaryItems[\(index)]")
            // What the code sets that the format has no key for (`footer.contentInsets`) is said.
            for property in item.properties.keys.sorted() where !Self.boundaryItemProperties.contains(property) {
                passOver(
                    item,
                    "the boundary item's \(property) is not a key of a layout spec; it is left out",
                    key: property
                )
            }
            written.append(.mapping(entry, flow: true))
        }
        return written.isEmpty ? nil : .list(written, flow: false)
    }

    private mutating func decorationItems(_ value: ReadValue) -> SpecYAML.Value? {
        guard case .array(let values) = value, case let items = values.compactMap(\.object), !items.isEmpty else {
            return nil
        }
        let written = items.map { item in
            var entry: [SpecYAML.Entry] = [.init(.elementKind, string(item[.elementKind]))]
            if let insets = insets(item[.contentInsets]), insets != Self.zeroInsets {
                entry.append(.init(.contentInsets, insets))
            }
            entry += Self.scalarKeys(of: item, among: SpecKeyCatalogue.decorationParameterKeys)
            return SpecYAML.Value.mapping(entry, flow: true)
        }
        return .list(written, flow: false)
    }

    /// Says `message` where the code set the object's `key`, else where it made the object.
    mutating func passOver(_ object: LayoutObject, _ message: String, key: String? = nil) {
        ownPassedOver.append((key.flatMap { object.places[$0] } ?? object.node, message))
    }
}

/// The values only the running app knows that a spec's text met, each read as a stated default.
final class UnknownValues {
    /// Numbers (insets, spacings), read as 0.
    var found: [Unknown] = []
    /// Dimensions' arguments, read as the whole container (`fractionalWidth(1)`) or 44 points.
    var dimensions: [Unknown] = []
    /// A group's `count:`, read as 1.
    var counts: [Unknown] = []
    /// Element kinds, named after the code that names them.
    var kinds: [Unknown] = []
    /// The expressions written, computed from the environment: what reads the provider's names.
    var expressions: [String] = []
}
