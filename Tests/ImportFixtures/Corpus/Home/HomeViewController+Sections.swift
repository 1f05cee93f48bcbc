// swift-format-ignore-file
import UIKit

// The home screen on an iPhone 17 (402 × 874 at 3x, iOS 26), 12 items a section:
// hero: items 402 - 2 × 16 = 370 wide, 240 tall, one a group: the second at (16, 240, 370, 240).
// categories: the hero ends at 12 × 240 = 2880, the 24 of interSectionSpacing put it at 2904. An
// item is a quarter of 370, 92.5, floored to the 3x grid: 277.5 / 3 → 277 / 3 = 92.333, as wide as
// tall (fractionalWidth(0.25) of the group's 370 again); the second item is at 16 + 92.333 = 108.333.
// frame: HomeViewController iphone-17 section hero cell 1 = 16 240 370 240
// frame: HomeViewController iphone-17 section categories cell 1 = 108.333 2904 92.333 92.333
extension HomeViewController {
    func heroSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(UX.heroHeight)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: UX.margin, bottom: 0, trailing: UX.margin)
        return section
    }

    func categoriesSection(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalWidth(fraction))
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: UX.margin, bottom: 0, trailing: UX.margin)
        return section
    }

    func recentSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(UX.rowHeight))
        )
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(UX.rowHeight)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: UX.margin, bottom: 0, trailing: UX.margin)
        return section
    }
}
