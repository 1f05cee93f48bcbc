// swift-format-ignore-file
import UIKit

/// Two columns of cards, `spacing` apart and around.
func makeTwoColumnSection(spacing: CGFloat, cardHeight: CGFloat = 220) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: spacing / 2, bottom: 0, trailing: spacing / 2)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cardHeight)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = .init(top: spacing, leading: spacing / 2, bottom: spacing, trailing: spacing / 2)
    return section
}
