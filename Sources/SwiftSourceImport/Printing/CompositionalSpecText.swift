import LayoutSpecFormat
import SwiftSyntax

/// The spec keys of the layout objects a compositional layout's code made: a section's group or
/// list and its settings, the configuration's keys.
///
/// Keys are written in block style, values that are sizes, insets and small mappings in flow style,
/// as a person writes a spec. A property that is not a spec key, or whose value is not known, is
/// left out with a warning at the place the object was made.
struct CompositionalSpecText {
    /// The measured sizes the generated file's record records, by key path
    /// (`sections[2].list`), as flow mappings: they are added to what they belong to.
    let measured: [String: String]
    /// Says where a value only the running app knows comes from (``LayoutCodeInterpreter/describe(_:)``).
    let describe: (Unknown) -> String
    var ownPassedOver: [(node: Syntax, message: String)] = []
    /// The most items and groups written for a layout's groups: a group may be put in another any
    /// number of times, so forty lines of code can make a tree of a trillion items.
    static let elementLimit = 10_000
    /// The items and groups written so far.
    private var written = 0
    /// The group whose subitems went past ``elementLimit``, if one did; nothing more is written.
    private(set) var tooLarge: LayoutObject?
    /// The values read as UIKit's defaults because only the running app knows them.
    let unknowns = UnknownValues()

    init(measured: [String: String], describe: @escaping (Unknown) -> String) {
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
            + unknowns.dimensions.map {
                (
                    $0.node,
                    "this dimension reads \(describe($0)); the whole container (or 44 points) is read in its place: set it in the spec"
                )
            }
    }

    // MARK: Layout

