// swift-format-ignore-file
import UIKit

final class ForecastViewController: UIViewController {
    // Hours in a row of six, 64 tall; at accessibility text sizes, rows of three, 120 tall. On an
    // iPhone 17 at the Large size: 402 / 6 = 67 a column, so the second hour is at (67, 0, 67, 64)
    // and the seventh starts the next row at y 64.
    // frame: ForecastViewController iphone-17 section section0 cell 1 = 67 0 67 64
    // frame: ForecastViewController iphone-17 section section0 cell 6 = 0 64 67 64
    private func hourlySection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var columns = 6
        var height: CGFloat = 64
        if environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            columns = 3
            height = 120
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitem: item,
            count: columns
        )
        return NSCollectionLayoutSection(group: group)
    }

    lazy var layout: UICollectionViewLayout = {
        UICollectionViewCompositionalLayout { [unowned self] _, environment in
            self.hourlySection(environment: environment)
        }
    }()
}
