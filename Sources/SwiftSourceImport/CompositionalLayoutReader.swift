import SwiftSyntax

/// Reads a compositional layout from Swift: the `UICollectionViewCompositionalLayout` the file makes,
/// its configuration, and the section its provider returns for each section index.
///
/// The code that makes the layout is followed from the start of the function (or the property)
/// around it, so the constants it uses and the configuration it passes are known; the provider is
/// then called once for each section with the section's index and a layout environment, whose
/// values are known only when the app runs.
struct CompositionalLayoutReader {
    /// The layout's `UICollectionViewCompositionalLayoutConfiguration`, if one was passed.
    var configuration: LayoutObject?
    /// The list configuration of a `UICollectionViewCompositionalLayout.list(using:)`.
    var layoutList: LayoutObject?
    /// Each section, in index order; a section the provider does not make is `nil`.
    ///
    /// Where the provider tests the environment, these are the sections where no test holds.
    var sections: [LayoutObject?] = []
    /// The sections the provider makes where one of its tests of the environment holds: by section
    /// index, each test (a variant's condition, as the spec writes it) and the section.
    var variantSections: [Int: [(condition: String, section: LayoutObject)]] = [:]
    /// What was passed over, with where.
    var passedOver: [(node: Syntax, message: String)] = []

    /// The first layout the file makes; `nil` where it makes none.
    init?(_ file: Syntax, sectionCount: Int?) {
        guard
            let call = file.tokens(viewMode: .sourceAccurate).lazy.compactMap({ token -> FunctionCallExprSyntax? in
                guard token.text == "UICollectionViewCompositionalLayout",
                    let call = token.ancestor(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription.hasPrefix("UICollectionViewCompositionalLayout")
                else { return nil }
                return call
            }).first
        else { return nil }
        let interpreter = LayoutCodeInterpreter(file: file)
        Self.follow(upTo: call, with: interpreter)
        guard let layout = interpreter.layouts.first else {
            passedOver = interpreter.passedOver
            passedOver.append((Syntax(call), "the layout made here is not read"))
            return
        }
        configuration = layout["configuration"]?.object
        if layout.type == "UICollectionViewCompositionalLayout.list" {
            layoutList = layout["using"]?.object
            sections = Array(repeating: nil, count: max(sectionCount ?? 1, 1))
        } else if let section = layout["section"]?.object {
            sections = Array(repeating: section, count: max(sectionCount ?? 1, 1))
        } else if let provider = layout["sectionProvider"] ?? layout["trailing"] ?? layout["_0"] {
            let count = sectionCount ?? Self.likelySectionCount(file, interpreter: interpreter)
            for index in 0..<count {
                let environment = LayoutObject(
                    type: LayoutCodeInterpreter.environmentType,
                    properties: [:],
                    node: Syntax(call)
                )
                interpreter.traitConditions = []
                let section = interpreter.invoke(provider, [.number(Double(index)), .object(environment)], node: call)
                guard let object = section?.object, object.type.hasPrefix("NSCollectionLayoutSection") else {
                    // Without the generated comment, the first section not made is the end.
                    if sectionCount == nil { break }
                    sections.append(nil)
                    continue
                }
                sections.append(object)
                // The provider again for each test it met, that one holding.
                for condition in interpreter.traitConditions {
                    interpreter.assumed = [condition]
                    defer { interpreter.assumed = [] }
                    let variant = interpreter.invoke(
                        provider,
                        [.number(Double(index)), .object(environment)],
                        node: call
                    )
                    if let variant = variant?.object, variant.type.hasPrefix("NSCollectionLayoutSection") {
                        variantSections[index, default: []].append((condition, variant))
                    }
                }
            }
        }
        passedOver = interpreter.passedOver
    }

    /// Follows the code that makes the layout: the body of the function around it, or the
    /// initial value of the property it is in.
    private static func follow(upTo call: FunctionCallExprSyntax, with interpreter: LayoutCodeInterpreter) {
        var node = Syntax(call)
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                _ = interpreter.invoke(.function(function), [], node: call)
                return
            }
            if let binding = parent.as(PatternBindingSyntax.self), let initializer = binding.initializer {
                _ = interpreter.evaluate(initializer.value, in: Scope())
                return
            }
            node = parent
        }
        _ = interpreter.evaluate(ExprSyntax(call), in: Scope())
    }

    /// How many sections a provider makes, without the generated comment: one more than the largest
    /// `case` number in the file, or the cases of an integer enumeration it switches on; at least one.
    private static func likelySectionCount(_ file: Syntax, interpreter: LayoutCodeInterpreter) -> Int {
        var largest = 0
        for token in file.tokens(viewMode: .sourceAccurate) {
            guard case .integerLiteral(let text) = token.tokenKind, let value = Int(text), value < 1000,
                token.ancestor(SwitchCaseLabelSyntax.self) != nil
            else { continue }
            largest = max(largest, value + 1)
        }
        return max(largest, interpreter.enumerationCaseCounts.first ?? 0, 1)
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a kind.
    func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var node = parent
        while let current = node {
            if let match = current.as(kind) { return match }
            node = current.parent
        }
        return nil
    }
}
