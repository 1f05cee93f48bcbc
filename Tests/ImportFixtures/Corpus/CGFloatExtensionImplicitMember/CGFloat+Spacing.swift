// swift-format-ignore-file
import UIKit

extension CGFloat {
    /// The space between cards and around the grid.
    static let gutter: CGFloat = 12
}
