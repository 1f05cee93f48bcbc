// swift-format-ignore-file
import UIKit

// An iPhone 17 (402 wide, 3x) is a phone, so UIDevice's idiom test gives 2 and the trait test takes
// its else branch, 3 columns.
// featured: 16 + 16 of insets leave 370, two items 10 apart: (370 - 10) / 2 = 180 each, 120 tall; the
// second at x 16 + 180 + 10 = 206, the third starts the next row at y 120. Six rows of two end at 720.
// frame: AlbumViewController iphone-17 section featured cell 1 = 206 0 180 120
// frame: AlbumViewController iphone-17 section featured cell 2 = 16 120 180 120
// photos: a third of 402 is 134 (a whole number of pixels at 3x), as tall as wide, starting at 720;
// the fourth photo starts the second row at 720 + 134 = 854.
// frame: AlbumViewController iphone-17 section photos cell 1 = 134 720 134 134
// frame: AlbumViewController iphone-17 section photos cell 3 = 0 854 134 134
final class AlbumViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured
        case photos
    }

    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .featured:
                let perRow = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                )
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitem: item,
                    count: perRow
                )
                group.interItemSpacing = .fixed(10)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            case .photos:
                let traitCollection = environment.traitCollection
                let columns: Int
                if traitCollection.userInterfaceIdiom == .pad {
                    columns = 6
                } else {
                    columns = 3
                }
                let fraction = 1.0 / CGFloat(columns)
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1))
                )
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
                    subitems: [item]
                )
                return NSCollectionLayoutSection(group: group)
            }
        }
    }
}
