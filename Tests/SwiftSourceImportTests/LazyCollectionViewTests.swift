import Foundation
import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A screen's own collection view, made in a lazy property with a flow layout that
/// `viewWillLayoutSubviews` sizes from the collection view's width: that collection view is the
/// spec's, its bounds each environment's.
struct LazyCollectionViewTests {
    static let source = """
        import UIKit
        final class PhotoPickerViewController: UIViewController {
            private let padding: CGFloat = 1
            private lazy var collectionView: UICollectionView = {
                let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                return collectionView
            }()

            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                let columns: CGFloat = 4
                let side = floor((collectionView.bounds.width - (columns - 1) * padding) / columns)
                layout.itemSize = CGSize(width: side, height: side)
                layout.minimumInteritemSpacing = padding
                layout.minimumLineSpacing = padding
            }
        }
        """

    /// The items are sized from the collection view's width.
    ///
    /// On a 375-point phone, floor((375 − 3) / 4) = 93 square, four a row 1 apart (justified: the
    /// last at 375 − 93 = 282), the second row at 94. Before, the width was `UICollectionView(…)`'s,
    /// which only the running app knew: UIKit's 50 × 50.
    @Test func theScreensCollectionViewIsTheSpecs() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "PhotoPicker.swift")
        #expect(
            !imported.warnings.contains { $0.message.contains("only the running app knows") },
            "\(imported.warnings)"
        )
        let cells = try ImportedLayout.firstSections(
            of: imported.text,
            in: ["{name: phone, size: [375, 667], scale: 2}"]
        )[0]
        #expect(cells.first?.frame.size == Size(width: 93, height: 93), "\(imported.text)")
        #expect(cells.dropFirst(3).first?.frame.minX == 282, "\(cells.map(\.frame))")
        #expect(cells.dropFirst(4).first?.frame.minY == 94, "\(cells.map(\.frame))")
    }

    /// A screen that makes two collection views and tells them apart in its delegate: neither is the
    /// spec's alone, so a comparison of them is no spec's test (it would compare the spec's one
    /// collection view with itself, which the spec refused).
    @Test func aScreenOfTwoCollectionViewsKeepsThemApart() throws {
        let source = """
            import UIKit
            final class ExploreViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private lazy var tagsView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                private lazy var soundsView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if collectionView == tagsView {
                        return CGSize(width: 60, height: 30)
                    }
                    return CGSize(width: (collectionView.frame.size.width - 32) / 2, height: 80)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Explore.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(!result.specs.isEmpty)
    }
}
