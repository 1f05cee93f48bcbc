import SpecImport
import SwiftSourceImport
import Testing

/// A stored property the screen's methods set while the app runs is read at the value it starts
/// with, and the warning names the first place in the code that changes it — the same place on
/// every run, though the methods are kept by name.
struct ChangingStateTests {
    @Test func theWarningNamesTheFirstPlaceThatChangesTheProperty() {
        // Five methods reset the cache; the first, `reload()`, does so at line 5, column 9.
        let source = """
            import UIKit
            final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private var cachedSize = CGSize.zero
                func reload() {
                    cachedSize = .zero
                }
                func themeChanged() {
                    cachedSize = .zero
                }
                func sortChanged() {
                    cachedSize = .zero
                }
                func filterChanged() {
                    cachedSize = .zero
                }
                func fontChanged() {
                    cachedSize = .zero
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if cachedSize == .zero {
                        cachedSize = CGSize(width: collectionView.bounds.width, height: 64)
                    }
                    return cachedSize
                }
            }
            """
        // Read several times: each read builds the program's tables anew.
        for _ in 0..<4 {
            let warnings = SwiftSourceImport.specs(in: [(source, "Shelf.swift")]).warnings.map(\.description)
            #expect(
                warnings.contains(
                    "Shelf.swift:20:12: warning: cachedSize changes while the app runs (Shelf.swift:5:9); the value it starts with, CGSize.zero, is read: where the app shows another, edit the spec"
                ),
                "\(warnings)"
            )
        }
    }

    /// A width the screen caches in an optional it sets itself: nil at the first layout, which
    /// computes it in the `else`.
    ///
    /// Before, "only the running app knows": the cards were 44 points square.
    @Test func anOptionalCacheStartsAsNilAndTheFirstLayoutComputesIt() throws {
        let source = """
            import UIKit
            final class HomeController: UIViewController {
                private var cachedCardWidth: CGFloat?
                func reset() { cachedCardWidth = nil }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let cardWidth: CGFloat
                        if let cached = self.cachedCardWidth {
                            cardWidth = cached
                        } else {
                            cardWidth = min((environment.container.effectiveContentSize.width - 48) / 2.1, 230)
                            self.cachedCardWidth = cardWidth
                        }
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(cardWidth), heightDimension: .absolute(cardWidth * 1.034)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        return section
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Home.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("absolute(min((container.effectiveContentSize.width - 48) / 2.1, 230))"), "\(text)")
        #expect(
            result.warnings.map(\.description).contains(
                "Home.swift:8:29: warning: cachedCardWidth changes while the app runs (Home.swift:4:20); the value it starts with, nil, is read: where the app shows another, edit the spec"
            ),
            "\(result.warnings)"
        )
    }

    /// An array another type fills with what the app loads (`grid.dataSources[0] += movies`), its
    /// starting value `[[]]`, tested in a flow delegate's method.
    ///
    /// Before, the starting value was read as the data, without a word: every section empty, so
    /// the insets the loaded sections get were never read.
    @Test func anArrayAnotherTypeFillsIsTheAppsData() throws {
        let source = """
            import UIKit
            final class GridController: UIViewController, UICollectionViewDelegateFlowLayout {
                var dataSources: [[String]] = [[]]
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    if !dataSources[section].isEmpty {
                        return UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
                    }
                    return .zero
                }
            }
            final class MoviesController: UIViewController {
                let grid = GridController()
                func loaded(_ movies: [String]) {
                    grid.dataSources[0] += movies
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Grid.swift")])
        #expect(result.specs.map(\.name) == ["Grid", "Grid-5-else"], "\(result.warnings)")
        let loaded = try #require(result.specs.first?.text)
        #expect(loaded.contains("sectionInset: {top: 15, left: 15, bottom: 15, right: 15}"), "\(loaded)")
        #expect(
            result.warnings.contains {
                $0.line == 5 && $0.message.hasSuffix("Grid-5-else where it takes `else`: keep the one your app shows")
            },
            "\(result.warnings)"
        )
    }
}
