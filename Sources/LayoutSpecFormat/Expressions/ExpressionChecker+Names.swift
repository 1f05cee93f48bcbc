import LayoutEngine

/// The names an expression reads: a binding of `let:` in scope, `indexPath.item`, or one of UIKit's
/// that the place can read.
extension ExpressionChecker {
    /// What a name read in an expression stands for.
    enum Resolved {
        case uikit(ExpressionName)
        case binding(BindingTable.Name)
        case itemIndex

        var type: ExpressionType {
            switch self {
            case .uikit(let name): return name.type
            case .binding(let name): return name.type
            case .itemIndex: return .int
            }
        }
    }

    /// The name at `path`: a binding in scope, `indexPath.item`, or one of UIKit's that the place can read.
    func resolve(_ written: [String], at offset: Int) throws(Failure) -> Resolved {
        if written.count == 1, let bound = place.bindings.name(written[0]) {
            // Its mistake was reported where it is bound: an empty message is not reported again.
            guard !bound.isFailed else { throw Failure(message: "", offset: offset) }
            return .binding(bound)
        }
        if written.first == "indexPath" {
            guard place.isItemSize else {
                throw Failure(
                    message: "indexPath is known only in an item's size, which is computed for each item "
                        + "(a `[w, h]` entry, a run's `size`, a flow section's `itemSize`)",
                    offset: offset
                )
            }
            switch written.dropFirst().joined(separator: ".") {
            case "item", "row": return .itemIndex
            case "section": return .uikit(ExpressionName.indexPathSection)
            default:
                throw Failure(
                    message: "unknown name \"\(written.joined(separator: "."))\"; an item's size reads "
                        + "indexPath.item and indexPath.section",
                    offset: offset
                )
            }
        }
        if written.count == 1, let later = place.bindings.laterNames.first(where: { $0 == written[0] }) {
            throw Failure(
                message: "\"\(later)\" is used before it is bound; move its entry above this one in `let:`",
                offset: offset
            )
        }
        return .uikit(try name(written, at: offset))
    }

    /// The UIKit name at `path`, if the place can read it.
    func name(_ written: [String], at offset: Int) throws(Failure) -> ExpressionName {
        let path = ExpressionName.canonical(written)
        let key = path.joined(separator: ".")
        guard let name = ExpressionName.all[key] else {
            var message = "unknown name \"\(written.joined(separator: "."))\""
            if path.count == 1, let suggestion = closestMatch(to: key, among: place.bindings.visibleNames) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else if let suggestion = ExpressionName.suggestion(for: key) {
                message += " (did you mean \"\(suggestion)\"?)"
            } else if path.count == 1, let root = closestMatch(to: key, among: ExpressionName.roots) {
                message += " (did you mean \"\(root)\"?)"
            } else if !ExpressionName.roots.contains(path[0]) {
                message += "; expressions read container.…, collectionView.…, traitCollection.… and sectionIndex"
            }
            throw Failure(message: message, offset: offset)
        }
        switch name.availability {
        case .everywhere:
            break
        case .compositional:
            guard place.isCompositional else {
                throw Failure(
                    message: "\(key) is a section provider's environment: compositional layouts only; "
                        + "use collectionView.bounds or collectionView.safeAreaInsets here",
                    offset: offset
                )
            }
        case .section:
            guard place.isInSection else {
                throw Failure(message: "sectionIndex is known only in a section's keys", offset: offset)
            }
        }
        return name
    }
}
