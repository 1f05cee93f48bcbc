// swift-format-ignore-file
import UIKit

// Two screens' layouts in one file: two specs, DashboardLayouts-1 and DashboardLayouts-2, in the
// order the code makes them.
// The summary: tiles of half the width, 100 tall: the second at (201, 0, 201, 100).
// frame: DashboardLayouts-1 iphone-17 section 0 cell 1 = 201 0 201 100
// The activity list: rows 60 tall, 1 apart: the third at (0, 122, 402, 60).
// frame: DashboardLayouts-2 iphone-17 section 0 cell 2 = 0 122 402 60
enum DashboardLayouts {
    static var summary: UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func activity() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        return UICollectionViewCompositionalLayout(section: section)
    }
}
