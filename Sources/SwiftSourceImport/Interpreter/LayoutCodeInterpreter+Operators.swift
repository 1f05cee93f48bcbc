import LayoutSpecFormat
import SwiftSyntax

/// Operators: `??` with its default, `&&` and `||`, comparisons, and arithmetic on numbers and on
/// the expressions a spec computes in each environment.
extension LayoutCodeInterpreter {
    /// The value of `left operator right`, what only the app knows on either side leaving it unknown.
    func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope) -> ReadValue? {
        guard let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return .unknown(Unknown(text: Self.shown(infix), node: Syntax(infix)))
        }
        var left = evaluate(infix.leftOperand, in: scope)
        // The section's kind a switch or a member already read as a case (`section == .music`, the
        // section the provider reads as its Nth case): that case, as the rest of the read takes it.
        if ["==", "!="].contains(operation), sections.sectionBeingRead != nil, let origin = left?.unknown,
            let read = sections.kindsRead[origin.text]
        {
            left = read
        }
        if operation == "??", let origin = left?.unknown {
            // What only the app knows, or the default the code gives: the default. A number
            // defaulted in a provider or a delegate method is a size or a spacing in the making.
            let fallback = evaluate(infix.rightOperand, in: scope)
            let measuring =
                (sections.sectionBeingRead != nil || following.bindsDelegateConstants) && fallback?.number != nil
            if isLayoutCode(infix) || measuring {
                passOver(
                    infix,
                    "the value before ?? reads \(describe(origin)); the default after it is read"
                )
            }
            return fallback
        }
        if runTime.loadingData, left?.unknown != nil,
            let decided = loadedCount(left, operation, evaluate(infix.rightOperand, in: scope))
        {
            return decided
        }
        if let origin = left?.unknown, operation != "??" {
            // `context == .list && canShowEmptyScreen`: a side the program knows that decides the
            // whole (false for `&&`, true for `||`) decides it, whatever only the app knows.
            if operation == "&&" || operation == "||", case .bool(let flag)? = evaluate(infix.rightOperand, in: scope),
                flag == (operation == "||")
            {
                lastUnknown = nil
                return .bool(flag)
            }
            lastUnknown = origin
            return .unknown(origin)
        }
        if left?.isExpression == true, operation != "??" {
            // Known when the app runs, as the expression a spec writes.
            let right = evaluate(infix.rightOperand, in: scope)
            // `collectionView == suggestionsView`: which of the screen's views asks, which a spec's one
            // collection view cannot say; a choice only the running app makes.
            if ["==", "!=", "===", "!=="].contains(operation),
                left?.expressionText == "collectionView" || right?.expressionText == "collectionView"
            {
                let origin = Unknown(text: Self.shown(infix), node: Syntax(infix))
                lastUnknown = origin
                return .unknown(origin)
            }
            // `isPad && false`, `isPad || true`: the known side decides; `&& true` is the test alone.
            if operation == "&&" || operation == "||", case .bool(let flag)? = right {
                return flag == (operation == "||") ? .bool(flag) : left
            }
            // What only the app knows on the right leaves the whole unknown, said at its own place.
            if let origin = right?.unknown {
                lastUnknown = origin
                return .unknown(origin)
            }
            guard let right, let a = left?.expressionText,
                let b = right.expressionText
            else { return nil }
            return .expression("(\(a) \(operation) \(b))")
        }
        if operation == "&&" || operation == "||" {
            guard case .bool(let first)? = left else { return nil }
            if operation == "&&" && !first { return .bool(false) }
            if operation == "||" && first { return .bool(true) }
            guard case .bool(let second)? = evaluate(infix.rightOperand, in: scope) else { return nil }
            return .bool(second)
        }
        if operation == "??" {
            if let left, !Self.isNone(left) { return left }
            return evaluate(infix.rightOperand, in: scope)
        }
        let right = evaluate(infix.rightOperand, in: scope)
        if let origin = right?.unknown {
            lastUnknown = origin
            return .unknown(origin)
        }
        if right?.isExpression == true {
            guard let a = left?.expressionText, let b = right?.expressionText else { return nil }
            return .expression("(\(a) \(operation) \(b))")
        }
        let whole = operation == "/" && WholeNumbers.divides(infix, in: scope)
        if let combined = arithmetic(operation, left, right, whole: whole) { return combined }
        guard let left, let right else { return nil }
        noteComparedSection(operation, infix, left, right)
        if let orientation = Self.orientationTest(operation, left, right) { return orientation }
        switch operation {
        case "==": return Self.equal(left, right).map(ReadValue.bool)
        case "!=": return Self.equal(left, right).map { .bool(!$0) }
        case "<", "<=", ">", ">=":
            guard let a = left.number, let b = right.number else { return nil }
            switch operation {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            default: return .bool(a >= b)
            }
        default:
            return .unknown(Unknown(text: Self.shown(infix), node: Syntax(infix)))
        }
    }

    /// The interface's orientation compared with a case (`UIDevice.current.orientation == .portrait`),
    /// as the environment's test the spec computes: `.portrait` and `.portraitUpsideDown` its
    /// `isPortrait`, `.landscapeLeft` and `.landscapeRight` its `isLandscape`; `nil` for any other.
    static func orientationTest(_ operation: String, _ left: ReadValue, _ right: ReadValue) -> ReadValue? {
        guard ["==", "!="].contains(operation), let object = left.object, object.type == "UIInterfaceOrientation",
            case .member(let name, let arguments) = right, arguments.isEmpty
        else { return nil }
        let property: String
        switch name {
        case "portrait", "portraitUpsideDown": property = "isPortrait"
        case "landscapeLeft", "landscapeRight": property = "isLandscape"
        default: return nil
        }
        guard let test = object.properties[property]?.expressionText else { return nil }
        return .expression(operation == "==" ? test : "!\(test)")
    }

    /// Whether an expression reads as a section's index by its name (`sectionIndex`, `index`,
    /// `indexPath.section`): how the code's tests of the section are told from its other tests.
    static func namesSectionIndex(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.lowercased()
        return text.contains("section") || text.contains("index")
    }

    /// A provider's test of its section index against a number the code computes
    /// (`sectionIndex == lastSectionIndex`): that section is one the provider makes.
    private func noteComparedSection(
        _ operation: String,
        _ infix: InfixOperatorExprSyntax,
        _ left: ReadValue?,
        _ right: ReadValue?
    ) {
        guard operation == "==" || operation == "!=", sections.sectionBeingRead != nil,
            infix.leftOperand.is(DeclReferenceExprSyntax.self), Self.namesSectionIndex(infix.leftOperand),
            left?.number != nil,
            let compared = right?.number, let number = Int(exactly: compared), (0..<1000).contains(number)
        else { return }
        sections.comparedSections = max(sections.comparedSections, number + 1)
    }
}
