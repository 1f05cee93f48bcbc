// swift-format-ignore-file
import UIKit

extension RoomsViewController {
    enum Section: Hashable {
        case live
        case scheduled
        case people

        func layout(with environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            switch self {
            case .live: return .fullWidthSection(height: 120)
            case .scheduled: return .fullWidthSection()
            case .people: return .squares
            }
        }
    }
}

// The live rooms: rows 120 tall inside 20-point insets, 362 wide: the second at (20, 20 + 120).
// The scheduled rooms follow the twelve live ones (20 + 12 × 120 + 20 = 1480) as rows of 88: the
// first at (20, 1480 + 20, 362, 88).
// frame: RoomsViewController iphone-17 section live cell 1 = 20 140 362 120
// frame: RoomsViewController iphone-17 section scheduled cell 0 = 20 1500 362 88
final class RoomsViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Section, Room>!

    private var layout: UICollectionViewLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, environment in
            guard let section = self?.dataSource.sectionIdentifier(for: index) else { return nil }
            return section.layout(with: environment)
        })
    }
}
