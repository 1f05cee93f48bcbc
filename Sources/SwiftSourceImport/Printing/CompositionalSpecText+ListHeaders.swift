import LayoutSpecFormat

/// A list section whose header (or footer) the code replaces with its own boundary item of the
/// list's kind (`section.boundarySupplementaryItems = [header]` after `.list(using:)`, with
/// `headerMode = .supplementary`): UIKit lays the code's item out where the list's own would be,
/// with the list's padding above it, so the spec's list takes the item's height as its own.
extension CompositionalSpecText {
    /// The list's `headerHeight` and `footerHeight` that the section's boundary items give.
    func listHeights(from section: LayoutObject) -> [SpecYAML.Entry] {
        guard case .array(let values)? = section[.boundarySupplementaryItems] else { return [] }
        return values.compactMap(\.object).compactMap { item in
            guard case .string(let kind)? = item[.elementKind], listOwnKinds[kind] != nil,
                let height = Self.listHeight(givenBy: item)
            else { return nil }
            return SpecYAML.Entry(kind + "Height", .number(height))
        }
    }

    /// The height a boundary item of the list's kind gives the list's own: an `absolute` height
    /// across the section's width, at the top for a header and the bottom for a footer, set nowhere
    /// else; `nil` for one that sizes itself or is placed otherwise.
    static func listHeight(givenBy item: LayoutObject) -> Double? {
        guard case .string(let kind)? = item[.elementKind], let size = item[.layoutSize]?.object,
            case .member("fractionalWidth", let width)? = size["widthDimension"], width.first?.number == 1,
            case .member("absolute", let height)? = size["heightDimension"], let points = height.first?.number
        else { return nil }
        let alignment = item[.alignment].flatMap { value -> String? in
            if case .member(let name, _) = value { name } else { nil }
        }
        guard alignment == (kind == "footer" ? "bottom" : "top"),
            item.properties.keys.allSatisfy({ ["elementKind", "layoutSize", "alignment"].contains($0) })
        else { return nil }
        return points
    }
}
