// swift-format-ignore-file
import UIKit

// makeCarousel(groupWidth: 0.8, height: 200): a section that scrolls sideways measures its group's
// fraction from the whole width (its insets only place the first group), so pages are 0.8 of 402 =
// 321.6 wide, floored to the 3x grid (964.8 / 3 → 964 / 3) = 321.333, 200 tall, 12 apart, after a
// 16-point leading inset. The first at x 16; the second at 16 + 321.333 + 12 = 349.333, both at y 0.
// frame: DealsViewController iphone-17 section 0 cell 0 = 16 0 321.333 200
// frame: DealsViewController iphone-17 section 0 cell 1 = 349.333 0 321.333 200
final class DealsViewController: UIViewController {
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewCompositionalLayout(section: makeCarousel(groupWidth: 0.8, height: 200))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.showsHorizontalScrollIndicator = false
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func makeCarousel(groupWidth: CGFloat, height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(groupWidth), heightDimension: .absolute(height)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }
}
