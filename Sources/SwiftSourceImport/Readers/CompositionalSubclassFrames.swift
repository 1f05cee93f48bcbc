import SwiftSyntax

/// A program's subclass of `UICollectionViewCompositionalLayout` that moves what UIKit placed.
///
/// That is an override of `layoutAttributesForElements(in:)` (or for one item or supplementary
/// view) that sets the attributes' frame, centre, size or transform. The format has no word for it,
/// so the spec shows UIKit's own placement and the override is said where it is; an override that
/// only marks the attributes (a pinned flag, an alpha) moves nothing and is not said.
enum CompositionalSubclassFrames {
    static let overrides: Set<String> = [
        "layoutAttributesForElements", "layoutAttributesForItem", "layoutAttributesForSupplementaryView",
    ]
    /// The attributes' members whose assignment moves or resizes an element.
    static let geometry: Set<String> = ["frame", "center", "size", "bounds", "transform", "origin"]

    /// The subclass whose layout `call` makes (`FeedLayout(section:)`, or `super.init(…)` in the
    /// subclass's own initializer), if it is the program's.
    static func subclass(madeAt call: FunctionCallExprSyntax, in program: SwiftProgram) -> TypeSymbol? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = program.resolveType(name, from: program.owner(of: call)),
            program.inherits(type, from: ["UICollectionViewCompositionalLayout"])
        {
            return type
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true,
            let type = program.types[program.owner(of: call)],
            program.inherits(type, from: ["UICollectionViewCompositionalLayout"])
        {
            return type
        }
        return nil
    }

    /// Where an override of `type` (or of a superclass of the program's) sets an element's geometry.
    static func movesElements(_ type: TypeSymbol, in program: SwiftProgram) -> Syntax? {
        for symbol in program.lineage(of: type) {
            for name in overrides.sorted() {
                guard case .functions(let overloads)? = symbol.members[name] else { continue }
                for function in overloads {
                    guard let body = function.body, setsGeometry(body) else { continue }
                    return Syntax(function.name)
                }
            }
        }
        return nil
    }

    /// Whether an assignment in `body` (its closures too) sets a path through one of the
    /// ``geometry`` members (`attributes.frame.origin.y += 10`, `attribute.center = …`).
    static func setsGeometry(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .equal || ["+=", "-=", "*=", "/="].contains(token.text) else { return false }
            return assignedPath(before: token).contains { geometry.contains($0) }
        }
    }

    /// The names of the member path an assignment operator follows (`a.frame.origin` before `=`).
    static func assignedPath(before token: TokenSyntax) -> [String] {
        var names: [String] = []
        var current = token.previousToken(viewMode: .sourceAccurate)
        while let previous = current {
            switch previous.tokenKind {
            case .identifier(let name): names.append(name)
            case .period, .postfixQuestionMark, .exclamationMark: break
            default: return names
            }
            current = previous.previousToken(viewMode: .sourceAccurate)
        }
        return names
    }
}
