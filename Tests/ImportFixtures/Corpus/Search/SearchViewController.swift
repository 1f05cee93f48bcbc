// swift-format-ignore-file
import UIKit

enum SearchSection: Hashable {
    case suggestions
    case results(count: Int)
    case empty
}

final class SearchViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<SearchSection, String>?

    private func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self, let section = self.section(at: sectionIndex) else {
                return Self.emptySection()
            }
            return self.layoutSection(for: section, environment: environment)
        }
    }

    private func section(at index: Int) -> SearchSection? {
        let sections = dataSource?.snapshot().sectionIdentifiers ?? []
        return sections.indices.contains(index) ? sections[index] : nil
    }

    private static func emptySection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let item = NSCollectionLayoutItem(layoutSize: size)
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    }

    // Suggestions are chips of an estimated 100 × 36 in a row that wraps, 8 apart, 16 from the sides:
    // (16, 0, 100, 36), (124, 0, 100, 36); results are rows of the full width, 72 tall, under the
    // suggestions, which twelve chips fill in four rows of three (16 + 3 × 100 + 2 × 8 = 332 ≤ 386):
    // 4 × 36 + 3 × 8 = 168.
    // frame: SearchViewController iphone-17 section suggestions cell 1 = 124 0 100 36
    // frame: SearchViewController iphone-17 section results cell 0 = 0 168 402 72
    private func layoutSection(for section: SearchSection, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch section {
        case .suggestions:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(100), heightDimension: .absolute(36)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)), subitems: [item])
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        case .results(let count) where count > 0:
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        case .results, .empty:
            return Self.emptySection()
        }
    }
}
