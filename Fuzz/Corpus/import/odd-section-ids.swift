import UIKit
enum Section: String { case a = "line\nbreak", b = "nul\u{0}", c = "sep\u{2028}x" }
func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, environment in
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}
