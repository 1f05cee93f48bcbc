import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A dictionary the layout code writes out and looks a value up in by a key it knows
/// (`configurations[section]`), the value read where an `.init(…)` is of the dictionary's declared
/// value type; a key the environment chooses looks up both values, joined on its test.
struct DictionaryLiteralTests {
    /// Before, `configurations[section]` was "only the running app knows": every group was the
    /// 44-point placeholder, and a struct's constant `itemSize` was lost, so no spec at all.
    @Test func aSectionsConfigurationIsLookedUpInADictionaryTheIdiomChooses() throws {
        let source = """
            import UIKit
            struct RowStyle {
                let widthFraction: CGFloat
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            }
            final class HomeLayout {
                enum Section: Int, CaseIterable { case featured, recent }
                private var styles: [Section: RowStyle] {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        return padStyles()
                    } else {
                        return phoneStyles()
                    }
                }
                func phoneStyles() -> [Section: RowStyle] {
                    [.featured: .init(widthFraction: 0.8), .recent: .init(widthFraction: 0.5)]
                }
                func padStyles() -> [Section: RowStyle] {
                    return [.featured: .init(widthFraction: 0.4), .recent: .init(widthFraction: 0.25)]
                }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                        guard let self, let section = Section(rawValue: sectionIndex), let style = self.styles[section] else { return nil }
                        let item = NSCollectionLayoutItem(layoutSize: style.itemSize)
                        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(style.widthFraction), heightDimension: .absolute(120))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                        let layoutSection = NSCollectionLayoutSection(group: group)
                        layoutSection.orthogonalScrollingBehavior = .continuous
                        return layoutSection
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Home.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!result.warnings.contains { $0.message.contains("only the running app knows") }, "\(result.warnings)")
        // The first section's groups: on the phone 390 × 0.8 = 312 wide, the second at x 312; on the
        // tablet (the pad idiom) 820 × 0.4 = 328, the second at x 328.
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        #expect(cells[0].prefix(2).map(\.frame.minX) == [0, 312], "\(text)")
        #expect(cells[1].prefix(2).map(\.frame.minX) == [0, 328], "\(text)")
    }

    /// A key the environment chooses between two cases (`isPad ? .pad : .phone`): the two values
    /// the dictionary holds, joined on the test.
    @Test func aKeyTheEnvironmentChoosesLooksUpBothValues() throws {
        let source = """
            import UIKit
            final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                static let columns: [UIUserInterfaceIdiom: Int] = [.pad: 5, .phone: 3]
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
                    let count = CGFloat(Self.columns[idiom] ?? 3)
                    let side = (collectionView.bounds.width / count).rounded(.down)
                    return CGSize(width: side, height: side)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Shelf.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        // Phone: 3 columns, floor(390 / 3) = 130; tablet: 5, floor(820 / 5) = 164.
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        #expect(cells[0].first?.frame.width == 130, "\(text)")
        #expect(cells[1].first?.frame.width == 164, "\(text)")
    }

    /// A lookup by an implicit member that is no key written (`[.current]`, a static property of
    /// the key's type): not known here, so a `guard let` on it goes on, and what follows is read.
    @Test func aKeyThatIsNoCaseWrittenIsNotNil() throws {
        let source = """
            import UIKit
            enum Orientation {
                case portrait, landscape
                static var current: Orientation { UIDevice.current.orientation.isLandscape ? .landscape : .portrait }
            }
            final class LibraryViewController: UIViewController {
                @IBOutlet var collectionView: UICollectionView!
                static let perRow: [Orientation: Int] = [.portrait: 3, .landscape: 4]
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    guard let flowLayout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                    guard let columns = Self.perRow[.current] else { return }
                    flowLayout.minimumLineSpacing = 10
                    flowLayout.itemSize = CGSize(width: collectionView.bounds.width / CGFloat(columns), height: 80)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Library.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("minimumLineSpacing: 10"), "\(text)")
    }
}
