import LayoutEngine

/// A value an expression computes: a number, a truth value, or one of UIKit's trait enumerations.
enum ExpressionValue: Hashable {
    case number(Double)
    case bool(Bool)
    case sizeClass(SizeClass)
    case layoutDirection(LayoutDirection)
    case idiom(UserInterfaceIdiom)
    case category(ContentSizeCategory)

    var number: Double {
        if case .number(let value) = self { return value }
        return 0
    }

    var bool: Bool {
        if case .bool(let value) = self { return value }
        return false
    }
}

/// The type of an expression, as Swift's type checker would give it.
///
/// `CGFloat` and `Double` are one type here, as Swift converts between them implicitly; `Int` is
/// another, with integer division.
enum ExpressionType: Hashable {
    case int
    case float
    case bool
    case sizeClass
    case layoutDirection
    case idiom
    case category

    /// The type's name in messages, as Swift spells it.
    var name: String {
        switch self {
        case .int: return "Int"
        case .float: return "CGFloat"
        case .bool: return "Bool"
        case .sizeClass: return "UIUserInterfaceSizeClass"
        case .layoutDirection: return "UITraitEnvironmentLayoutDirection"
        case .idiom: return "UIUserInterfaceIdiom"
        case .category: return "UIContentSizeCategory"
        }
    }

    /// The name with its article, as a message says it: "an Int", "a CGFloat".
    var withArticle: String { self == .int ? "an Int" : "a \(name)" }

    var isNumber: Bool { self == .int || self == .float }

    /// The cases an implicit member (`.regular`) of this type may name.
    var members: [String] {
        switch self {
        case .sizeClass: return SizeClass.allCases.map(\.rawValue)
        case .layoutDirection: return LayoutDirection.allCases.map(\.rawValue)
        case .idiom: return UserInterfaceIdiom.allCases.map(\.rawValue)
        case .category: return ContentSizeCategory.allCases.map(\.rawValue)
        case .int, .float, .bool: return []
        }
    }

    /// The value of the implicit member `name` of this type, if it has one.
    func member(_ name: String) -> ExpressionValue? {
        switch self {
        case .sizeClass: return SizeClass(rawValue: name).map(ExpressionValue.sizeClass)
        case .layoutDirection: return LayoutDirection(rawValue: name).map(ExpressionValue.layoutDirection)
        case .idiom: return UserInterfaceIdiom(rawValue: name).map(ExpressionValue.idiom)
        case .category: return ContentSizeCategory(rawValue: name).map(ExpressionValue.category)
        case .int, .float, .bool: return nil
        }
    }
}
