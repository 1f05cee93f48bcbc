// swift-format-ignore-file
import UIKit

// A month: seven days a row in 402 - 2 × 12 = 378 (the theme's side insets), a day 378 / 7 = 54
// wide and 48 tall, under a 32-point header. Day 1 is at (12 + 54, 32 + 8) = (66, 40): the header,
// then the section's top inset of Spacing.medium; day 7 starts the second row at y 40 + 48 + 4.
// frame: MonthViewController iphone-17 section 0 cell 1 = 66 40 54 48
// frame: MonthViewController iphone-17 section 0 cell 7 = 12 92 54 48
final class MonthViewController: UIViewController {
    override func loadView() {
        view = UICollectionView(frame: .zero, collectionViewLayout: Self.monthLayout())
    }

    static func monthLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Constants.Calendar.cellHeight)),
            subitem: item,
            count: Constants.Calendar.daysInWeek
        )
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = Spacing.small.rawValue
        section.contentInsets = NSDirectionalEdgeInsets(
            top: Spacing.medium.rawValue,
            leading: Theme.sideInset,
            bottom: Spacing.none.rawValue,
            trailing: Theme.sideInset
        )
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Constants.Calendar.headerHeight)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
