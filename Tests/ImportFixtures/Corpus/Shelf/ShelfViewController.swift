// swift-format-ignore-file
import UIKit

final class ShelfViewController: UIViewController {
    private let viewModel: ShelfViewModel

    init(viewModel: ShelfViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    // Covers of 110 × 160 in a band that pages by group: the band's items follow each other 8 apart
    // from the leading inset of 20: (20, 0), (138, 0). The spacing comes from the view model, which
    // only the running app has: 0 is read for it, with a warning; the covers' width is the code's.
    // frame: ShelfViewController iphone-17 section 0 cell 0 = 20 0 110 160
    // frame: ShelfViewController iphone-17 section 0 cell 1 = 130 0 110 160
    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(110), heightDimension: .absolute(160)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = viewModel.coverSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
