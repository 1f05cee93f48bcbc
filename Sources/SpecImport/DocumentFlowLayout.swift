public import Foundation
public import LayoutSpecFormat

/// A flow layout an Interface Builder document archives in the scene of a view controller of the
/// app's: what that controller's code, a flow layout delegate with no layout of its own, configures.
public struct DocumentFlowLayout: Sendable {
    /// The class of the scene's view controller (`customClass`).
    public var controllerClass: String
    /// Where the collection view is in the document.
    public var file: String
    public var line: Int
    /// The layout's keys that differ from UIKit's defaults, as a spec writes them (`itemSize: [328,
    /// 96]`, `sectionInset: [10, 10, 10, 10]`).
    public var keys: [SpecYAML.Entry]
}

extension InterfaceBuilderImport {
    /// The flow layouts of the document `data` whose scene's view controller has a class of the app's,
    /// in the document's order; none where it does not read.
    public static func flowLayouts(in data: Data, file: String) -> [DocumentFlowLayout] {
        guard let reader = try? read(data, file: file) else { return [] }
        return reader.collectionViews.compactMap { view in
            view.controllerClass.map {
                DocumentFlowLayout(
                    controllerClass: $0,
                    file: file,
                    line: view.line,
                    keys: ImportedSpecText.layoutKeys(of: view)
                )
            }
        }
    }
}
