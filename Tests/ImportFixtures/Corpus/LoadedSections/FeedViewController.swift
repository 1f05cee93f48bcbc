// swift-format-ignore-file
import UIKit

// The sections are the presenter's, as load(_:) leaves them with every list of the feed holding
// items: banner, friends, rooms (FeedViewController); before the feed, the placeholder alone
// (FeedViewController-43-initial).
// On an iPhone 17 (402 wide, 3x), the spec's 12 items in each section:
// - banner: insets 16, twelve 120-tall rows: ends 16 + 12 × 120 + 16 = 1472.
// - friends: rows = min(3, the 12 items the spec gives) = 3, groups 3 × 44 + 2 × 8 = 148 tall; an
//   orthogonal row's groups take their fraction of the whole width, 0.8 × 402 = 321.6, 321.333 on
//   the pixel grid; top inset 0: item 1 at y 1472 + 44 + 8 = 1524; the section ends 1472 + 148 + 16
//   = 1636.
// - rooms: no header, since the friends section is there; insets 16: item 0 at y 1636 + 16 = 1652.
// - before the feed: the placeholder, 300 tall, full width.
// frame: FeedViewController iphone-17 section friends cell 1 = 16 1524 321.3333333333333 44
// frame: FeedViewController iphone-17 section rooms cell 0 = 16 1652 370 80
// frame: FeedViewController-43-initial iphone-17 section empty cell 0 = 0 0 402 300
final class FeedViewController: UIViewController, UICollectionViewDataSource {
    private let presenter = FeedPresenter()

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return presenter.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return presenter.numberOfItems(in: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func makeLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { [unowned self] index, _ in
            switch self.presenter.kind(at: index) {
            case .banner:
                return self.bannerSection()
            case .friends:
                return self.friendsSection()
            case .rooms:
                return self.roomsSection()
            case .empty:
                return self.emptySection()
            }
        }
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    private func friendsSection() -> NSCollectionLayoutSection {
        var rows = 1
        if let index = presenter.index(of: .friends) {
            rows = min(3, presenter.numberOfItems(in: index))
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let height = CGFloat(rows) * 44 + CGFloat(rows - 1) * 8
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: rows)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    private func roomsSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        if !presenter.has(.friends) {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top
            )
            section.boundarySupplementaryItems = [header]
        }
        return section
    }

    private func emptySection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
