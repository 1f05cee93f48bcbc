import SwiftSyntax

/// A type of the program, with what its declaration and every extension of it declare.
final class TypeSymbol {
    enum Kind: Equatable {
        case global, classType, structure, enumeration, protocolType, actor
        /// Known only from an extension so far.
        case extended
    }

    /// A member: a stored property with its initial value, a computed one with its getter, methods
    /// (overloads in order), or an enumeration case.
    enum Member {
        case stored(isStatic: Bool, isConstant: Bool, initial: ExprSyntax?, declaredType: String?)
        case computed(isStatic: Bool, getter: CodeBlockItemListSyntax)
        case functions([FunctionDeclSyntax])
    }

    /// An enumeration case: its raw value (given, or Swift's implicit one), and its associated
    /// values' labels (`nil` for an unlabelled one).
    struct Case {
        var name: String
        var rawValue: ReadValue?
        var associated: [String?]
    }

    let name: String
    var kind: Kind
    var inherited: [String] = []
    var members: [String: Member] = [:]
    var cases: [Case] = []
    var initializers: [InitializerDeclSyntax] = []
    /// Methods that share their name with a property (`collectionView(_:layout:sizeForItemAt:)` beside
    /// `var collectionView`): called with arguments, these are meant.
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// The `didSet` observers of stored properties, run when the code sets the property.
    var observers: [String: CodeBlockItemListSyntax] = [:]

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The last part of the name: `UX` for `HomeViewController.UX`.
    var shortName: String { name.split(separator: ".").last.map(String.init) ?? name }
    /// The type it is nested in ("" at the top).
    var enclosing: String { name.lastIndex(of: ".").map { String(name[..<$0]) } ?? "" }
    /// The first inherited type of a class: its superclass (a protocol there is harmless).
    var superclass: String? {
        guard kind == .classType || kind == .extended, let first = inherited.first else { return nil }
        // `ScrollableViewController<UICollectionView>` is the class `ScrollableViewController`.
        return String(first.prefix { $0 != "<" })
    }
    /// The raw value type of an enumeration (`Int`, `String`, `CGFloat`).
    var rawType: String? { kind == .enumeration ? inherited.first : nil }
}
