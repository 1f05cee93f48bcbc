// swift-format-ignore-file
import UIKit

/// The feed's layout: full-width banners, then a two-column grid, 24 points between the two.
final class FeedLayout: UICollectionViewCompositionalLayout {
    init() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        super.init(sectionProvider: { sectionIndex, _ in
            switch sectionIndex {
            case 0:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                )
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                    subitems: [item]
                )
                return NSCollectionLayoutSection(group: group)
            default:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
                )
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                    subitems: [item]
                )
                return NSCollectionLayoutSection(group: group)
            }
        }, configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
