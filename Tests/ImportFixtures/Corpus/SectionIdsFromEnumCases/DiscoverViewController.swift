// swift-format-ignore-file
import UIKit

// Three sections, one a case of `DiscoverSection`, in its order.
// hero (section 0): full-width pages 220 tall: cell 1 at y 220; the section ends at 12 × 220 = 2640.
// grid (section 1): four columns of 402 / 4 = 100.5, floored to the 3x grid (301.5 / 3 → 301 / 3 =
//   100.333), as tall; cell 1 at x 100.333, y 2640.
// list (section 2): after 3 rows, 2640 + 3 × 100.333 = 2941; rows 402 × 56: cell 1 at y 2997.
// frame: DiscoverViewController iphone-17 section hero cell 1 = 0 220 402 220
// frame: DiscoverViewController iphone-17 section grid cell 1 = 100.333 2640 100.333 100.333
// frame: DiscoverViewController iphone-17 section list cell 1 = 0 2997 402 56
final class DiscoverViewController: UIViewController {
    enum DiscoverSection: Int, CaseIterable {
        case hero, grid, list
    }

    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard let kind = DiscoverSection(rawValue: index) else { return nil }
            let itemSize: NSCollectionLayoutSize
            let groupSize: NSCollectionLayoutSize
            switch kind {
            case .hero:
                itemSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                groupSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(220))
            case .grid:
                itemSize = .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
                groupSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25))
            case .list:
                itemSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
                groupSize = .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56))
            }
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
