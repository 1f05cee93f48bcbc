import Foundation
import FuzzDriver
import LayoutSpecFormat
import SpecImport

/// An Interface Builder document given to `layoutd import`.
///
/// It is read as XML and its collection views are turned into specs. Nothing may crash, and every
/// spec it writes must read back without an error.
@main
enum FuzzImport {
    static func main() {
        fuzz { data in
            FuzzImport.run(data)
        }
    }

    static func run(_ data: Data) {
        guard let (specs, _) = try? InterfaceBuilderImport.specs(in: data, file: "Fuzz.storyboard") else { return }
        for spec in specs {
            do {
                _ = try SpecParser().parse(spec.text, file: "\(spec.name).layout.yaml")
            } catch {
                fatalError("an imported spec does not read back:\n\(spec.text)\n\(error)")
            }
        }
    }
}
