import SwiftSyntax

/// What following a program's layout code may cost: steps, how deep calls nest, how large a value
/// grows.
///
/// Once the steps or a value's size are spent, the reading stops, and the import is an error at the
/// place they were spent; calls nested too deep are left out with a warning.
///
/// The reader follows code as it would run without running it, so code can make it work without end:
/// a function that calls itself, forty constants each the sum of the one before with itself (a value
/// doubled forty times is a trillion characters long when it is an expression of the environment).
/// Real layout code takes a few thousand steps, nests calls a few deep and makes expressions of a
/// few hundred characters.
struct ReadBudget {
    /// The most steps (statements and expressions) followed in a program: about half a second.
    static let steps = 200_000
    /// The deepest calls, initialisers and constants' definitions followed, one inside another:
    /// deeper ones give no value, with a warning.
    static let depth = 32
    /// The longest value kept (an expression's text, a string, an array's elements): ten times a
    /// spec's longest expression, so no value a spec could hold is cut.
    static let valueLength = 10_000

    /// Where the budget was spent, and on what; `nil` while it lasts.
    private(set) var spent: (node: Syntax, message: String)?
    private(set) var stepsTaken = 0
    private(set) var depth = 0

    /// Counts a step at `node`; false once the budget is spent.
    mutating func step(at node: some SyntaxProtocol) -> Bool {
        guard spent == nil else { return false }
        stepsTaken += 1
        if stepsTaken > Self.steps {
            spent = (
                Syntax(node), "following the layout code takes more than \(Self.steps) steps here; no more are read"
            )
        }
        return spent == nil
    }

    /// Goes one call deeper; false (and no deeper) once the budget is spent or calls are
    /// ``depth`` deep.
    ///
    /// Going too deep does not spend the budget: app code calls UIKit's methods from methods of the
    /// same name (`func dequeueReusableCell(withClass:for:)` calling `dequeueReusableCell(…)`), which
    /// the reader takes for the app's own, so a call that seems to call itself is not read, with a
    /// warning, and the rest of the code is.
    mutating func enter() -> Bool {
        guard spent == nil, depth < Self.depth else { return false }
        depth += 1
        return true
    }

    /// Comes back from a call ``enter(at:)`` let in.
    mutating func leave() { depth -= 1 }

    /// Whether `value`, made at `node`, is small enough to keep; once it is not, the budget is spent.
    mutating func admits(_ value: ReadValue?, at node: some SyntaxProtocol) -> Bool {
        guard spent == nil else { return false }
        let length: Int
        switch value {
        case .expression(let text)?, .string(let text)?: length = text.utf8.count
        case .unknown(let unknown)?: length = unknown.text.utf8.count
        case .array(let elements)?: length = elements.count
        default: length = 0
        }
        if length > Self.valueLength {
            spent = (
                Syntax(node),
                "the value made here grows past \(Self.valueLength) characters or elements; no more are read"
            )
        }
        return spent == nil
    }
}
