import SpecImport
import SwiftSourceImport
import Testing

/// Numbers the code rounds in place (`width.round(.down)`), as the value after the call.
struct InPlaceRoundingTests {
    /// A width rounded in place (`width.round(.down)`) before the delegate returns it.
    ///
    /// Before, the call was passed over without a word: the width was not floored (119.667 where
    /// UIKit's cells are 119 wide on a 375-point phone).
    @Test func aVariableRoundedInPlaceIsFloored() throws {
        let source = """
            import UIKit
            final class GalleryController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    var width = (collectionView.bounds.width - 16) / 3
                    width.round(.down)
                    return CGSize(width: width, height: width)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Gallery.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(
            text.contains(
                "itemSize: [\"floor((collectionView.bounds.width - 16) / 3)\", \"floor((collectionView.bounds.width - 16) / 3)\"]"
            ),
            "\(text)"
        )
    }
}
