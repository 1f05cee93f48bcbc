import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A flow delegate whose size, spacing and insets methods each `switch` on the item's kind, which
/// only the app's data source knows, each listing the cases in its own order.
struct ValueCaseChoiceTests {
    static let source = """
        import UIKit
        enum Entry { case game(id: Int), shelf, banner }
        final class LibraryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            var model: LibraryModel!
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let entry: Entry = model.entry(at: indexPath)
                switch entry {
                case .game:
                    return CGSize(width: 100, height: 144)
                case .shelf, .banner:
                    return CGSize(width: collectionView.bounds.width, height: 180)
                }
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
                let entry: Entry = model.entry(at: IndexPath(item: 0, section: section))
                switch entry {
                case .shelf:
                    return 0
                case .banner:
                    return 0
                case .game:
                    return 12
                }
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                let entry: Entry = model.entry(at: IndexPath(item: 0, section: section))
                switch entry {
                case .banner, .shelf:
                    return .zero
                default:
                    return UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
                }
            }
        }
        """

    /// The value is one choice, of which case it is: every switch takes the case that names it, so
    /// one spec has the game's size, spacing and insets together, and another the shelf's; the
    /// banner's layout is the shelf's, not a spec again.
    ///
    /// Before, each switch was a choice of its own, taking its first case: the first spec had the
    /// game's size with the shelf's spacing and the banner's insets, a layout the app never shows.
    @Test func everySwitchOnTheValueTakesTheSameCase() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "Library.swift")])
        #expect(result.specs.map(\.name) == ["Library", "Library-7-shelf"], "\(result.warnings)")
        let game = try #require(result.specs.first?.text)
        #expect(game.contains("itemSize: [100, 144]"), "\(game)")
        #expect(game.contains("minimumInteritemSpacing: 12"), "\(game)")
        #expect(game.contains("sectionInset: {top: 8, left: 10, bottom: 8, right: 10}"), "\(game)")
        let shelf = try #require(result.specs.last?.text)
        #expect(shelf.contains("itemSize: [\"collectionView.bounds.width\", 180]"), "\(shelf)")
        #expect(shelf.contains("minimumInteritemSpacing: 0"), "\(shelf)")
        #expect(!shelf.contains("sectionInset: {top: 8"), "\(shelf)")
        let later = result.warnings.filter { $0.line == 16 || $0.line == 27 }.map(\.message)
        #expect(
            later.allSatisfy {
                $0.hasSuffix("the case read is the one taken where the code first switches on it (Library.swift:7:16)")
            },
            "\(result.warnings)"
        )
        #expect(later.count == 2, "\(result.warnings)")
    }
}
