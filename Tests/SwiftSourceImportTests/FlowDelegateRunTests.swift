import Foundation
import LayoutEngine
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// A flow layout's delegate methods run as the code runs, for each section its `switch` names and
/// for the others, and again where each test of the environment holds: an `if … else` that returns
/// in both branches, and a local that a test changes before the `switch` reads it.
struct FlowDelegateRunTests {
    static let source = """
        import UIKit

        final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                return layout
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                if traitCollection.horizontalSizeClass == .regular {
                    return 16
                } else {
                    return 8
                }
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                var side: CGFloat = 8
                if traitCollection.horizontalSizeClass == .regular {
                    side = 24
                }
                switch section {
                case 0: return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
                default: return .zero
                }
            }
        }
        """

    /// The imported spec laid out on a phone (compact) and a tablet (regular), each environment's
    /// first section's cells.
    static func cells() throws -> (phone: [LayoutElement], tablet: [LayoutElement], warnings: [String]) {
        let imported = try SwiftSourceImport.spec(in: source, file: "Shelf.swift")
        let sections = try ImportedLayout.firstSections(of: imported.text, in: ImportedLayout.phoneAndTablet)
        return (
            sections[0],
            sections[1],
            imported.warnings.map(\.message)
        )
    }

    /// Both branches return: the `else` is every screen's spacing (8), the regular branch a
    /// variant's (16).
    ///
    /// Before, a method whose first statement returned nothing was left out with
    /// "returns no value that is read", and both screens had UIKit's 10.
    ///
    /// Phone: 390 wide, insets 8 + 8, 374 points for 100-point items 10 apart: floor(384 / 110) = 3
    /// a line, so item 3 starts the second line at y = 100 + 8 = 108. Tablet: 820 - 48 = 772 points,
    /// floor(782 / 110) = 7 a line, item 7 at y = 100 + 16 = 116.
    @Test func bothBranchesOfATestAreTheLayoutsValueAndAVariants() throws {
        let (phone, tablet, warnings) = try Self.cells()
        #expect(phone.count == 12 && tablet.count == 12)
        #expect(phone.dropFirst(3).first?.frame.minY == 108, "\(phone.map(\.frame))")
        #expect(tablet.dropFirst(7).first?.frame.minY == 116, "\(tablet.map(\.frame))")
        #expect(!warnings.contains { $0.contains("returns no value") }, "\(warnings)")
    }

    /// `side` is 8, and 24 where the width class is regular, before the `switch` reads it.
    ///
    /// Section 0's left inset is 8 on the phone and 24 on the tablet. Before, the case's value was read
    /// with the local's first value alone, 8 on both.
    @Test func aLocalATestChangesBeforeTheSwitchGivesTheSectionAVariant() throws {
        let (phone, tablet, _) = try Self.cells()
        #expect(phone.first?.frame.minX == 8, "\(phone.map(\.frame))")
        #expect(tablet.first?.frame.minX == 24, "\(tablet.map(\.frame))")
    }
}
