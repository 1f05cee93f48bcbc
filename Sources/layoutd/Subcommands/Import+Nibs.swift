import Foundation
import LayoutFiles
import LayoutProtocol
import SpecImport
import SwiftSourceImport

/// The nibs Swift code may load by name, for `layoutd import`: the `.xib` files given, and those
/// beside the Swift files that the code names in a string (`UINib(nibName: "FavoriteCell", …)`), as
/// in an app's folder, where a cell's nib sits beside the code that loads it.
extension Import {
    static func nibs(
        given documents: [(file: String, data: Data)],
        swiftSources: [(text: String, file: String)]
    ) -> [String: SwiftSourceImport.Nib] {
        var nibs: [String: SwiftSourceImport.Nib] = [:]
        func add(_ file: String, _ data: Data) {
            let name = InterfaceBuilderImport.stem(of: file)
            guard nibs[name] == nil, let views = try? InterfaceBuilderImport.topLevelViews(in: data, file: file)
            else { return }
            nibs[name] = SwiftSourceImport.Nib(file: file, views: views)
        }
        for document in documents where document.file.hasSuffix(".xib") { add(document.file, document.data) }
        let folders = Set(swiftSources.map { URL(fileURLWithPath: $0.file).deletingLastPathComponent().path })
        for folder in folders.sorted() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix(".xib") {
                let stem = String(name.dropLast(4))
                guard nibs[stem] == nil, swiftSources.contains(where: { $0.text.contains("\"\(stem)\"") }) else {
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(name)
                guard let data = try? BoundedFile.read(path, limit: maximumBytes, bound: "") else { continue }
                add(path, data)
            }
        }
        return nibs
    }
}
