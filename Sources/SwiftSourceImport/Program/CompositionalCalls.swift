import SwiftSyntax

/// Where a program makes a compositional layout: UIKit's initializers, a generic parameter that
/// stands for it, a subclass made with an initializer it inherits, and a subclass's `super.init`.
extension SwiftSourceImport {
    /// The calls that make a compositional layout, in the order of the files and their code: the
    /// layout's initializers, and `super.init(sectionProvider:…)` in the program's subclasses of it.
    static func compositionalCalls(in program: SwiftProgram) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var seen: Set<SyntaxIdentifier> = []
        for file in program.files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.super) {
                guard let call = token.ancestor(FunctionCallExprSyntax.self),
                    isCompositionalSuperInit(call, in: program), seen.insert(call.id).inserted
                else { continue }
                calls.append(call)
            }
            // `Layout(sectionProvider:)` where `Layout` is a generic `UICollectionViewCompositionalLayout`.
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                    LayoutCodeInterpreter.genericLayoutClass(of: call) == "UICollectionViewCompositionalLayout",
                    seen.insert(call.id).inserted
                else { continue }
                calls.append(call)
            }
            // `StickyHeaderLayout(section:)`: a subclass made with the initializer it inherits.
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text.first?.isUppercase == true {
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                    let type = program.types[token.text]
                        ?? program.resolveType(token.text, from: program.owner(of: call)),
                    LayoutCodeInterpreter.inheritedCompositionalInitializer(
                        of: type,
                        labels: call.arguments.map { $0.label?.text },
                        in: program
                    ) != nil,
                    seen.insert(call.id).inserted
                else { continue }
                calls.append(call)
            }
            // `.init(section:)` where the type is a compositional layout (`var layout:
            // UICollectionViewCompositionalLayout { .init(section: …) }`): its labels say which.
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.`init`) {
                guard
                    let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(
                        MemberAccessExprSyntax.self
                    ),
                    member.base == nil, let call = member.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == member.id,
                    LayoutCodeInterpreter.typeByLabels[
                        call.arguments.compactMap { $0.label?.text }.joined(separator: ",")
                    ]
                        == "UICollectionViewCompositionalLayout",
                    seen.insert(call.id).inserted
                else { continue }
                calls.append(call)
            }
            for token in file.tree.tokens(viewMode: .sourceAccurate)
            where token.text == "UICollectionViewCompositionalLayout" {
                guard let call = token.ancestor(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription.hasPrefix("UICollectionViewCompositionalLayout"),
                    seen.insert(call.id).inserted
                else { continue }
                calls.append(call)
            }
        }
        return calls
    }

    /// Whether a call is `super.init(sectionProvider:…)` (or `section:`, or a trailing closure) in an
    /// initializer of the program's subclass of `UICollectionViewCompositionalLayout`.
    static func isCompositionalSuperInit(_ call: FunctionCallExprSyntax, in program: SwiftProgram) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "init",
            call.arguments.first.map({ ["sectionProvider", "section"].contains($0.label?.text ?? "") })
                ?? (call.trailingClosure != nil),
            let type = program.types[program.owner(of: call)]
        else { return false }
        return program.inherits(type, from: ["UICollectionViewCompositionalLayout"])
    }
}
