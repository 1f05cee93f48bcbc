// swift-format-ignore-file
import UIKit

enum Constants {
    enum Calendar {
        static let daysInWeek = 7
        static var cellHeight: CGFloat {
            return 48
        }
        static let headerHeight: CGFloat = 32
    }
}

enum Spacing: CGFloat {
    case none = 0
    case small = 4
    case medium = 8
}

class Theme {
    class var sideInset: CGFloat { 12 }
}
