import LayoutSpecFormat

extension LayoutParameterValue {
    /// The value as Swift sets a UIKit property to it, for the kinds one literal writes (a number,
    /// a flag, a size, insets, an enumeration's case); `nil` for the others, which their layout's
    /// generator writes in its own way.
    var swiftLiteral: String? {
        switch self {
        case .number(let number): SwiftSource.number(number)
        case .wholeNumber(let number): "\(number)"
        case .flag(let flag): "\(flag)"
        case .size(let size): SwiftSource.size(size)
        case .insets(let insets): SwiftSource.insets(insets)
        case .member(let name): ".\(name)"
        default: nil
        }
    }
}
