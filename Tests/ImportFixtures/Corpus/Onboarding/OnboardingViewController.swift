// swift-format-ignore-file
import UIKit

// Pages across: the layout scrolls horizontally, so the safe area's top (62) and bottom (34) inset
// the content, and a page is the whole of what is left, 402 × (874 - 62 - 34) = 402 × 778, at y 62.
// The provider makes every section alike, so the spec has one; its pages follow each other with no
// spacing: the second at x 402.
// frame: OnboardingViewController iphone-17 section 0 cell 0 = 0 62 402 778
// frame: OnboardingViewController iphone-17 section 0 cell 1 = 402 62 402 778
final class OnboardingViewController: UIViewController {
    private let pages = OnboardingPage.allCases

    func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        return layout
    }
}
