// swift-format-ignore-file
import UIKit

// The reader's settings are app state: the first branch is read, rows 120 tall. The compact setting
// comes from UserDefaults, never registered here: a fresh install reads `false`, so 10 between rows
// (ArticlesViewController-26-set has it set: no spacing). On an iPhone 17 the second row is at
// (0, 130, 402, 120), the fourth at (0, 390, 402, 120); set, the second at (0, 120, 402, 120).
// frame: ArticlesViewController iphone-17 section 0 cell 1 = 0 130 402 120
// frame: ArticlesViewController iphone-17 section 0 cell 3 = 0 390 402 120
// frame: ArticlesViewController-26-set iphone-17 section 0 cell 1 = 0 120 402 120
final class ArticlesViewController: UIViewController {
    private let settings = ReaderSettings.shared

    func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { [weak self] _, environment in
            guard let self else { return nil }
            let height: NSCollectionLayoutDimension
            if self.settings.showsThumbnails {
                height = .absolute(120)
            } else {
                height = .absolute(72)
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = UserDefaults.standard.bool(forKey: "compactRows") ? 0 : 10
            return section
        }
        return layout
    }
}