    /// The `layout:` keys after `type: compositional`, indented by two spaces.
    mutating func layoutKeys(configuration: LayoutObject?, list: LayoutObject?) -> [String] {
        var lines: [String] = []
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
                lines += self.lines(of: key, value, indent: "  ", path: "layout")
            }
        }
        if let list { lines += ["  list:"] + listKeys(list, indent: "    ", path: "layout") }
        return lines
    }

    // MARK: Sections

    /// One key of a section as import writes it: its name, and its lines (the first with the key).
    struct KeyLines: Equatable {
        var key: SpecKey.Name
        var lines: [String]
    }

    /// A section's keys, in the order written, each line indented by `indent`.
    mutating func sectionKeys(_ section: LayoutObject, index: Int, indent: String) -> [KeyLines] {
        let path = "sections[\(index)]"
        var keys: [KeyLines] = []
        if section.type == "NSCollectionLayoutSection.list" {
            if let configuration = section["using"]?.object {
                keys.append(
                    KeyLines(
                        key: .list,
                        lines: ["\(indent)list:"] + listKeys(configuration, indent: indent + "  ", path: path)
                    )
                )
            }
        } else if let group = section["group"]?.object {
            keys.append(KeyLines(key: .group, lines: ["\(indent)group:"] + groupLines(group, indent: indent + "  ")))
        } else {
            passOver(section, "the section has no group that is read; it is left out")
        }
        for (property, value) in section.properties.sorted(by: { $0.key < $1.key }) {
            // The list's configuration and the environment it is made in are arguments, not keys.
            if ["using", "layoutEnvironment"].contains(property) { continue }
            guard let key = key(property, of: section, UIKitClass.section, "the section") else { continue }
            let lines = self.lines(of: key, value, indent: indent, path: path)
            if !lines.isEmpty { keys.append(KeyLines(key: key.keyName, lines: lines)) }
        }
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

    /// The lines of the configuration's or a section's `key`, from what the code set it to, as its
    /// kind is written; none for the group and the list, which have their own lines.
    private mutating func lines(of key: SpecKey, _ value: ReadValue, indent: String, path: String) -> [String] {
        switch key.compositionalParameter?.kind {
        case .directionalInsets?: return insets(value).map { ["\(indent)\(key.name): \($0)"] } ?? []
        case .number?: return number(value).map { ["\(indent)\(key.name): \($0)"] } ?? []
        case .member?: return member(value).map { ["\(indent)\(key.name): \($0)"] } ?? []
        case .flag?:
            if case .bool(let flag) = value { return ["\(indent)\(key.name): \(flag)"] }
            return []
        case .boundaryItems?: return boundaryItems(value, indent: indent, path: path)
        case .decorationItems?: return decorationItems(value, indent: indent)
        default: return []
        }
    }

    private mutating func listKeys(_ configuration: LayoutObject, indent: String, path: String) -> [String] {
        var lines: [String] = []
        if let appearance = configuration["appearance"].flatMap(member) {
            lines.append("\(indent)appearance: \(appearance)")
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
                if let name = member(value) { lines.append("\(indent)\(key.name): \(name)") }
            case .number:
                if let number = value.number { lines.append("\(indent)\(key.name): \(n(number))") }
            case .boolean:
                if case .bool(let flag) = value { lines.append("\(indent)\(key.name): \(flag)") }
            default:
                break
            }
        }
        // A section's list that the layout's list made (the generated provider makes each section's)
        // has the layout's measured heights, unless it records its own.
        let recorded = measured["\(path).list"] ?? (path == "layout" ? nil : measured["layout.list"])
        for entry in recorded.flatMap(FlowMapping.entries) ?? [] {
            lines.append("\(indent)\(entry.key): \(entry.value)")
        }
        return lines
    }

    // MARK: Groups and items

    /// `horizontal:` or `vertical:` and the group's keys below it.
    private mutating func groupLines(_ group: LayoutObject, indent: String) -> [String] {
        let axis = group.type.hasSuffix(".vertical") ? "vertical" : "horizontal"
        var lines = ["\(indent)\(axis):"]
        let inner = indent + "  "
        noteUniform(group)
        if let size = size(group["layoutSize"]) { lines.append("\(inner)layoutSize: \(size)") }
        var subitems: [ReadValue] = []
        if case .array(let list)? = group["subitems"] { subitems = list }
        for key in ["repeatingSubitem", "subitem"] {
            if let one = group[key] { subitems = [one] }
        }
        lines.append("\(inner)subitems:")
        for subitem in subitems {
            guard tooLarge == nil, let object = subitem.object else { continue }
            written += 1
            if written > Self.elementLimit {
                tooLarge = group
                continue
            }
            if object.type.hasPrefix("NSCollectionLayoutGroup") {
                let nested = groupLines(object, indent: inner + "    ")
                lines.append(inner + "  - " + nested[0].drop { $0 == " " })
                lines += nested.dropFirst()
            } else if object.type == "NSCollectionLayoutItem" {
                let keys = itemKeys(object, indent: inner + "      ")
                lines.append("\(inner)  - item:")
                lines += keys
            }
        }
        if let unknown = group["count"]?.unknown {
            // A count only the app knows (a data count): one, the least a group takes.
            unknowns.counts.append(unknown)
            lines.append("\(inner)count: 1")
        } else if let count = group["count"].flatMap(number) {
            lines.append("\(inner)count: \(count)")
        }
        if let spacing = group["interItemSpacing"].flatMap(spacing) {
            lines.append("\(inner)interItemSpacing: \(spacing)")
        }
        if let insets = insets(group["contentInsets"]), insets != Self.zeroInsets {
            lines.append("\(inner)contentInsets: \(insets)")
        }
        if let edges = edgeSpacing(group["edgeSpacing"]) { lines.append("\(inner)edgeSpacing: \(edges)") }
        return lines
    }

    private mutating func itemKeys(_ item: LayoutObject, indent: String) -> [String] {
        var lines: [String] = []
        noteUniform(item)
        if let size = size(item["layoutSize"]) { lines.append("\(indent)layoutSize: \(size)") }
        if let insets = insets(item["contentInsets"]), insets != Self.zeroInsets {
            lines.append("\(indent)contentInsets: \(insets)")
        }
        if let edges = edgeSpacing(item["edgeSpacing"]) { lines.append("\(indent)edgeSpacing: \(edges)") }
        if case .array(let badges)? = item["supplementaryItems"], !badges.isEmpty {
            lines.append("\(indent)supplementaryItems:")
            for badge in badges.compactMap(\.object) {
                var entry = [
                    "elementKind: \(string(badge["elementKind"]))",
                    "layoutSize: \(size(badge["layoutSize"]) ?? "[absolute(0), absolute(0)]")",
                ]
                if let anchor = anchor(badge["containerAnchor"]) { entry.append("containerAnchor: \(anchor)") }
                if let anchor = anchor(badge["itemAnchor"]) { entry.append("itemAnchor: \(anchor)") }
                lines.append("\(indent)  - {\(entry.joined(separator: ", "))}")
            }
        }
        return lines
    }

    // MARK: Supplementary and decoration items

    /// The catalogue's keys of a boundary item that are a flag or a number of UIKit's object.
    static let boundaryItemKeys = SpecKeyCatalogue.keys(in: .boundaryItem).filter {
        $0.property != nil && ($0.value == .boolean || $0.value == .number)
    }

    /// The flags and numbers `keys` name that the code set on `object`, as the spec writes them: a
    /// flag as the code sets it, a number unless it is UIKit's default.
    static func scalarKeys(of object: LayoutObject, among keys: [SpecKey]) -> [String] {
        keys.compactMap { key in
            guard let property = key.property?.name else { return nil }
            switch object[property] {
            case .bool(let flag)?: return "\(key.name): \(flag)"
            case .number(let number)? where key.defaultValue.flatMap(Double.init) != number:
                return "\(key.name): \(SwiftSourceImport.n(number))"
            default: return nil
            }
        }
    }

    private mutating func boundaryItems(_ value: ReadValue, indent: String, path: String) -> [String] {
        guard case .array(let values) = value, case let items = values.compactMap(\.object), !items.isEmpty else {
            return []
        }
        var lines = ["\(indent)boundarySupplementaryItems:"]
        for (index, item) in items.enumerated() {
            var entry = [
                "elementKind: \(string(item["elementKind"]))",
                "layoutSize: \(size(item["layoutSize"]) ?? "[fractionalWidth(1), absolute(0)]")",
                "alignment: \(item["alignment"].flatMap(member) ?? "top")",
            ]
            if let offset = item["absoluteOffset"]?.object, let x = offset["x"]?.number, let y = offset["y"]?.number,
                x != 0 || y != 0
            {
                entry.append("offset: [\(n(x)), \(n(y))]")
            }
            entry += Self.scalarKeys(of: item, among: Self.boundaryItemKeys)
            for measured in measured["\(path).boundarySupplementaryItems[\(index)]"].flatMap(FlowMapping.entries) ?? []
            {
                entry.append("\(measured.key): \(measured.value)")
            }
            lines.append("\(indent)  - {\(entry.joined(separator: ", "))}")
        }
        return lines
    }

    private mutating func decorationItems(_ value: ReadValue, indent: String) -> [String] {
        guard case .array(let values) = value, case let items = values.compactMap(\.object), !items.isEmpty else {
            return []
        }
        var lines = ["\(indent)decorationItems:"]
        for item in items {
            var entry = ["elementKind: \(string(item["elementKind"]))"]
            if let insets = insets(item["contentInsets"]), insets != Self.zeroInsets {
                entry.append("contentInsets: \(insets)")
            }
            lines.append("\(indent)  - {\(entry.joined(separator: ", "))}")
        }
        return lines
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
    /// The expressions written, computed from the environment: what reads the provider's names.
    var expressions: [String] = []
}
