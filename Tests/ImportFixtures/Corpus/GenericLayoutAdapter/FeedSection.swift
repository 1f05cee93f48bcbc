// swift-format-ignore-file
import UIKit

protocol SectionAdapting: AnyObject {
    func layout(for id: String, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
}

struct FeedSection: Hashable {
    let id: String
    weak var adapter: SectionAdapting?

    func layout(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        return adapter?.layout(for: id, environment: environment)
    }

    static func == (lhs: FeedSection, rhs: FeedSection) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class GridAdapter: SectionAdapting {
    struct Columns {
        let minimumWidth: CGFloat
    }

    var rowHeight: CGFloat = 44
    var columns = Columns(minimumWidth: 320)

    func layout(for id: String, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        let width = environment.container.effectiveContentSize.width
        let count = max(floor(width / columns.minimumWidth), 1)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(floor(width / count)), heightDimension: .absolute(rowHeight)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
