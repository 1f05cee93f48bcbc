import LayoutSpecFormat

extension LayoutParameterValue {
    /// The value as Swift sets a UIKit property to it, for the kinds one literal writes (a number,
    /// a flag, a size, insets, an enumeration's case); `nil` for the others, which their layout's
    /// generator writes in its own way.
    var swiftLiteral: SwiftExpression? {
        switch self {
        case .number(let number): .number(number)
        case .wholeNumber(let number): .token("\(number)")
        case .flag(let flag): .token("\(flag)")
        case .size(let size): .size(size)
        case .insets(let insets): .insets(insets)
        case .member(let name): .token(".\(name)")
        default: nil
        }
    }
}
