import SwiftSyntax

/// The app's own view that holds the collection view (a `UIView` subclass with a `collectionView`,
/// which it lays out to fill itself, as a view controller's view is filled): its geometry is the
/// collection view's, as a view controller's `view.bounds` is.
extension LayoutCodeInterpreter {
    /// `bounds`, `frame`, and the `width` and `height` that apps' `UIView` extensions declare, of
    /// `object`, where it is such a view; `nil` otherwise.
    ///
    /// `width` and `height` are not UIKit's: where no file given declares them, they are read as
    /// the frame's, which is what such extensions return, and said where they are read.
    func hostingViewMember(_ name: String, of object: LayoutObject, node: some SyntaxProtocol) -> ReadValue? {
        guard ["bounds", "frame", "width", "height"].contains(name), let typeName = object.appType,
            let type = program.types[typeName], hostsItsCollectionView(type)
        else { return nil }
        switch name {
        case "bounds", "frame": return .expression("collectionView.bounds")
        default:
            passOver(
                node,
                "`\(name)` is declared in no file given; it is read as the view's frame.\(name), as UIView "
                    + "extensions declare it, the view as large as the collection view it holds: give the file "
                    + "that declares it if it says otherwise"
            )
            return .expression("collectionView.bounds.\(name)")
        }
    }

    /// Whether `type` is a view of the program (not a cell or a reusable view) with a collection
    /// view of its own.
    private func hostsItsCollectionView(_ type: TypeSymbol) -> Bool {
        guard type.kind == .classType, program.inherits(type, from: ["UIView"]) else { return false }
        if type.members["collectionView"] != nil { return true }
        return type.members.values.contains { member in
            guard case .stored(false, _, _, let declared?) = member else { return false }
            return declared.hasPrefix("UICollectionView") && !declared.hasPrefix("UICollectionViewLayout")
        }
    }
}
