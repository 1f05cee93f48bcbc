import LayoutEngine

/// The values generated code writes as literals and UIKit's initialisers.
extension SwiftExpression {
    /// A number as a Swift literal: the shortest text that reads back to the same double.
    static func number(_ value: Double) -> SwiftExpression { .token(SwiftSource.number(value)) }

    /// `text` as a Swift string literal.
    static func string(_ text: String) -> SwiftExpression { .token(SwiftSource.string(text)) }

    /// `CGSize(width:height:)`.
    static func size(width: SwiftExpression, height: SwiftExpression) -> SwiftExpression {
        .call("CGSize", ["width": width, "height": height])
    }

    static func size(_ size: Size) -> SwiftExpression {
        .size(width: .number(size.width), height: .number(size.height))
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`.
    static func insets(_ insets: EdgeInsets) -> SwiftExpression {
        .call(
            "UIEdgeInsets",
            [
                "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
                "right": .number(insets.right),
            ]
        )
    }

    /// `CGPoint(x:y:)`.
    static func point(_ point: Point) -> SwiftExpression {
        .call("CGPoint", ["x": .number(point.x), "y": .number(point.y)])
    }

    /// An element kind: UIKit's constant for the kinds it has one for (the spec's `header` and
    /// `footer` are UIKit's section header and footer, which apps register their views with), else
    /// the string.
    static func elementKind(_ kind: String) -> SwiftExpression {
        switch kind {
        case "header", "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader"
        case "footer", "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter"
        default: .string(kind)
        }
    }

    /// `.name(value)`: an enumeration's case with one unlabelled value (`.absolute(44)`).
    static func member(_ name: String, _ value: SwiftExpression) -> SwiftExpression {
        .call("." + name, [Argument(nil, value)])
    }
}
