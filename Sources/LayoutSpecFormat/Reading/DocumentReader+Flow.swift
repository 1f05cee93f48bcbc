import LayoutEngine
import Yams

extension DocumentReader {
    /// Every `type: flow` layout key (spec-format.md); all but `scrollDirection` may be set on a section.
    static let flowKeys = SpecKeyCatalogue.names(in: .flow)

    /// Reads the flow keys among `entries` (other keys are the caller's): each key the catalogue
    /// holds in the engine's parameters, read as its kind says.
    func flowParameters(_ entries: SpecEntries, on level: KeyLevel) -> FlowParameters {
        var parameters = FlowParameters()
        read(SpecKeyCatalogue.flowParameterKeys, \.flowParameter, from: entries, on: level, into: &parameters)
        return parameters
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
