// swift-format-ignore-file
import UIKit

struct GridSection {
    enum CellLayout {
        case list(height: CGFloat)
        case grid(minimumWidth: CGFloat, inset: CGFloat)
    }

    let identifier: String
    let cellLayout: CellLayout
    var hidden = false

    func layoutSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch cellLayout {
        case .list(let height):
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        case .grid(let minimumWidth, let inset):
            let available = environment.container.effectiveContentSize.width - 16
            let total = minimumWidth + 2 * inset
            var count = floor(available / total)
            if count < 1 {
                count = 1
            }
            var groupInsets: NSDirectionalEdgeInsets = .zero
            let extra = floor((available - count * total) / 2)
            groupInsets.leading += extra
            groupInsets.trailing += extra
            let height = floor(minimumWidth * 3 / 4) + 2 * inset
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(total), heightDimension: .absolute(height)))
            item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            group.contentInsets = groupInsets
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return section
        }
    }
}
