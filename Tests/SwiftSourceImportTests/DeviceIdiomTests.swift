import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// The idiom as older code asks it: `UI_USER_INTERFACE_IDIOM()` compared with
/// `UIUserInterfaceIdiom.pad`, and the device's model name (`UIDevice.current.model.hasPrefix("iPad")`),
/// in the app's extension of `UIDevice`; and a flow delegate's local of the section's item count.
struct DeviceIdiomTests {
    static let source = """
        import UIKit
        extension UIDevice {
            var isIPad: Bool {
                let isNativeIPad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.pad
                let isPhoneAppOnIPad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.phone && self.model.hasPrefix("iPad")
                return isNativeIPad || isPhoneAppOnIPad
            }
        }
        final class RoomGrid: UIView, UICollectionViewDelegateFlowLayout {
            static let columns: Int = UIDevice.current.isIPad ? 4 : 2
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let total: Int = collectionView.numberOfItems(inSection: indexPath.section)
                let width = collectionView.bounds.width / CGFloat(RoomGrid.columns)
                return CGSize(width: width, height: total > 4 ? 40 : 60)
            }
        }
        """

    /// Before, the idiom was "only the running app knows" (two columns on the iPad too), and the
    /// item count's local became the spec's `let:`, which no spec may hold there: no spec at all.
    @Test func theIdiomIsEachEnvironmentsAndTheItemCountIsWrittenWhereItIsRead() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "RoomGrid.swift")])
        let spec = try #require(result.specs.first, "\(result.failures)")
        #expect(spec.text.contains("  isNativeIPad: \"traitCollection.userInterfaceIdiom == .pad\"\n"), "\(spec.text)")
        #expect(
            spec.text.contains("collectionView.numberOfItems(inSection: sectionIndex) > 4 ? 40 : 60"),
            "\(spec.text)"
        )
        #expect(!spec.text.contains("  total:"), "\(spec.text)")
        #expect(
            !result.warnings.map(\.description).contains { $0.contains("only the running app knows") },
            "\(result.warnings)"
        )
    }

    /// The screen's traits (`UIScreen.main.traitCollection`), as an app's `Devices.isIpad` reads
    /// them, in a static constant a flow delegate's size reads.
    ///
    /// Before, "only the running app knows": two specs, 200 everywhere or 130 everywhere.
    @Test func theScreensTraitsAreEachEnvironments() throws {
        let source = """
            import UIKit
            enum Devices {
                static var isIpad: Bool {
                    let traits = UIScreen.main.traitCollection
                    return traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
                }
            }
            final class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                static let minimumSide: Double = Devices.isIpad ? 200 : 130
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: PhotosController.minimumSide, height: PhotosController.minimumSide)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Photos.swift")])
        #expect(result.specs.count == 1, "\(result.specs.map(\.name))")
        let spec = try #require(result.specs.first, "\(result.failures)")
        #expect(
            spec.text.contains(
                "traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular ? 200 : 130"
            ),
            "\(spec.text)"
        )
    }
}
