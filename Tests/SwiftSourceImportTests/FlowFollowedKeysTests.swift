import Foundation
import LayoutEngine
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// A flow layout's keys are the properties the code sets on the layout the interpreter follows: a
/// `switch` on the size class and an `if … else` of the app's constants give the layout's value and
/// a variant's, and a flow layout another type makes is said once, where it is made.
struct FlowFollowedKeysTests {
    static let source = """
        import UIKit

        enum UX {
            static let compactSpacing: CGFloat = 8
            static let regularSpacing: CGFloat = 24
        }

        final class GalleryViewController: UIViewController {
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 80, height: 80)
                switch traitCollection.horizontalSizeClass {
                case .regular:
                    layout.minimumInteritemSpacing = 30
                default:
                    layout.minimumInteritemSpacing = 12
                }
                if traitCollection.horizontalSizeClass == .regular {
                    layout.minimumLineSpacing = UX.regularSpacing
                } else {
                    layout.minimumLineSpacing = UX.compactSpacing
                }
                return layout
            }
        }

        final class ChipsCell: UICollectionViewCell {
            let chips = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        }
        """

    /// The imported spec laid out on a phone (compact) and a tablet (regular): each one's first
    /// section's cells, and the warnings.
    static func imported() throws -> (phone: [LayoutElement], tablet: [LayoutElement], warnings: [ImportWarning]) {
        let imported = try SwiftSourceImport.spec(in: source, file: "Gallery.swift")
        let sections = try ImportedLayout.firstSections(of: imported.text, in: ImportedLayout.phoneAndTablet)
        return (
            sections[0],
            sections[1],
            imported.warnings
        )
    }

    /// The `default:` of the `switch` is every screen's interitem spacing (12), `.regular` a
    /// variant's (30); the `else` of the `if` is every screen's line spacing (8), the regular branch
    /// a variant's (24).
    ///
    /// Phone, 390 wide: 80-point items 12 apart, floor(402 / 92) = 4 a line, so item 3 is on the
    /// first line and item 4 starts the second at y = 80 + 8 = 88. Tablet, 820 wide: 30 apart,
    /// floor(850 / 110) = 7 a line, item 7 at y = 80 + 24 = 104. Before, the `switch`'s first case
    /// (30) stood on every screen, so the phone had 3 a line, and the line spacing was 8 on both.
    @Test func aSwitchAndAnIfOnTheSizeClassGiveTheLayoutsValueAndAVariants() throws {
        let (phone, tablet, _) = try Self.imported()
        #expect(phone.count == 12 && tablet.count == 12)
        #expect(phone.dropFirst(3).first?.frame.minY == 0, "\(phone.map(\.frame))")
        #expect(phone.dropFirst(4).first?.frame.minY == 88, "\(phone.map(\.frame))")
        #expect(tablet.dropFirst(6).first?.frame.minY == 0, "\(tablet.map(\.frame))")
        #expect(tablet.dropFirst(7).first?.frame.minY == 104, "\(tablet.map(\.frame))")
    }

    /// The cell's own flow layout is said once, where it is made (28:70), naming its type and the
    /// line of the layout that is read.
    @Test func anotherTypesFlowLayoutIsSaidWhereItIsMade() throws {
        let (_, _, warnings) = try Self.imported()
        let other = warnings.filter { $0.message.contains("ChipsCell") }
        #expect(other.count == 1, "\(warnings)")
        #expect(other.first?.line == 28 && other.first?.column == 70, "\(warnings)")
        #expect(
            other.first?.message
                == "this flow layout is `ChipsCell`'s, another type than the one whose layout is read (line 10); it is left out: import its file alone for its own spec"
        )
    }

    /// `estimatedItemSize = .zero` is UIKit's default, no cell sizing itself: no key, where before
    /// the spec's `estimatedItemSize: [0, 0]` made every cell size itself.
    @Test func aZeroEstimatedItemSizeIsNoKey() throws {
        let source = """
            import UIKit
            final class TabsViewController: UIViewController {
                let tabs: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.estimatedItemSize = .zero
                    layout.itemSize = CGSize(width: 120, height: 52)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Tabs.swift")
        #expect(!imported.text.contains("estimatedItemSize"))
        #expect(imported.text.contains("itemSize: [120, 52]"))
    }
}
