import LayoutSpecFormat
import SwiftSyntax

/// The `if` conditions on the environment that are a variant's `when:`, read back as the spec
/// writes it (`{horizontalSizeClass: regular, minWidth: 600}`).
///
/// What is read: `#available(iOS N, *)` (`systemVersion: {atLeast: N}`), and, joined by `&&`, the
/// idiom (`userInterfaceIdiom` of a trait collection or of `UIDevice.current`, `==` or `!=` to `.pad`
/// or `.phone`: `idiom:`), the trait collection's `horizontalSizeClass`, `verticalSizeClass` and
/// `layoutDirection` compared with `==` to a case, its `preferredContentSizeCategory` compared with
/// `==` or `>=` to a category or its `isAccessibilityCategory`, the width of the container's
/// `contentSize` or the collection view's `bounds` against a number (`>=` is `minWidth`, `<=` is
/// `maxWidth`) or against the height (`>` is `landscape`, `<=` is `portrait`), an orientation's
/// `isPortrait` or `isLandscape` (the device's, the interface's), or compared with `==` to
/// `.portrait`, `.landscapeLeft` or `.landscapeRight`, and tests that say the same joined by `||`
/// (`o == .landscapeLeft || o == .landscapeRight`). A local constant is read as what it
/// was bound to. The trait collection and the size may be read through any base
/// (`environment.traitCollection`, `collectionView.traitCollection`). Anything else is no variant:
/// `nil`.
enum TraitConditionReader {
    /// The spec's condition of `conditions`, or `nil`.
    static func condition(_ conditions: ConditionElementListSyntax) -> TraitCondition? {
        var keys: [SpecKey.Name: TraitCondition.Value] = [:]
        for element in conditions {
            switch element.condition {
            case .availability(let availability) where alwaysAvailable(availability):
                continue
            case .availability(let availability):
                guard
                    let version = availability.availabilityArguments.first?.argument.as(
                        PlatformVersionSyntax.self
                    ), version.platform.text == "iOS", let number = version.version?.trimmedDescription
                else { return nil }
                keys[.systemVersion] = .atLeast(number)
            case .expression(let expression):
                guard read(expression, into: &keys) else { return nil }
            default:
                return nil
            }
        }
        return keys.isEmpty ? nil : TraitCondition(keys)
    }

    /// Whether `#available(iOS N, *)` holds on every iOS the format lays out (N at most its lowest
    /// `systemVersion`, 15): an app's `if #available(iOS 11.0, *)` is its code on every device.
    static func alwaysAvailable(_ availability: AvailabilityConditionSyntax) -> Bool {
        guard
            let version = availability.availabilityArguments.first?.argument.as(PlatformVersionSyntax.self),
            version.platform.text == "iOS", let number = version.version.flatMap({ Double($0.major.text) }),
            let lowest = SpecKeyCatalogue.row(SpecKey.Name.systemVersion.rawValue, in: [.environment])?.range?
                .lowerBound
        else { return false }
        return number <= lowest
    }

    /// The spec's condition of one test (a `where` clause's), or `nil`.
    static func condition(_ expression: ExprSyntax) -> TraitCondition? {
        var keys: [SpecKey.Name: TraitCondition.Value] = [:]
        guard read(expression, into: &keys), !keys.isEmpty else { return nil }
        return TraitCondition(keys)
    }

