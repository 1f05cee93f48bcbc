import SpecImport
import SwiftSourceImport
import Testing

/// A property of the app's own extension of `UIView`, asked of the view a flow delegate reads as
/// the collection view (`view.safeAreaInsetsOrZero.left`).
struct ViewExtensionTests {
    /// Before, the property was a value only the running app knows, and the insets were left out.
    @Test func aViewExtensionsPropertyIsReadOfTheCollectionView() throws {
        let source = """
            import UIKit
            extension UIView {
                var safeAreaInsetsOrZero: UIEdgeInsets {
                    if #available(iOS 11.0, *) {
                        return safeAreaInsets
                    }
                    return .zero
                }
            }
            final class PhotosController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    return UIEdgeInsets(top: 0, left: view.safeAreaInsetsOrZero.left, bottom: 0, right: view.safeAreaInsetsOrZero.right)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Photos.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(
            text.contains(
                "sectionInset: {top: 0, left: \"collectionView.safeAreaInsets.left\", bottom: 0, right: \"collectionView.safeAreaInsets.right\"}"
            ),
            "\(text)"
        )
        #expect(!result.warnings.contains { $0.message.contains("safeAreaInsetsOrZero") }, "\(result.warnings)")
    }
}
