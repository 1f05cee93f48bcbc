// swift-format-ignore-file
import UIKit

// Two inset grouped list sections (the enumeration's two cases; the provider returns nil past them).
// Rows inset by the larger of the layout margin (16) and the table margin (20 on a 402-point phone):
// 402 - 2 × 20 = 362 wide at x 20, 52 tall (iOS 26's estimate at the Large text size). Section 0
// starts 35 below the top (no header): rows at 35, 87, …, the last (cell 11) at 35 + 11 × 52 = 607,
// ending at 659. Between the sections 17.5 + 17.5 = 35: section 1's first row at 659 + 35 = 694.
// frame: AccountViewController iphone-17 section 0 cell 1 = 20 87 362 52
// frame: AccountViewController iphone-17 section 1 cell 0 = 20 694 362 52
final class AccountViewController: UIViewController {
    private enum Section: Int, CaseIterable {
        case profile
        case privacy
    }

    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard Section(rawValue: sectionIndex) != nil else { return nil }
            return .insetList(in: environment)
        }
    }
}
