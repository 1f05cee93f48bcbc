// swift-format-ignore-file
import UIKit

// The reader's settings are app state: the first branch is read, rows 120 tall, no spacing (the
// first value of the ternary): on an iPhone 17 the second row is at (0, 120, 402, 120), the
// fourth at (0, 360, 402, 120).
// frame: ArticlesViewController iphone-17 section 0 cell 1 = 0 120 402 120
// frame: ArticlesViewController iphone-17 section 0 cell 3 = 0 360 402 120
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
