import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A test of the environment that chooses between two cases of the app's enumeration (`isPad ?
/// .roomy : .compact`), and a member asked of the case later (`density.fraction`): the member of
/// each case, joined on the test.
struct CaseChoiceTests {
    /// Before, the spec held `(… ? .roomy : .compact).fraction`, which does not check: no spec.
    @Test func aMemberOfACaseTheIdiomChoosesIsEachCasesJoined() throws {
        let source = """
            import UIKit
            enum Density {
                case roomy
                case compact
                var fraction: CGFloat {
                    switch self {
                    case .roomy: return 0.5
                    case .compact: return 0.25
                    }
                }
            }
            final class ShelfViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let density: Density = UIDevice.current.userInterfaceIdiom == .pad ? .roomy : .compact
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout(density: density))
                    view.addSubview(collectionView)
                }
                func makeLayout(density: Density) -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let width = environment.container.effectiveContentSize.width * density.fraction
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(100)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Shelf.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        // Phone, 390 wide: 390 × 0.25 = 97.5 a cell, the second at x 97.5; tablet, 820 wide (regular,
        // the pad idiom): 820 × 0.5 = 410, the second at x 410.
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        #expect(cells[0].map(\.frame.width).prefix(2) == [97.5, 97.5], "\(text)")
        #expect(cells[1].map(\.frame.width).prefix(2) == [410, 410], "\(text)")
    }
}
