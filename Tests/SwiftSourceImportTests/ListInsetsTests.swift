import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A list section whose insets the code reads back and changes (`var insets = section.contentInsets;
/// insets.leading = 0`), as a list measured from the readable content guide is written.
struct ListInsetsTests {
    static let source = """
        import UIKit
        extension NSCollectionLayoutSection {
            static func readableList(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .firstItemInSection
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.contentInsetsReference = .readableContent
                var contentInsets = section.contentInsets
                contentInsets.leading = 0
                contentInsets.trailing = 0
                section.contentInsets = contentInsets
                return section
            }
        }
        final class StopsViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    NSCollectionLayoutSection.readableList(environment: environment)
                }
            }
        }
        """

    /// The list's own top and bottom insets, which UIKit computes for each section, are not known
    /// where the code reads them: said at the read, each edge.
    ///
    /// Before, they were read as 0 without a word: the spec lost the gaps between the sections.
    @Test func aListsOwnInsetsReadBackAreSaid() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "Stops.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("contentInsetsReference: readableContent"), "\(text)")
        let said = result.warnings.filter { $0.line == 8 }.map(\.message)
        #expect(
            said
                == ["top", "bottom"].map {
                    "this value reads `list.contentInsets.\($0)` (Stops.swift:8:29), which only the running app knows; "
                        + "0 is read in its place: set it in the spec"
                },
            "\(result.warnings)"
        )
    }
}
