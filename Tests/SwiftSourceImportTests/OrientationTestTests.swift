import SpecImport
import SwiftSourceImport
import Testing

/// The device's orientation compared with a case in a value (`orientation == .portrait ? 1 : 2`):
/// the environment's test, computed in each environment as the spec's expression.
struct OrientationTestTests {
    /// Before, the condition was "not known here" and the item size was left out: UIKit's 50 × 50.
    @Test func anOrientationComparedWithACaseIsTheEnvironmentsTest() throws {
        let source = """
            import UIKit
            final class CarouselController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let pages: CGFloat = UIDevice.current.orientation == .portrait ? 1 : 2
                    let rows: CGFloat = UIDevice.current.orientation != .landscapeLeft ? 3 : 1
                    return CGSize(width: collectionView.bounds.width / pages, height: 600 / rows)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Carousel.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(
            text.contains("pages: \"CGFloat(UIScreen.main.bounds.height >= UIScreen.main.bounds.width ? 1 : 2)\""),
            "\(text)"
        )
        #expect(
            text.contains("rows: \"CGFloat(!(UIScreen.main.bounds.width > UIScreen.main.bounds.height) ? 3 : 1)\""),
            "\(text)"
        )
        #expect(text.contains("itemSize: [\"collectionView.bounds.width / pages\", \"600 / rows\"]"), "\(text)")
    }
}
