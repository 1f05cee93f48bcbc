public import Foundation

/// A view at the top of a nib, as `UINib.instantiate(withOwner:options:)` gives it: code that
/// measures a cell by loading its nib reads the frame the document archives, with no layout pass.
public struct NibTopLevelView: Sendable {
    /// The element's name (`collectionViewCell`, `view`) and its class, if the document names one.
    public var element: String
    public var customClass: String?
    /// Where it is in the document.
    public var line: Int
    /// Its frame's size; `nil` where the document gives none.
    public var size: (width: Double, height: Double)?
}

extension InterfaceBuilderImport {
    /// The top-level views of the nib `data`, in the document's order.
    public static func topLevelViews(in data: Data, file: String) throws(Failure) -> [NibTopLevelView] {
        try read(data, file: file).topLevelViews
    }
}
