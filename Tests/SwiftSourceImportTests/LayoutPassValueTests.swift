import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A stored variable the screen sets in its layout pass from the view's width (`columns` in
/// `viewWillLayoutSubviews()`): UIKit runs the pass before the collection view lays out, so each
/// environment's items take the value the pass gives there.
struct LayoutPassValueTests {
    /// Before, `columns` was read at its initial 3 on every device ("changes while the app runs"):
    /// a tablet got three columns where the app shows seven.
    @Test func aColumnCountTheLayoutPassSetsIsComputedInEachEnvironment() throws {
        let source = """
            import UIKit
            final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                @IBOutlet var collectionView: UICollectionView!
                var columns = 3 {
                    didSet { if columns != oldValue { collectionView.collectionViewLayout.invalidateLayout() } }
                }
                var flowLayout: UICollectionViewFlowLayout {
                    collectionView.collectionViewLayout as! UICollectionViewFlowLayout
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    flowLayout.minimumInteritemSpacing = 2
                    flowLayout.minimumLineSpacing = 2
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    if self.view.bounds.width > 700 {
                        self.columns = 7
                    } else if view.bounds.width > 414 {
                        columns = 5
                    } else {
                        self.columns = 3
                    }
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let side = view.bounds.width / CGFloat(columns) - flowLayout.minimumInteritemSpacing
                    return CGSize(width: side, height: side)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Gallery.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!result.warnings.contains { $0.message.contains("changes while the app runs") }, "\(result.warnings)")
        // Phone, 390 wide: not > 414, 3 columns; side 390 / 3 − 2 = 128; floor((390 + 2) / 130) = 3 a
        // row, the 4 points left spread over 2 gaps: x 0, 131, 262; the fourth item on the next row,
        // y 128 + 2 = 130.
        // Tablet, 820 wide: > 700, 7 columns; side 820 / 7 − 2 = 115.142857; floor(822 / 117.142857)
        // = 7 a row, 820 − 7 × 115.142857 = 14 over 6 gaps: 2.333 each; the second item at
        // x 117.476 (at 2x, 117.5), the eighth on the next row, y 115.142857 + 2 = 117.142857 (117).
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        let phone = cells[0].map(\.frame)
        let tablet = cells[1].map(\.frame)
        #expect(phone[1].minX == 131 && phone[2].minX == 262 && phone[3].minY == 130, "\(phone)\n\(text)")
        #expect(phone[0].width == 128, "\(phone)")
        #expect(tablet[1].minX == 117.5 && tablet[7].minX == 0 && tablet[7].minY == 117, "\(tablet)\n\(text)")
    }

    /// A variable a tap sets as well as the layout pass is what the app does while it runs: its
    /// initial value is read, and said.
    @Test func aVariableAnotherMethodSetsTooIsReadAtItsInitialValue() throws {
        let source = """
            import UIKit
            final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                @IBOutlet var collectionView: UICollectionView!
                var columns = 3
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    if view.bounds.width > 700 { columns = 7 }
                }
                @IBAction func zoomOut() { columns += 1 }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: view.bounds.width / CGFloat(columns), height: 80)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Gallery.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("\"collectionView.bounds.width / 3\""), "\(text)")
        #expect(
            result.warnings.contains { $0.message.hasPrefix("columns changes while the app runs") },
            "\(result.warnings)"
        )
    }
}
