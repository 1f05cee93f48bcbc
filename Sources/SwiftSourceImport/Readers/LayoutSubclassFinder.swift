import SwiftSyntax

/// The classes of a file that are layouts of a kind: the kind's own classes (`roots`), and the
/// file's classes that inherit from one, directly or through another of the file's.
final class LayoutSubclassFinder: SyntaxVisitor {
    private(set) var classes: Set<String>
    /// Each class of the file and its superclass.
    private var superclasses: [String: String] = [:]

    init(roots: Set<String>) {
        classes = roots
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let inherited = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            superclasses[node.name.text] = inherited
        }
        return .visitChildren
    }

    /// Follows chains of the files' own classes, each pass adding those one level further.
    func finish() {
        var added = true
        while added {
            added = false
            for (name, superclass) in superclasses where classes.contains(superclass) && !classes.contains(name) {
                classes.insert(name)
                added = true
            }
        }
    }
}
