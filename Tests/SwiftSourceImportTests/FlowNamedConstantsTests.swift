import LayoutSpecFormat
import SwiftSourceImport
import Testing

/// A flow delegate's values that are the app's named constants keep their names, as a provider's do;
/// a constant whose name a method's local variable also has takes its type's name before it.
struct FlowNamedConstantsTests {
    @Test func aDelegatesConstantsAreTheSpecsNames() throws {
        let source = """
            import UIKit

            enum UX {
                static let spacing: CGFloat = 8
                static let rowHeight: CGFloat = 44
            }

            final class ListViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                    UX.spacing
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 100, height: UX.rowHeight)
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "List.swift")
        #expect(imported.text.contains("let:\n  spacing: 8.0\n  rowHeight: 44.0\n"), "\(imported.text)")
        #expect(imported.text.contains("  minimumLineSpacing: \"spacing\"\n"), "\(imported.text)")
        #expect(imported.text.contains("  itemSize: [100, \"rowHeight\"]\n"), "\(imported.text)")
        _ = try SpecParser().parse(imported.text, file: "list.layout.yaml")
    }

    /// `Constants.margin` (12) beside a method's `let margin` computed from the width: the spec's
    /// `margin` is the method's, the constant is `constantsMargin`.
    @Test func aConstantNamedAsALocalTakesItsTypesName() throws {
        let source = """
            import UIKit

            final class GridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                struct Constants {
                    static let margin: CGFloat = 12
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    let margin = collectionView.bounds.width * 0.1
                    return UIEdgeInsets(top: Constants.margin, left: margin, bottom: 0, right: margin)
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Grid.swift")
        #expect(imported.text.contains("  constantsMargin: 12.0\n"), "\(imported.text)")
        #expect(imported.text.contains("  margin: \"collectionView.bounds.width * 0.1\"\n"), "\(imported.text)")
        #expect(
            imported.text.contains(
                "sectionInset: {top: \"constantsMargin\", left: \"margin\", bottom: 0, right: \"margin\"}"
            ),
            "\(imported.text)"
        )
    }
}
