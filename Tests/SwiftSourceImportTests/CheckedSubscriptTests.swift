import SpecImport
import SwiftSourceImport
import Testing

/// A section's kind looked up in its enumeration's cases with the app's bounds-checked subscript
/// (`allCases[safe: index]`, declared in an extension of `Array`), from a `static func` whose `self`
/// is the type: the kind is the case at the index, and past the last case there is none.
struct CheckedSubscriptTests {
    static let source = """
        import UIKit

        extension Array {
            subscript(safe index: Index) -> Element? {
                indices ~= index ? self[index] : nil
            }
        }

        enum HomeKind: Int, CaseIterable {
            case banner, grid

            static func kind(at index: Int) -> HomeKind? {
                self.allCases[safe: index]
            }
        }

        final class HomeViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = HomeKind.kind(at: index) else { return nil }
                    let height: CGFloat
                    switch kind {
                    case .banner: height = 200
                    case .grid: height = 100
                    }
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """

    /// Two sections, `banner` 200 tall and `grid` 100, and nothing said of the lookup; before, the
    /// subscript was what only the app knows and the kind was each section's case in the code's
    /// order, said at the `switch`.
    @Test func theKindIsTheCaseAtTheIndex() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "Home.swift")
        #expect(imported.text.contains("  - id: \"banner\""), "\(imported.text)")
        #expect(imported.text.contains("  - id: \"grid\""), "\(imported.text)")
        #expect(imported.text.contains("absolute(200)") && imported.text.contains("absolute(100)"), "\(imported.text)")
        #expect(
            imported.warnings.map(\.description).allSatisfy { !$0.contains("only the running app knows") },
            "\(imported.warnings)"
        )
    }
}
