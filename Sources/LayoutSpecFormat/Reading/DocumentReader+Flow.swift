import LayoutEngine
import Yams

extension DocumentReader {
    /// Every `type: flow` layout key (spec-format.md); all but `scrollDirection` may be set on a section.
    static let flowKeys = SpecKeyCatalogue.names(in: .flow)

    /// Reads the flow keys among `entries` (other keys are the caller's): each key the catalogue
    /// holds in the engine's parameters, read as its kind says.
    func flowParameters(_ entries: SpecEntries, on level: KeyLevel) -> FlowParameters {
        var parameters = FlowParameters()
        for key in SpecKeyCatalogue.flowParameterKeys {
            guard let parameter = key.flowParameter, let value = entries[key.name] else { continue }
            if parameter.layoutOnly, level == .section {
                value.report(.invalidValue, "\(key.name) can only be set on the layout, not on a section")
                continue
            }
            parameter.store(&parameters, flowValue(value, as: parameter.kind, of: key))
        }
        return parameters
    }

    /// `value` read as a flow key of `kind`; `nil` where it is not one (said at the value).
    func flowValue(_ value: SpecValue, as kind: FlowParameter.Kind, of key: SpecKey) -> FlowParameter.Value? {
        switch kind {
        case .number: return value.number(atLeast: key.range?.lowerBound ?? 0).map { .number($0) }
        case .count: return value.smallCount().map { .count($0) }
        case .flag: return value.bool().map { .flag($0) }
        case .size: return value.size().map { .size($0) }
        // UIKit treats a zero estimate as "no self-sizing".
        case .estimatedSize: return value.size().flatMap { $0 == .zero ? nil : .size($0) }
        case .insets: return value.insets().map { .insets($0) }
        case .supplementarySize: return supplementarySize(value).map { .supplementarySize($0) }
        case .member(let cases): return value.word(among: cases).map { .member($0) }
        case .display: return display(value).map { .display($0) }
        case .horizontalAlignment:
            return value.word(among: ["justified", "left", "leading", "right", "trailing"]).map { word in
                switch word {
                case "left", "leading": .horizontalAlignment(.left)
                case "right", "trailing": .horizontalAlignment(.right)
                default: .horizontalAlignment(.justified)
                }
            }
        }
    }

    /// A header or footer size: a number (the scroll-axis extent) or a size.
    func supplementarySize(_ value: SpecValue) -> SupplementarySize? {
        if case .scalar = value.node {
            switch value.swiftInitializer(.size) {
            case .notSwift: return value.number(atLeast: 0).map(SupplementarySize.extent)
            case .failed: return nil
            case .arguments: break
            }
        }
        return value.size().map(SupplementarySize.size)
    }

    /// `list`, `inline` or `{grid: N}`.
    func display(_ value: SpecValue) -> CollectionDisplay? {
        let what = "\"list\", \"inline\" or {grid: N}"
        if case .scalar = value.node {
            switch value.word(among: ["list", "inline"]) {
            case "list": return .list
            case "inline": return .inline
            default: return nil
            }
        }
        guard let entries = value.mapping(allowed: ["grid"], what: what) else { return nil }
        guard let columns = entries["grid"] else {
            value.expected(what)
            return nil
        }
        return columns.smallCount().map {
            CollectionDisplay.grid(columns: $0)
        }
    }
}
