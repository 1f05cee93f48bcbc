// swift-format-ignore-file
import UIKit

extension HomeViewController {
    enum UX {
        static let margin: CGFloat = 16
        static let heroHeight: CGFloat = 240
        static var rowHeight: CGFloat { 64 }
        static let sectionSpacing = CGFloat(24)
    }
}
