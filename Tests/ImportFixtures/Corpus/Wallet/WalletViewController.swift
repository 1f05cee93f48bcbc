// swift-format-ignore-file
import UIKit

final class WalletViewController: UIViewController {
    var viewModel: WalletViewModel?
    let theme = Theme()

    // Section 0 is the buttons row: four buttons of a quarter of 402 - 2 × 8 = 386 (96.5, floored to
    // the 3x grid: 96.333), 80 tall: the second at (8 + 96.333, 0). Section 1 is read as the NFTs'
    // section (the first branch of a test on the view model's count): two columns of 201, 200 tall,
    // under the buttons' twelve items, three rows of 80: at y 240.
    // frame: WalletViewController iphone-17 section 0 cell 1 = 104.333 0 96.333 80
    // frame: WalletViewController iphone-17 section 1 cell 0 = 0 240 201 200
    func makeCompositionalLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self = self else { return nil }
            guard let viewModel = self.viewModel else { return nil }
            if sectionIndex == 0 {
                return self.makeButtonsSection()
            } else if sectionIndex == viewModel.sections.count - 1 {
                return self.makeCollectiblesSection()
            } else {
                return self.makeWalletsSection()
            }
        }
    }

    func makeButtonsSection() -> NSCollectionLayoutSection {
        let inset: CGFloat = theme.padding * 0.5
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 0, leading: inset, bottom: 0, trailing: inset)
        return section
    }

    func makeCollectiblesSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    func makeWalletsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

struct Theme {
    var padding: CGFloat = 16
}
