public import LayoutEngine

/// The keys whose values differ between two versions of a layout, environment by environment and
/// section by section: what a report names as the cause of what moved.
///
/// Keys are compared as each environment resolves them (``LayoutDocument/resolvedSections(at:)``):
/// every value computed, the variants that hold applied, and a section's keys the layout's overlaid
/// by its own. So a key written in another form (`[8, 8, 8, 8]` or `NSDirectionalEdgeInsets(…)`),
/// computed to the same number, moved from the layout to every section, or set by a variant that
/// does not hold there is no change; and a section that sets a key the layout has shows the value it
/// had (`minimumLineSpacing 0 → 5`, not `unset → 5`). A key's name is its UIKit property path in
/// the engine's model (`interGroupSpacing`, `group.subitems[0].item.layoutSize.width`); a section's
/// items and id are not keys, since the elements report them.
public struct KeyChanges: Sendable {
    /// One key's values, old and new, as a report writes them.
    public struct Change: Equatable, Sendable, CustomStringConvertible {
        public var key: String
        public var old: String
        public var new: String

        public var description: String { "\(key) \(old) → \(new)" }
    }

    /// `[environment: [section: changes]]`; the section `nil` is the layout's own keys.
    var changes: [String: [String?: [Change]]] = [:]

    /// The keys that differ between `old` and `new` in each environment both have (by name), in
    /// each section both have (by id).
    public init(from old: LayoutDocument, to new: LayoutDocument) {
        for (newIndex, environment) in new.environments.enumerated() {
            guard let oldIndex = old.environments.firstIndex(where: { $0.name == environment.name }) else { continue }
            var bySection: [String?: [Change]] = [:]
            var layout: [Change] = []
            Self.compare(old.resolvedLayout(at: oldIndex), new.resolvedLayout(at: newIndex), path: [], into: &layout)
            if !layout.isEmpty { bySection[nil] = layout }
            let before = old.resolvedSections(at: oldIndex)
            for section in new.resolvedSections(at: newIndex) {
                guard let previous = before.first(where: { $0.id == section.id }) else { continue }
                var found: [Change] = []
                Self.compare(previous.keys, section.keys, path: [], into: &found)
                if !found.isEmpty { bySection[section.id.rawValue] = found }
            }
            if !bySection.isEmpty { changes[environment.name] = bySection }
        }
    }

    /// The one key that differs in `section` (`nil`: the layout's own keys) in `environment`, when
    /// exactly one does: a cause a report can name.
    public func cause(of section: String?, in environment: String) -> Change? {
        guard let found = changes[environment]?[section], found.count == 1 else { return nil }
        return found[0]
    }

    /// Every key that differs in `section` in `environment`.
    public func changes(of section: String?, in environment: String) -> [Change] {
        changes[environment]?[section] ?? []
    }

    /// Labels that name a level of the model, not a key: the layout kind and an optional's value.
    static let unnamed: Set<String> = ["some", "flow", "split", "compositional"]

    /// Adds to `changes` where `old` and `new` differ below `path`, walking the values' stored
    /// properties, enumeration payloads and arrays.
    static func compare(_ old: Any, _ new: Any, path: [String], into changes: inout [Change]) {
        let before = Mirror(reflecting: old)
        let after = Mirror(reflecting: new)
        if let leaf = leafText(old), let other = leafText(new) {
            if leaf != other { changes.append(Change(key: name(path), old: leaf, new: other)) }
            return
        }
        switch (before.displayStyle, after.displayStyle) {
        case (.optional, .optional):
            switch (before.children.first, after.children.first) {
            case (nil, nil): return
            case (let some?, let other?): compare(some.value, other.value, path: path, into: &changes)
            case (nil, let other?): changes.append(Change(key: name(path), old: "unset", new: summary(other.value)))
            case (let some?, nil): changes.append(Change(key: name(path), old: summary(some.value), new: "unset"))
            }
        case (.enum, .enum):
            let cases = (before.children.first?.label, after.children.first?.label)
            guard cases.0 == cases.1, let payload = before.children.first, let other = after.children.first else {
                changes.append(Change(key: name(path), old: summary(old), new: summary(new)))
                return
            }
            compare(payload.value, other.value, path: path + [payload.label ?? ""], into: &changes)
        case (.collection, .collection):
            let (items, others) = (Array(before.children), Array(after.children))
            guard items.count == others.count else {
                changes.append(
                    Change(key: name(path), old: "\(items.count) entries", new: "\(others.count) entries")
                )
                return
            }
            for index in items.indices {
                var indexed = path.isEmpty ? [""] : path
                indexed[indexed.count - 1] += "[\(index)]"
                compare(items[index].value, others[index].value, path: indexed, into: &changes)
            }
        default:
            let pairs = zip(before.children, after.children)
            guard before.children.count == after.children.count, pairs.allSatisfy({ $0.0.label == $0.1.label }) else {
                if "\(old)" != "\(new)" {
                    changes.append(Change(key: name(path), old: summary(old), new: summary(new)))
                }
                return
            }
            for (child, other) in pairs {
                compare(child.value, other.value, path: path + [child.label ?? ""], into: &changes)
            }
        }
    }

    /// A number, flag, text or enumeration case without payload, as a report writes it; `nil` for a
    /// value with parts.
    static func leafText(_ value: Any) -> String? {
        switch value {
        case let number as Double: return ChangeSummary.rounded(number)
        case let number as Int: return String(number)
        case let flag as Bool: return String(flag)
        case let text as String: return text
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .enum, mirror.children.isEmpty { return "\(value)" }
            // A case with one number (`fractionalWidth(0.5)`) is one value.
            if mirror.displayStyle == .enum, let payload = mirror.children.first, let label = payload.label,
                let number = leafText(payload.value), Mirror(reflecting: payload.value).children.isEmpty
            {
                return "\(label)(\(number))"
            }
            return nil
        }
    }

    /// A value with parts as a report names it: its case, or that it is set.
    static func summary(_ value: Any) -> String {
        if let leaf = leafText(value) { return leaf }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { summary($0.value) } ?? "unset"
        }
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return "set"
    }

    /// `group.subitems[0].item.layoutSize.width`: a path without the model's unnamed levels.
    static func name(_ path: [String]) -> String {
        let named = path.filter { !unnamed.contains($0) && !$0.isEmpty }
        return named.isEmpty ? "layout" : named.joined(separator: ".")
    }
}
