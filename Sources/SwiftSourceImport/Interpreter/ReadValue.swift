import LayoutSpecFormat
import SwiftSyntax

/// A value the Swift reader computes while it follows a section provider: what layout code holds in
/// its constants and passes to UIKit.
indirect enum ReadValue {
    case number(Double)
    case bool(Bool)
    case string(String)
    /// An enumeration case or a static factory: `.top`, `.insetGrouped`, `.fractionalWidth(0.5)`.
    case member(String, [ReadValue])
    case array([ReadValue])
    /// Something UIKit makes: an item, a group, a section, a size, insets.
    case object(LayoutObject)
    /// A closure, such as the section provider, with the constants it sees.
    case closure(ClosureExprSyntax, Scope)
    /// A function of the program, by reference (`sectionProvider: makeSection`): its overloads, and
    /// the instance a method is called on.
    case function([FunctionDeclSyntax], ReadValue?)
    /// A type of the program, named in code (`UX`, `Section`): its qualified name.
    case type(String)
    /// A case of one of the program's enumerations, with its associated values.
    case enumCase(type: String, name: String, arguments: [ReadValue])
    /// A value only the running app knows (a view model's sections, a user setting, a data count):
    /// what it is read from, and where.
    case unknown(Unknown)
    /// `nil`, and what a provider returns for a section it does not make.
    case none
    /// A value known only when the app runs, as a spec writes it: an expression over the names of
    /// the layout environment (`container.effectiveContentSize.width / 2`), computed again by layoutd
    /// in each environment.
    case expression(String)
    /// A number the app names, and so the spec: one of its constants (`UX.spacing`, read as
    /// `spacing`), or arithmetic on them (`chartRowHeight * 3 + spacing * 2`), with its value. It reads
    /// as its number everywhere, and the spec writes its text, with the constants under `let:`.
    case named(String, Double)

    /// The value as an expression's operand: a number, a case, a boolean or an expression.
    var expressionText: String? {
        switch self {
        // Inside an expression over the environment, a named number is its number: only values the
        // app names as a whole are written by their names.
        case .number(let value), .named(_, let value): return SwiftSourceImport.n(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .member(let name, let arguments) where arguments.isEmpty: return "." + name
        case .expression(let text): return text
        default: return nil
        }
    }

    var unknown: Unknown? {
        if case .unknown(let unknown) = self { return unknown }
        return nil
    }

    /// The first value only the app knows that this one is made of: itself, or one of its
    /// properties or elements (a size whose width reads an initializer's parameter).
    var firstUnknown: Unknown? {
        switch self {
        case .unknown(let unknown): return unknown
        case .object(let object):
            return object.properties.keys.sorted().lazy.compactMap { object.properties[$0]?.firstUnknown }.first
        case .array(let elements), .member(_, let elements): return elements.lazy.compactMap(\.firstUnknown).first
        default: return nil
        }
    }

    var isExpression: Bool {
        if case .expression = self { return true }
        return false
    }

    var number: Double? {
        switch self {
        case .number(let value), .named(_, let value): return value
        default: return nil
        }
    }

    /// A number as arithmetic on named numbers writes it: a name's text, a number's digits.
    var namedText: String? {
        switch self {
        case .named(let text, _): return text
        case .number(let value): return SwiftSourceImport.n(value)
        default: return nil
        }
    }

    /// Whether the value is a number the app names.
    var isNamed: Bool {
        if case .named = self { return true }
        return false
    }

    var object: LayoutObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// A copy for a value type (insets, sizes, points), the object itself for a class.
    var assigned: ReadValue {
        guard case .object(let object) = self, LayoutObject.valueTypes.contains(object.type) else { return self }
        return .object(LayoutObject(copying: object))
    }
}

/// Where a value only the running app knows comes from: the code that reads it, as written.
struct Unknown {
    /// `viewModel.sections[sectionIndex]`.
    var text: String
    /// The first place it is read.
    var node: Syntax
    /// The program's class a stored property declares it to be, where it is one that the app sets
    /// (`var viewModel: MainViewModel!`): what its own declarations start with is known.
    var declaredType: String? = nil

    /// The same origin, read further: `viewModel.sections` then `.count`.
    func extended(_ suffix: String) -> Unknown { Unknown(text: text + suffix, node: node) }
}

/// An instance of a UIKit layout class or structure, with the properties the code gave it.
///
/// A class: an item put in a group and changed afterwards is changed in the group too, as in UIKit.
final class LayoutObject {
    /// The structures, which are copied when assigned.
    static let valueTypes: Set<String> = [
        "NSDirectionalEdgeInsets", "CGPoint", "CGSize", "NSCollectionLayoutSize", "UICollectionLayoutListConfiguration",
    ]

    /// The type's name, or for a group its factory: `NSCollectionLayoutGroup.horizontal`.
    let type: String
    /// Arguments by label and properties by name, the later set winning.
    var properties: [String: ReadValue]
    /// Where it is made, for warnings about it.
    let node: Syntax
    /// Where the code set each property after making it, for warnings about that property.
    var places: [String: Syntax] = [:]
    /// The program's type it is an instance of (a view controller, a flow layout subclass), whose
    /// declared members it has besides the properties set on it.
    var appType: String?

    init(type: String, properties: [String: ReadValue], node: Syntax, appType: String? = nil) {
        self.type = type
        self.properties = properties
        self.node = node
        self.appType = appType
        ReadArena.current?.keep(self)
    }

    init(copying other: LayoutObject) {
        type = other.type
        properties = other.properties.mapValues(\.assigned)
        node = other.node
        places = other.places
        appType = other.appType
        ReadArena.current?.keep(self)
    }

    subscript(_ name: String) -> ReadValue? {
        properties[name]
    }

    /// The property that a spec key of the same name stands for: the format names its keys after
    /// UIKit's properties (`layoutSize`, `contentInsets`, `subitems`), so the key is the property's
    /// name and neither is spelled again.
    subscript(_ key: SpecKey.Name) -> ReadValue? {
        properties[key.rawValue]
    }
}

/// The constants and variables in reach of the code being followed, innermost first.
final class Scope {
    private var values: [String: ReadValue] = [:]
    /// The names defined here that hold an `Int` (``WholeNumbers``).
    private var wholeNumbers: Set<String> = []
    /// The types the declarations here state (`let section: NSCollectionLayoutSection`): what an
    /// implicit member assigned later (`section = .init(group: group)`) is made of.
    private var declaredTypes: [String: String] = [:]
    private let parent: Scope?
    private let ownContext: String?

    /// A scope inside `parent`; `context` is the program's type whose code runs in it (its members
    /// are in reach by their names), by default the parent's.
    init(parent: Scope? = nil, context: String? = nil) {
        self.parent = parent
        ownContext = context
        ReadArena.current?.keep(self)
    }

    /// Forgets every value, which may hold a closure that holds this scope.
    func clear() { values = [:] }

    /// The qualified name of the type whose code runs here ("" for global code).
    var context: String { ownContext ?? parent?.context ?? "" }

    subscript(_ name: String) -> ReadValue? {
        values[name] ?? parent?[name]
    }

    func define(_ name: String, _ value: ReadValue) {
        values[name] = value
        wholeNumbers.remove(name)
        declaredTypes[name] = nil
    }

    /// Records the type `name`'s declaration here states.
    func markDeclaredType(_ name: String, _ type: String) { declaredTypes[name] = type }

    /// The type the declaration of the variable `name` in reach states, if it states one.
    func declaredType(of name: String) -> String? {
        if values[name] != nil { return declaredTypes[name] }
        return parent?.declaredType(of: name)
    }

    /// Marks `name`, defined here, as holding an `Int`.
    func markWholeNumber(_ name: String) { wholeNumbers.insert(name) }

    /// Whether the variable `name` in reach holds an `Int`, as its declaration says.
    func isWholeNumber(_ name: String) -> Bool {
        if values[name] != nil { return wholeNumbers.contains(name) }
        return parent?.isWholeNumber(name) ?? false
    }

    /// What this scope itself defines, without its parents'.
    var ownDefinitions: [String: ReadValue] { values }

    /// Changes a variable where it is defined; false where it is not.
    @discardableResult
    func assign(_ name: String, _ value: ReadValue) -> Bool {
        if values[name] != nil {
            values[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}
