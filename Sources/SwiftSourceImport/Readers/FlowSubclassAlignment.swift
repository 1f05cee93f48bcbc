import SwiftSyntax

/// A flow layout subclass that moves the items UIKit placed, by overriding
/// `layoutAttributesForElements(in:)` or `layoutAttributesForItem(at:)`: the left-aligned tag and
/// chip layouts apps write are the format's `horizontalAlignment: left` (each line from the section's
/// left inset, items `minimumInteritemSpacing` apart), and the right-aligned ones `right`; any other
/// is said where it is, the spec showing UIKit's own placement.
enum FlowSubclassAlignment {
    static let repositioning: Set<String> = ["layoutAttributesForElements", "layoutAttributesForItem"]

    /// What the subclass's overrides do: the alignment they read as, or `nil`; and where the
    /// override is.
    static func read(_ type: TypeSymbol, in program: SwiftProgram) -> (alignment: String?, at: Syntax)? {
        for symbol in program.lineage(of: type) {
            for name in repositioning {
                guard case .functions(let overloads)? = symbol.members[name], let function = overloads.first,
                    let body = function.body
                else { continue }
                return (alignment(of: body), Syntax(function.name))
            }
        }
        return nil
    }

    /// `left` where the body starts each line at the left inset and steps by the interitem
    /// spacing, `right` where it starts at the right inset; `nil` for any other change.
    static func alignment(of body: CodeBlockSyntax) -> String? {
        let text = body.description.filter { !$0.isWhitespace }
        let movesX = text.contains("origin.x=") || text.contains(".x=")
        guard movesX, text.contains("minimumInteritemSpacing") else { return nil }
        let fromLeft = text.contains("sectionInset.left") || text.contains("=sectionInset.left")
        let fromRight = text.contains("sectionInset.right")
        if fromLeft && !fromRight { return "left" }
        if fromRight && !fromLeft { return "right" }
        return nil
    }
}
