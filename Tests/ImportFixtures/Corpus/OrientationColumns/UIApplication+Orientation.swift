// swift-format-ignore-file
import UIKit

extension UIApplication {
    /// The orientation of the interface of the app's first window.
    var interfaceOrientation: UIInterfaceOrientation? {
        connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation
    }
}
