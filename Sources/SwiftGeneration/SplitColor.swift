/// A split section's `backgroundColor`, any string in a spec, as the `UIColor` the delegate gives.
///
/// `#rrggbb` is written as its components, one of `UIColor`'s named colours (`green`) as that colour,
/// and any other name as a colour of the app's asset catalog, `UIColor(named:)`. Import reads each
/// back to the same string.
enum SplitColor {
    /// The colours `UIColor` has a class property for.
    static let named: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear",
    ]

    static func swift(_ color: String) -> SwiftExpression {
        if named.contains(color) { return .token("." + color) }
        let hex = color.dropFirst()
        if color.first == "#", hex.count == 6, hex.allSatisfy(\.isHexDigit) {
            let components = (0..<3).map { index -> SwiftExpression in
                let start = hex.index(hex.startIndex, offsetBy: index * 2)
                return .infix(.token("0x" + hex[start..<hex.index(start, offsetBy: 2)]), "/", "255")
            }
            return .call(
                "UIColor",
                ["red": components[0], "green": components[1], "blue": components[2], "alpha": "1"]
            )
        }
        return .call("UIColor", ["named": .string(color)])
    }
}
