import Foundation
import FuzzDriver
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport

/// A file given to `layoutd import`, both ways: as an Interface Builder document (XML, each collection
/// view a spec) and as Swift (a flow layout and a generated file's first comment).
///
/// Nothing may crash, and every spec either reader writes must read back without an error.
@main
enum FuzzImport {
    static func main() {
        fuzz { data in
            FuzzImport.run(data)
        }
    }

    static func run(_ data: Data) {
        var texts: [String] = []
        if let (specs, _) = try? InterfaceBuilderImport.specs(in: data, file: "Fuzz.storyboard") {
            texts += specs.map(\.text)
        }
        if let imported = try? SwiftSourceImport.spec(in: String(decoding: data, as: UTF8.self), file: "Fuzz.swift") {
            texts.append(imported.text)
        }
        for text in texts {
            do {
                _ = try SpecParser().parse(text, file: "imported.layout.yaml")
            } catch {
                fatalError("an imported spec does not read back:\n\(text)\n\(error)")
            }
        }
    }
}
