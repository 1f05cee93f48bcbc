import Foundation
import LayoutEngine
import LayoutSpecFormat
import SwiftSourceImport
import Testing

/// A flow delegate reads the layout it is given (`collectionViewLayout as? GridLayout`) as the one the
/// screen made and set: what its subclass's `init` set and what its overrides return, not UIKit's
/// defaults, also after another method has read the layout back through the collection view.
struct FlowDelegateLayoutTests {
    static let source = """
        import UIKit

        final class GridLayout: UICollectionViewFlowLayout {
            var columns: Int = 3
            var side: CGFloat = 51

            override init() {
                super.init()
                minimumLineSpacing = 27
                minimumInteritemSpacing = 23
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override var itemSize: CGSize {
                set {}
                get { CGSize(width: side, height: side) }
            }
        }

        final class ButtonsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            @IBOutlet var collectionView: UICollectionView!
            @IBOutlet var heightConstraint: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.delegate = self
                collectionView.collectionViewLayout = GridLayout()
                updateHeight()
            }

            private func updateHeight() {
                guard let layout = collectionView.collectionViewLayout as? GridLayout else { return }
                heightConstraint.constant = layout.itemSize.height + 10
            }

            func collectionView(
                _ collectionView: UICollectionView,
                layout collectionViewLayout: UICollectionViewLayout,
                insetForSectionAt section: Int
            ) -> UIEdgeInsets {
                guard let layout = collectionViewLayout as? GridLayout else { return .zero }
                let content = CGFloat(layout.columns - 1) * layout.minimumInteritemSpacing
                    + CGFloat(layout.columns) * layout.itemSize.width
                let side = (collectionView.bounds.width - content) / 2
                return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
            }
        }
        """

    /// Three 51-point buttons 23 apart are 2 × 23 + 3 × 51 = 199 wide; on a 375-point phone the
    /// delegate centres them, (375 − 199) / 2 = 88 from each side: the buttons at x 88, 162, 236, the
    /// fourth on the next line, 51 + 27 lower.
    ///
    /// Before, the delegate's layout was a new flow layout that knew none of the subclass's members,
    /// so the inset was left out: the buttons at x 0, 81 and 162, four to a line.
    @Test func theDelegateReadsTheLayoutTheScreenMade() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "Buttons.swift")
        let cells = try ImportedLayout.firstSections(
            of: imported.text,
            in: ["{name: phone, size: [375, 667], scale: 2}"]
        )[0]
        #expect(cells.prefix(3).map(\.frame.minX) == [88, 162, 236], "\(imported.text)")
        #expect(cells.dropFirst(3).first?.frame.origin == Point(x: 88, y: 78), "\(imported.text)")
    }
}
