import Foundation
import LayoutEngine
import LayoutSpecFormat

/// A spec imported from Swift, laid out in environments a test gives it (import writes none of its
/// own): each environment's first section's cells, in the order the environments are given.
enum ImportedLayout {
    /// A phone in portrait (compact width) and a tablet (regular width and height).
    static let phoneAndTablet = [
        "{name: phone, size: [390, 844], scale: 3}",
        "{name: tablet, size: [820, 1180], scale: 2, sizeClass: {horizontal: regular, vertical: regular}}",
    ]

    static func firstSections(of spec: String, in environments: [String]) throws -> [[LayoutElement]] {
        let listed = environments.map { "  - \($0)\n" }.joined()
        let document = try SpecParser().parse(
            spec.replacingOccurrences(of: "sections:", with: "environments:\n\(listed)sections:"),
            file: "imported.layout.yaml"
        )
        return layOut(document).environments.map { $0.sections.first?.elements ?? [] }
    }
}
