/// The UIKit and Core Graphics value types a spec's sizes, points and insets are, with the Swift that
/// makes them: what a developer pastes from their code.
struct SwiftValueType: Sendable {
    /// The type's name: `CGSize`.
    var name: String
    /// The labels of its memberwise initializer, in order: `width`, `height`.
    var labels: [String]
    /// The C function that makes one from unlabelled numbers, as older code writes it: `CGSizeMake`.
    var function: String?
    /// Whether `.zero` is one of its values.
    var hasZero = true

    static let size = SwiftValueType(name: "CGSize", labels: ["width", "height"], function: "CGSizeMake")
    static let point = SwiftValueType(name: "CGPoint", labels: ["x", "y"], function: "CGPointMake")
    static let edgeInsets = SwiftValueType(
        name: "UIEdgeInsets",
        labels: ["top", "left", "bottom", "right"],
        function: "UIEdgeInsetsMake"
    )
    static let directionalEdgeInsets = SwiftValueType(
        name: "NSDirectionalEdgeInsets",
        labels: ["top", "leading", "bottom", "trailing"],
        function: "NSDirectionalEdgeInsetsMake"
    )
    static let layoutSize = SwiftValueType(
        name: "NSCollectionLayoutSize",
        labels: ["widthDimension", "heightDimension"],
        function: nil,
        hasZero: false
    )

    static let all: [SwiftValueType] = [size, point, edgeInsets, directionalEdgeInsets, layoutSize]

    /// The name as a sentence says it: "a CGSize", "an NSCollectionLayoutSize".
    var withArticle: String { (name.hasPrefix("NS") ? "an " : "a ") + name }

    /// The initializer as documentation writes it: `CGSize(width:height:)`.
    var signature: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }

    /// The initializer with values in place: `CGSize(width: 100, height: 44)`.
    func written(_ values: [String]) -> String {
        name + "(" + zip(labels, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
    }
}

/// What a value of the spec is, as Swift: the types whose initializers it accepts.
enum SwiftValueKind: Sendable {
    case size
    case point
    case insets
    case layoutSize

    var types: [SwiftValueType] {
        switch self {
        case .size: [.size]
        case .point: [.point]
        case .insets: [.edgeInsets, .directionalEdgeInsets]
        case .layoutSize: [.layoutSize]
        }
    }

    /// What the value may be, for an error message.
    var expected: String {
        switch self {
        case .size: "a size: [width, height], {width:, height:} or CGSize(width:height:)"
        case .point: "a point: [x, y], {x:, y:} or CGPoint(x:y:)"
        case .insets:
            "insets: a number, [top, left, bottom, right], {top:, left:, bottom:, right:}, "
                + "UIEdgeInsets(top:left:bottom:right:) or NSDirectionalEdgeInsets(top:leading:bottom:trailing:)"
        case .layoutSize:
            "a layout size: [width, height] of dimensions, {widthDimension:, heightDimension:} or "
                + "NSCollectionLayoutSize(widthDimension:heightDimension:)"
        }
    }

    /// The kind whose values are written with a pair's keys, when it is one of these.
    init?(pairKeys first: String) {
        switch first {
        case "width": self = .size
        case "x": self = .point
        case "widthDimension": self = .layoutSize
        default: return nil
        }
    }
}
