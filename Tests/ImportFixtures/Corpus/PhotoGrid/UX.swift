// swift-format-ignore-file
import UIKit

extension PhotoGridViewController {
    struct UX {
        static let tileSide: CGFloat = 120
        static let spacing: CGFloat = 4
        static let inset: CGFloat = 8
    }
}
