// swift-format-ignore-file
import UIKit

// The provider returns `Section(rawValue: sectionIndex)?.layout(width:)`; the method reads
// `columns.spacing` and `columns.rawValue` through a second enumeration.
// recent (section 0): three columns 2 apart across the whole 402: (402 - 2 × 2) / 3 = 132.667 wide and
// tall; rows 2 apart: cell 1 at x 132.667 + 2 = 134.667, cell 3 at y 132.667 + 2 = 134.667.
// albums (section 1): after 4 rows, 4 × 132.667 + 3 × 2 = 536.667; two columns 12 apart:
// (402 - 12) / 2 = 195 wide and tall, cell 1 at x 207.
// frame: AlbumsViewController iphone-17 section recent cell 1 = 134.667 0 132.667 132.667
// frame: AlbumsViewController iphone-17 section recent cell 3 = 0 134.667 132.667 132.667
// frame: AlbumsViewController iphone-17 section albums cell 1 = 207 536.667 195 195
enum Columns: Int {
    case two = 2
    case three = 3

    var spacing: CGFloat {
        switch self {
        case .two: return 12
        case .three: return 2
        }
    }
}

enum AlbumSection: Int, CaseIterable {
    case recent
    case albums

    var columns: Columns {
        switch self {
        case .recent: return .three
        case .albums: return .two
        }
    }

    func layout(width: CGFloat) -> NSCollectionLayoutSection {
        let count = CGFloat(columns.rawValue)
        let side = (width - columns.spacing * (count - 1)) / count
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
            subitems: [item]
        )
        group.interItemSpacing = .fixed(columns.spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = self.columns.spacing
        return section
    }
}

final class AlbumsViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            AlbumSection(rawValue: sectionIndex)?.layout(width: environment.container.effectiveContentSize.width)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }
}
