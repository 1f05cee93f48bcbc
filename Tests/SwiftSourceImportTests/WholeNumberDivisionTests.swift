import Foundation
import LayoutEngine
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// `/` between `Int`s truncates, as Swift computes it: an `Int` constant divided, and integer literals
/// alone where their place takes an `Int` (the argument of `CGFloat(…)`, a constant declared without
/// a type); literals where a `CGFloat` is asked for divide exactly.
struct WholeNumberDivisionTests {
    static let source = """
        import UIKit

        final class PickerViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                let half = 7 / 2
                layout.minimumLineSpacing = CGFloat(half)
                layout.minimumInteritemSpacing = CGFloat(140 / 6)
                let top: CGFloat = 140 / 6
                layout.sectionInset = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
                return layout
            }

            func collectionView(
                _ collectionView: UICollectionView,
                layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                let columns = 6
                let column = collectionView.bounds.width / CGFloat(columns)
                let side = column - CGFloat(((columns + 1) * 20) / columns)
                return CGSize(width: side, height: side)
            }
        }
        """

    /// `half` is 7 / 2 = 3 (an `Int` constant), `CGFloat(140 / 6)` is 23, `top: CGFloat = 140 / 6` is
    /// 23.333…, and the delegate's `((6 + 1) * 20) / 6` is 140 / 6 = 23.
    ///
    /// On a 375-point phone at 2x each item is 375 / 6 − 23 = 62.5 − 23 = 39.5 square. Six fit a
    /// line (6 × 39.5 + 5 × 23 = 352 ≤ 375), the first line at the top inset, 23.333, which the cells
    /// take on the 2x grid as 23.5; the second line 39.5 + 3 (the line spacing) lower, at 66.
    ///
    /// Before, every division was exact: the items were 375 / 6 − 23.333 = 39.166 wide, the line
    /// spacing 3.5 and the interitem spacing 23.333.
    @Test func integerDivisionTruncatesAsSwiftDoes() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "Picker.swift")
        #expect(imported.text.contains("minimumLineSpacing: 3\n"), "\(imported.text)")
        #expect(imported.text.contains("minimumInteritemSpacing: 23\n"), "\(imported.text)")
        #expect(imported.text.contains("top: 23.333333333333332"), "\(imported.text)")
        let cells = try ImportedLayout.firstSections(
            of: imported.text,
            in: ["{name: phone, size: [375, 667], scale: 2}"]
        )[0]
        #expect(cells.first?.frame.size == Size(width: 39.5, height: 39.5), "\(cells.map(\.frame))")
        #expect(cells.dropFirst(5).first?.frame.minY == cells.first?.frame.minY, "\(cells.map(\.frame))")
        #expect(
            cells.dropFirst(6).first?.frame.minY == (cells.first?.frame.minY ?? 0) + 39.5 + 3,
            "\(cells.map(\.frame))"
        )
    }

    /// `truncatingRemainder(dividingBy:)` computes as Swift computes it.
    ///
    /// The room a width leaves over whole columns, spread over them: on a 768-point iPad, (768 − 40) / 200 = 3.64 → 3 columns, 728 − 600 = 128 left over, each
    /// item 200 + (128 − 45) / 3 = 227.667 wide. Before, the remainder was "only the running app
    /// knows" and the first branch was read: one column, 728 wide.
    @Test func aRemainderIsComputedAsSwiftComputesIt() throws {
        let source = """
            import UIKit
            final class NotesViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let minWidth: CGFloat = 200
                    let columns = Int((view.frame.width - 40) / minWidth)
                    let space = (view.frame.width - 40).truncatingRemainder(dividingBy: minWidth)
                    var width = minWidth
                    if columns == 1 {
                        width = view.frame.width - 40
                    } else {
                        width = minWidth + (space - 15 * CGFloat(columns)) / CGFloat(columns)
                    }
                    return CGSize(width: width, height: 291)
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Notes.swift")
        #expect(
            !imported.warnings.contains { $0.message.contains("only the running app knows") },
            "\(imported.warnings)"
        )
        let cells = try ImportedLayout.firstSections(
            of: imported.text,
            in: ["{name: pad, size: [768, 1024], scale: 2}", "{name: phone, size: [375, 667], scale: 2}"]
        )
        #expect(abs((cells[0].first?.frame.size.width ?? 0) - (200 + 83.0 / 3)) < 1e-9, "\(imported.text)")
        #expect(cells[1].first?.frame.size.width == 335, "\(imported.text)")
    }
}
