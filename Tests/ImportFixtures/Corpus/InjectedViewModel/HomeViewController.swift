// swift-format-ignore-file
import UIKit

// The banner's header is as tall as the view model's style says. The app hands the view model in,
// and the style starts `.compact` until the feed has loaded, so the screen first shows 44.
// iphone-17, 402 wide. banner (section 0): the header follows the section's insets, (16, 0, 370, 44);
// the rows start below it and the top inset: cell 0 at (16, 44 + 12 = 56, 370, 160), cell 1 at
// y 216. Twelve rows end at 56 + 12 × 160 = 1976, with the bottom inset 1988.
// grid (section 1): two items a row, 201 wide: cell 1 at (201, 1988).
// frame: HomeViewController iphone-17 section banner header = 16 0 370 44
// frame: HomeViewController iphone-17 section banner cell 1 = 16 216 370 160
// frame: HomeViewController iphone-17 section grid cell 1 = 201 1988 201 100
final class HomeViewController: UIViewController {
    enum HomeSection: Int, CaseIterable {
        case banner, grid
    }

    var viewModel: HomeViewModel!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            guard let kind = HomeSection(rawValue: index) else { return nil }
            switch kind {
            case .banner: return self.bannerSection()
            case .grid: return self.gridSection()
            }
        }
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let headerHeight: CGFloat
        switch viewModel.bannerStyle {
        case .compact: headerHeight = 44
        case .tall: headerHeight = 88
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
    }

    private func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
