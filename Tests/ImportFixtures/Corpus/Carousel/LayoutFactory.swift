// swift-format-ignore-file
import UIKit

// Pages of 80% of the width, centred: 402 × 0.8 = 321.6, floored to the 3x grid, 321.333, 200 tall,
// 10 apart. The first page is centred: (402 - 321.333) / 2 = 40.333 from the leading edge.
// frame: FeaturedViewController iphone-17 section 0 cell 0 = 40.333 0 321.333 200
// frame: FeaturedViewController iphone-17 section 0 cell 1 = 371.667 0 321.333 200
enum LayoutFactory {
    static func carousel(pageFraction: CGFloat = 0.8, height: CGFloat = 200) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(pageFraction), heightDimension: .absolute(height)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        return section
    }
}
