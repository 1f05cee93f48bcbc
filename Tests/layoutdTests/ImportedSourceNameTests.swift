import Foundation
import Testing

/// The imported spec names the file it came from as seen from where the spec is: a spec committed
/// from one machine names no folder of that machine.
struct ImportedSourceNameTests {
    static let source = """
        import UIKit

        final class StoreViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                return layout
            }
        }
        """

    @Test func aSpecWrittenIntoAFolderNamesTheSwiftFileFromThere() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(Self.source, to: "App/Sources/StoreViewController.swift", in: folder)
        // Given by its absolute path, from another directory.
        let swift = folder.appendingPathComponent("App/Sources/StoreViewController.swift").path
        let result = try LayoutdBinary.run(["import", swift, "-o", "App/Specs"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try String(
            contentsOf: folder.appendingPathComponent("App/Specs/StoreViewController.layout.yaml"),
            encoding: .utf8
        )
        #expect(spec.hasPrefix("# Imported by layoutd from ../Sources/StoreViewController.swift.\n"), "\(spec)")
        // Printed, from the current directory.
        let printed = try LayoutdBinary.run(["import", swift], in: folder.appendingPathComponent("App"))
        #expect(printed.stdout.hasPrefix("# Imported by layoutd from Sources/StoreViewController.swift.\n"))
        // A warning still names the file as it was given, for the terminal to open it.
        #expect(printed.stderr.contains(swift + ":"), "\(printed.stderr)")
    }
}
