import SwiftSyntax

/// The collection views each type of the program makes (`UICollectionView(frame:collectionViewLayout:)`):
/// one that makes a single one makes the collection view a spec lays out; one that makes several
/// tells them apart (`if collectionView == tagsView`), which a spec cannot.
extension SwiftProgram {
    /// How many collection views the code of `owner` makes.
    func collectionViewsMade(by owner: String) -> Int {
        if collectionViewMakers == nil {
            let finder = CollectionViewMakers(program: self)
            for file in files { finder.walk(file.tree) }
            collectionViewMakers = finder.counts
        }
        return collectionViewMakers?[owner] ?? 0
    }
}

/// Counts the `UICollectionView(…)` calls of each type.
private final class CollectionViewMakers: SyntaxVisitor {
    let program: SwiftProgram
    var counts: [String: Int] = [:]

    init(program: SwiftProgram) {
        self.program = program
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "UICollectionView" {
            counts[program.owner(of: node), default: 0] += 1
        }
        return .visitChildren
    }
}
