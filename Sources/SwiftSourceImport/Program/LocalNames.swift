import SwiftSyntax

/// The names of the variables a program's code declares inside its functions, closures and
/// accessors (`let margin = …` in a method), as opposed to the members of its types.
enum LocalNames {
    static func names(in trees: [SourceFileSyntax]) -> Set<String> {
        let visitor = Visitor(viewMode: .sourceAccurate)
        for tree in trees { visitor.walk(tree) }
        return visitor.names
    }

    private final class Visitor: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // A member's declaration sits in a member block; a local's in a code block.
            if node.parent?.parent?.is(CodeBlockItemListSyntax.self) == true {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            }
            return .visitChildren
        }
    }
}
