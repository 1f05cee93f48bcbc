import LayoutEngine

/// The keys the catalogue holds in the engine's parameters (``LayoutParameter``), read by their rows.
extension DocumentReader {
    /// Reads into `parameters` the keys among `entries` that `keys` hold, each stored where its
    /// row's parameter (at `parameter`) says, read as its kind says; a key only the layout sets is
    /// refused on a section.
    func read<Parameters>(
        _ keys: [SpecKey],
        _ parameter: KeyPath<SpecKey, LayoutParameter<Parameters>?>,
        from entries: SpecEntries,
        on level: KeyLevel,
        into parameters: inout Parameters
    ) {
        for key in keys {
            guard let place = key[keyPath: parameter], let value = entries[key.name] else { continue }
            if place.layoutOnly, level == .section {
                value.report(.invalidValue, "\(key.name) can only be set on the layout, not on a section")
                continue
            }
            place.store(&parameters, parameterValue(value, as: place.kind, of: key))
        }
    }

    /// `value` read as a key of `kind`; `nil` where it is not one (said at the value).
    func parameterValue(_ value: SpecValue, as kind: LayoutParameterKind, of key: SpecKey) -> LayoutParameterValue? {
        switch kind {
        case .number:
            let upper = key.range?.upperBound
            return value.number(atLeast: key.range?.lowerBound ?? 0, atMost: upper?.isFinite == true ? upper : nil)
                .map { .number($0) }
        case .count: return value.smallCount().map { .count($0) }
        case .wholeNumber:
            let range = Int(key.range?.lowerBound ?? 0)...Int(key.range?.upperBound ?? SpecValue.largestNumber)
            return value.wholeNumber(in: range, what: "a whole number from \(range.lowerBound) to \(range.upperBound)")
                .map { .wholeNumber($0) }
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
        case .splitItemSize: return splitItemSize(value).map { .splitItemSize($0) }
        case .splitSupplementarySize: return splitSupplementarySize(value).map { .splitSupplementarySize($0) }
        case .text: return value.string().map { .text($0) }
        case .directionalInsets: return directionalInsets(value).map { .insets($0) }
        case .rootGroup: return rootGroup(value).map { .group($0) }
        case .boundaryItems: return boundaryItems(value).map { .boundaryItems($0) }
        case .decorationItems: return decorationItems(value).map { .decorationItems($0) }
        case .list: return listConfiguration(value).map { .list($0) }
        }
    }
}
