// swift-format-ignore-file
import UIKit

// Every section is rows of 64 under a 38-point header; the footer goes to the last section of the
// data, which starts empty (`alerts` is read at its initial value, so no section has it). On an
// iPhone 17: the header across 402 - 2 × 20 at
// (20, 0, 362, 38), the first row under it at (20, 38, 362, 64).
// frame: AlertsViewController iphone-17 section 0 header = 20 0 362 38
// frame: AlertsViewController iphone-17 section 0 cell 1 = 20 102 362 64
final class AlertsViewController: ScrollableViewController<UICollectionView> {
    private var alerts: [[Alert]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        content = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        content.dataSource = self
        view.addSubview(content)
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            self.content.rowsSection(height: 64, hasHeader: true, hasFooter: sectionIndex + 1 == self.alerts.count)
        }
    }
}