    /// Reads one test, or tests joined by `&&`, into `keys`; `false` where one is not a condition.
    private static func read(_ expression: ExprSyntax, into keys: inout [SpecKey.Name: TraitCondition.Value]) -> Bool {
        // `isPortrait`, a computed property of the type around it that is one test.
        if let reference = expression.as(DeclReferenceExprSyntax.self), let body = computedTest(reference) {
            return read(body, into: &keys)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return read(only.expression, into: &keys)
        }
        // `traitCollection.preferredContentSizeCategory.isAccessibilityCategory`.
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "isAccessibilityCategory",
            names(of: member.base).suffix(2) == ["traitCollection", "preferredContentSizeCategory"]
        {
            keys[.preferredContentSizeCategory] = .word("accessibility")
            return true
        }
        // `UIDevice.current.orientation.isLandscape`, a window scene's `interfaceOrientation.isPortrait`.
        if let member = expression.as(MemberAccessExprSyntax.self),
            let orientation = ["isPortrait": "portrait", "isLandscape": "landscape"][member.declName.baseName.text],
            let last = names(of: member.base).last,
            ["orientation", "interfaceOrientation", "statusBarOrientation"].contains(last)
        {
            keys[.orientation] = .word(orientation)
            return true
        }
        guard let infix = expression.as(InfixOperatorExprSyntax.self),
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return false }
        if operation == "&&" { return read(infix.leftOperand, into: &keys) && read(infix.rightOperand, into: &keys) }
        // `o == .landscapeLeft || o == .landscapeRight`: tests that say the same, either way.
        if operation == "||" {
            var either: [SpecKey.Name: TraitCondition.Value] = [:]
            var or: [SpecKey.Name: TraitCondition.Value] = [:]
            guard read(infix.leftOperand, into: &either), read(infix.rightOperand, into: &or), either == or,
                either.keys.allSatisfy({ keys[$0] == nil })
            else { return false }
            keys.merge(either) { first, _ in first }
            return true
        }
        let left = names(of: infix.leftOperand)
        let right = infix.rightOperand
        // An orientation compared with a case: the spec's environment is in portrait or in landscape,
        // whichever side is up.
        if ["orientation", "interfaceOrientation", "statusBarOrientation"].contains(left.last), operation == "==",
            let member = right.as(MemberAccessExprSyntax.self), member.base == nil,
            let orientation = [
                "portrait": "portrait", "landscapeLeft": "landscape", "landscapeRight": "landscape",
            ][member.declName.baseName.text]
        {
            keys[.orientation] = .word(orientation)
            return true
        }
        // The idiom, as a trait collection or the device gives it; `!=` of one is the other.
        if left.last == "userInterfaceIdiom" || isIdiomFunction(infix.leftOperand),
            let member = right.as(MemberAccessExprSyntax.self), member.base == nil,
            let idiom = ["phone": "pad", "pad": "phone"].keys.first(where: { $0 == member.declName.baseName.text })
        {
            switch operation {
            case "==": keys[.idiom] = .word(idiom)
            case "!=": keys[.idiom] = .word(idiom == "pad" ? "phone" : "pad")
            default: return false
            }
            return true
        }
        // A trait compared with a case.
        if left.dropLast().last == "traitCollection", let trait = left.last,
            let member = right.as(MemberAccessExprSyntax.self), member.base == nil,
            let key = SpecKey.Name(rawValue: trait)
        {
            let value = member.declName.baseName.text
            switch (trait, operation) {
            case ("horizontalSizeClass", "=="), ("verticalSizeClass", "=="), ("layoutDirection", "=="),
                ("preferredContentSizeCategory", "=="):
                keys[key] = .word(value)
            case ("preferredContentSizeCategory", ">="):
                keys[key] = .atLeast(value)
            default:
                return false
            }
            return true
        }
        // The width against a number or against the height.
        guard left.last == "width", ["contentSize", "bounds"].contains(left.dropLast().last) else { return false }
        if names(of: right).last == "height", names(of: right).dropLast() == left.dropLast() {
            switch operation {
            case ">": keys[.orientation] = .word("landscape")
            case "<=": keys[.orientation] = .word("portrait")
            default: return false
            }
            return true
        }
        guard let width = SwiftValue.number(right) else { return false }
        switch operation {
        case ">=": keys[.minWidth] = .word(SwiftSourceImport.n(width))
        case "<=": keys[.maxWidth] = .word(SwiftSourceImport.n(width))
        default: return false
        }
        return true
    }

    /// `UI_USER_INTERFACE_IDIOM()`, the function older code asks the idiom with.
    private static func isIdiomFunction(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UI_USER_INTERFACE_IDIOM"
    }

    /// `a.b.c` as `["a", "b", "c"]`; empty for anything but names and member accesses.
    ///
    /// A local constant stands for the member access it was bound to
    /// (`let idiom = UIDevice.current.userInterfaceIdiom`).
    private static func names(of expression: ExprSyntax?) -> [String] {
        if let reference = expression?.as(DeclReferenceExprSyntax.self) {
            if let bound = localConstant(reference), bound.is(MemberAccessExprSyntax.self) { return names(of: bound) }
            return [reference.baseName.text]
        }
        guard let member = expression?.as(MemberAccessExprSyntax.self), let base = member.base else { return [] }
        let prefix = names(of: base)
        return prefix.isEmpty ? [] : prefix + [member.declName.baseName.text]
    }

    /// The one expression of the computed property `reference` names, where the type around it
    /// declares one (`private var isPortrait: Bool { interfaceOrientation.isPortrait || … }`).
    private static func computedTest(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var node = reference.parent
        while let current = node, current.as(MemberBlockSyntax.self) == nil { node = current.parent }
        guard let members = node?.as(MemberBlockSyntax.self) else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
                let only = statements.first?.item
            else { continue }
            if let expression = only.as(ExprSyntax.self) { return expression }
            return only.as(ReturnStmtSyntax.self)?.expression
        }
        return nil
    }

    /// The value a `let` of the blocks around `reference` binds its name to, declared before it.
    private static func localConstant(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var node = reference.parent
        while let current = node {
            // `let idiom = …`, or `guard let orientation = UIApplication.shared.orientation else { … }`.
            for item in current.as(CodeBlockItemListSyntax.self) ?? [] where item.position < reference.position {
                if let variable = item.item.as(VariableDeclSyntax.self),
                    variable.bindingSpecifier.tokenKind == .keyword(.let),
                    let binding = variable.bindings.first(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    })
                {
                    return binding.initializer?.value
                }
                if let guardStatement = item.item.as(GuardStmtSyntax.self),
                    let binding = guardStatement.conditions.lazy.compactMap({
                        $0.condition.as(OptionalBindingConditionSyntax.self)
                    }).first(where: {
                        $0.bindingSpecifier.tokenKind == .keyword(.let)
                            && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    })
                {
                    return binding.initializer?.value
                }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
