// swift-format-ignore-file
import UIKit

typealias Insets = NSDirectionalEdgeInsets

/// A grid of tiles as wide as a 160-point column allows, whose insets start at `.zero` and grow.
final class TileLayout {
    var padding: NSDirectionalEdgeInsets = .zero
    var gutter: CGFloat = .zero
    let tileHeight: CGFloat = 120

    func section(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = environment.container.effectiveContentSize.width
        let columns = max(Int(width / 160), 1)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(tileHeight)),
            subitems: Array(repeating: item, count: columns)
        )
        let section = NSCollectionLayoutSection(group: group)
        var insets: Insets = .zero
        insets.leading += 12 + padding.leading
        insets.trailing = insets.leading
        insets.top = gutter + 8
        section.contentInsets = insets
        let spacing: CGFloat? = .init(10)
        section.interGroupSpacing = spacing ?? 0
        return section
    }
}
