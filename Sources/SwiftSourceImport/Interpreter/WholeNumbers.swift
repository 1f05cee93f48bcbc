import SwiftSyntax

/// Which arithmetic Swift does in whole numbers: `/` between `Int`s truncates (`140 / 6` is 23), where
/// the reader otherwise computes every number as a `CGFloat`.
///
/// The type is read from the syntax, as Swift's type checker gives it: an `Int` constant (annotated,
/// or made of integers: `let columns = 6`), `Int(…)` and `.count` are `Int`; an integer literal takes
/// the type of its place, which is `Int` only where nothing asks for a floating-point number (the
/// argument of `CGFloat(…)`, an unannotated constant); anything else is not `Int`.
enum WholeNumbers {
    /// What an arithmetic expression is, as far as its syntax and the constants in scope tell.
    enum Kind {
        /// An `Int`.
        case integer
        /// Integer literals alone, which take their place's type.
        case literal
        /// A `CGFloat`, a `Double`, or a type the syntax does not tell.
        case other
    }

    /// The operators whose two sides share the expression's type.
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    /// The conversions whose argument of integer literals alone Swift reads as an `Int`.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    static func kind(of expression: ExprSyntax, in scope: Scope) -> Kind {
        if expression.is(IntegerLiteralExprSyntax.self) { return .literal }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first, only.label == nil
        {
            return kind(of: only.expression, in: scope)
        }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return kind(of: negated.expression, in: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedDescription == "Int" ? .integer : .other
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base != nil && member.declName.baseName.text == "count" ? .integer : .other
        }
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return scope.isWholeNumber(name.baseName.text) ? .integer : .other
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            arithmetic.contains(operation)
        {
            switch (kind(of: infix.leftOperand, in: scope), kind(of: infix.rightOperand, in: scope)) {
            case (.literal, .literal): return .literal
            case (.integer, .integer), (.integer, .literal), (.literal, .integer): return .integer
            default: return .other
            }
        }
        return .other
    }

    /// Whether the division `infix` divides whole numbers: an `Int` expression, or integer literals
    /// alone in an expression whose place takes an `Int` (`CGFloat(140 / 6)`, `let third = 7 / 3`).
    static func divides(_ infix: InfixOperatorExprSyntax, in scope: Scope) -> Bool {
        switch kind(of: ExprSyntax(infix), in: scope) {
        case .integer: return true
        case .other: return false
        case .literal:
            // The largest arithmetic around it settles the literals' type, from its own place.
            var outer = ExprSyntax(infix)
            while let around = enclosingArithmetic(of: outer) { outer = around }
            switch kind(of: outer, in: scope) {
            case .integer: return true
            case .other: return false
            case .literal: return placeTakesInt(outer)
            }
        }
    }

    /// The arithmetic `expression` is an operand of, through parentheses.
    private static func enclosingArithmetic(of expression: ExprSyntax) -> ExprSyntax? {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                let tuple = list.parent?.as(TupleExprSyntax.self)
            {
                node = Syntax(tuple)
                continue
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self),
                let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                arithmetic.contains(operation)
            {
                return ExprSyntax(infix)
            }
            return nil
        }
        return nil
    }

    /// Whether integer literals alone at `expression`'s place are an `Int`: the one argument of a
    /// numeric conversion, or the value of a constant declared without a type or as an `Int`.
    private static func placeTakesInt(_ expression: ExprSyntax) -> Bool {
        guard let parent = expression.parent else { return false }
        if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
            let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
            let call = list.parent?.as(FunctionCallExprSyntax.self)
        {
            return conversions.contains(call.calledExpression.trimmedDescription)
        }
        if let initializer = parent.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self)
        {
            return binding.typeAnnotation.map { $0.type.trimmedDescription == "Int" } ?? true
        }
        return false
    }

    /// Whether a constant declared by `binding` holds an `Int`: annotated so, or, without a type,
    /// made of integers.
    static func declaresWholeNumber(_ binding: PatternBindingSyntax, in scope: Scope) -> Bool {
        if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription == "Int" }
        guard let value = binding.initializer?.value else { return false }
        return kind(of: value, in: scope) != .other
    }
}
