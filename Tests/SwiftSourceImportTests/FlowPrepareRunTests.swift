import Foundation
import LayoutEngine
import LayoutSpecFormat
import SwiftSourceImport
import Testing

/// A seed layout's `prepare()` is run by the interpreter, the followed layout's own and no other's: a
/// `switch` on the size class that chooses the display, with a column count from the app's
/// constants, gives the regular width's variant.
struct FlowPrepareRunTests {
    static let source = """
        import UIKit

        enum Shelf {
            static let regularColumns = 4
        }

        final class ShelfLayout: UICollectionViewFlowLayout {
            enum CollectionDisplay: Equatable {
                case inline
                case list
                case grid(columns: Int)
            }

            var display = CollectionDisplay.list
            var listHeight: CGFloat = 130

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                let display: CollectionDisplay
                switch collectionView.traitCollection.horizontalSizeClass {
                case .regular:
                    display = .grid(columns: Shelf.regularColumns)
                default:
                    display = self.display
                }
                if case .list = display {
                    itemSize = CGSize(width: collectionView.bounds.width, height: listHeight)
                }
            }
        }

        final class BannerLayout: UICollectionViewFlowLayout {
            enum CollectionDisplay: Equatable {
                case inline
                case list
                case grid(columns: Int)
            }

            var display = CollectionDisplay.list

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                let display: CollectionDisplay
                if collectionView.traitCollection.horizontalSizeClass == .regular {
                    display = .inline
                } else {
                    display = self.display
                }
                _ = display
            }
        }

        final class ShelfViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                let layout = ShelfLayout()
                layout.display = .list
                layout.listHeight = 60
                return layout
            }
        }
        """

    /// The imported spec's first section's cells on a phone (compact width) and a tablet (regular).
    static func imported() throws -> (spec: String, phone: [LayoutElement], tablet: [LayoutElement]) {
        let imported = try SwiftSourceImport.spec(in: source, file: "Shelf.swift")
        let sections = try ImportedLayout.firstSections(of: imported.text, in: ImportedLayout.phoneAndTablet)
        return (
            imported.text,
            sections[0],
            sections[1]
        )
    }

    /// The layout's own display on the phone, the `switch`'s regular case on the tablet.
    ///
    /// Phone: the layout's own display, a list of 60-point rows as wide as the screen, 10 apart
    /// (UIKit's line spacing): item 1 at y = 60 + 10 = 70. Tablet: the `switch`'s regular case, a
    /// grid of `Shelf.regularColumns` = 4 squares, each (820 − 3 × 10) / 4 = 197.5 wide, so item 4
    /// starts the second row at y = 197.5 + 10 = 207.5.
    ///
    /// Before, only an `if` chain of literals was read, in every `prepare()` of the program: the
    /// banner's `.inline` stood for the tablet, and the shelf's `switch` was not read.
    @Test func aSwitchOnTheSizeClassInTheFollowedLayoutsPrepareGivesTheVariant() throws {
        let (spec, phone, tablet) = try Self.imported()
        #expect(spec.contains("display: {grid: 4}"), "\(spec)")
        #expect(!spec.contains("inline"), "\(spec)")
        #expect(phone.count > 1 && tablet.count > 4, "\(spec)")
        #expect(phone.first?.frame == Rect(x: 0, y: 0, width: 390, height: 60), "\(phone.map(\.frame))")
        #expect(phone.dropFirst().first?.frame.minY == 70, "\(phone.map(\.frame))")
        #expect(tablet.first?.frame.size == Size(width: 197.5, height: 197.5), "\(tablet.map(\.frame))")
        #expect(tablet.dropFirst(3).first?.frame.minY == 0, "\(tablet.map(\.frame))")
        #expect(tablet.dropFirst(4).first?.frame.minY == 207.5, "\(tablet.map(\.frame))")
    }
}
