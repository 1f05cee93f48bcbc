import LayoutEngine
import LayoutSpecFormat

/// The values a compositional layout's Swift writes: anchors, dimensions, spacings, points.
extension CompositionalLayoutSwift {
    static func writeAnchor(_ anchor: CollectionLayoutAnchor, of name: String, to source: inout SwiftSource) -> String {
        let order: [DirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
        let edges = SwiftExpression.array(order.filter(anchor.edges.contains).map { .token(".\($0.rawValue)") })
        var arguments = [SwiftExpression.Argument("edges", edges)]
        switch anchor.offset {
        case .absolute(let offset) where offset == .zero: break
        case .absolute(let offset): arguments.append(.init("absoluteOffset", .point(offset)))
        case .fractional(let offset): arguments.append(.init("fractionalOffset", .point(offset)))
        }
        source.assignment("let \(name)", .call("NSCollectionLayoutAnchor", arguments))
        return name
    }

    /// An element kind as a local name where it is one (`header`), else `supplementary`.
    static func localName(_ kind: String) -> String {
        let isName =
            kind.first.map { $0.isLetter && $0.isASCII } == true
            && kind.allSatisfy { ($0.isLetter || $0.isNumber) && $0.isASCII }
        return isName ? kind.prefix(1).lowercased() + kind.dropFirst() : "supplementary"
    }

    // MARK: Values

    /// A dimension with the value the spec computes at the first of `path` that it does (a size's
    /// `[0]`, or its pasted `.init(widthDimension:…)`'s `widthDimension`).
    func dimension(_ dimension: CollectionLayoutDimension, at path: [String]) -> SwiftExpression {
        switch dimension {
        case .absolute(let value): .member("absolute", computed.number(value, at: path))
        case .estimated(let value): .member("estimated", computed.number(value, at: path))
        case .fractionalWidth(let value): .member("fractionalWidth", computed.number(value, at: path))
        case .fractionalHeight(let value): .member("fractionalHeight", computed.number(value, at: path))
        }
    }

    /// `.fixed(…)` or `.flexible(…)`; `type` before it where the value is not an argument
    /// (`NSCollectionLayoutSpacing.fixed(8)`).
    func spacing(_ spacing: CollectionLayoutSpacing, at path: String, type: String = "") -> SwiftExpression {
        switch spacing {
        case .fixed(let value): .call(type + ".fixed", [.init(nil, computed.number(value, at: path))])
        case .flexible(let value): .call(type + ".flexible", [.init(nil, computed.number(value, at: path))])
        }
    }

    /// Writes the let of a boundary item, named after its kind where that is a Swift name; returns
    /// the name.
    func write(
        _ item: CollectionLayoutBoundarySupplementaryItem,
        names: inout NameCounter,
        path: String,
        to source: inout SwiftSource
    ) -> String {
        let name = names.next(Self.localName(item.elementKind))
        let size = writeSize(item.layoutSize, of: name, path: path + ".layoutSize", to: &source)
        var arguments: [SwiftExpression.Argument] = [
            .init(.layoutSize, .token(size)), .init(.elementKind, .elementKind(item.elementKind)),
            .init("alignment", .token(".\(item.alignment.rawValue)")),
        ]
        if item.offset != .zero { arguments.append(.init("absoluteOffset", .point(item.offset))) }
        source.assignment("let \(name)", .call("NSCollectionLayoutBoundarySupplementaryItem", arguments))
        writeProperties(
            of: item,
            to: name,
            rows: SpecKeyCatalogue.boundaryItemParameterKeys,
            \.itemParameter?.boundaryItem,
            to: &source
        )
        return name
    }

    /// Sets on `name` the UIKit properties of `item` that `rows` hold (at `parameter`) and that are
    /// not UIKit's default, in the catalogue's order, each requiring the iOS version that introduced it.
    func writeProperties<Item>(
        of item: Item,
        to name: String,
        rows: [SpecKey],
        _ parameter: KeyPath<SpecKey, LayoutParameter<Item>?>,
        to source: inout SwiftSource
    ) {
        for key in rows {
            guard let property = key.property?.name, let value = key[keyPath: parameter]?.value(item),
                let literal = value.swiftLiteral
            else { continue }
            source.requires(iOS: key.introduced)
            source.assignment("\(name).\(property)", literal)
        }
    }
}
