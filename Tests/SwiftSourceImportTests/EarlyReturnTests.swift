import SpecImport
import SwiftSourceImport
import Testing

/// `if <test of the environment> { return a }` followed by code that returns `b`: one value,
/// `test ? a : b`, where the two join; else the `if`'s own value, said, with the code after it read
/// once and nothing it said or named left behind.
struct EarlyReturnTests {
    static func imported(_ body: String) -> (spec: String, warnings: [String]) {
        let source = """
            import UIKit
            final class TilesViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let width = collectionView.bounds.width
            \(body)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Tiles.swift")])
        return (result.specs.first?.text ?? "", result.warnings.map(\.description))
    }

    @Test func returnsOnTheWidthJoinIntoOneExpression() {
        let (spec, _) = Self.imported(
            """
                    if width > 600 {
                        return CGSize(width: 200, height: 200)
                    }
                    return CGSize(width: width / 2, height: 120)
            """
        )
        #expect(
            spec.contains(#"itemSize: ["width > 600 ? 200 : width / 2", "width > 600 ? 200 : 120"]"#),
            "\(spec)"
        )
    }

    @Test func aRestThatGivesNoJoinableValueReadsTheIfsOwnValueOnce() {
        // The code after the `if` returns what only the app knows: the `if`'s value is read, said
        // at its condition, and the constant the rest declares is no name of the spec.
        let (spec, warnings) = Self.imported(
            """
                    if width > 600 {
                        return CGSize(width: 200, height: 200)
                    }
                    let half = width / 2
                    return Sizes.shared.size(for: half)
            """
        )
        #expect(spec.contains("itemSize: [200, 200]"), "\(spec)")
        #expect(!spec.contains("half"), "\(spec)")
        #expect(
            warnings.contains(
                "Tiles.swift:5:12: warning: the condition tests the environment in a way a variant's `when:` does not say; its first branch is read: write the variant in the spec"
            ),
            "\(warnings)"
        )
    }
}
