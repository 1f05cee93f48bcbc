import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A `switch` over two traits at once (`switch (horizontalSizeClass, verticalSizeClass)`), a case's
/// `where` that tests the orientation through a computed property, and a provider that never reads
/// its section index and switches on a setting only the app knows.
struct TraitTupleSwitchTests {
    static let builder = """
        import UIKit
        struct VideoGridBuilder {
            enum Style { case grid, list }
            let style: Style

            func build() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { makeSection(for: $1, style: style) }
            }

            private func makeSection(for environment: NSCollectionLayoutEnvironment, style: Style) -> NSCollectionLayoutSection {
                switch style {
                case .grid: return grid(environment)
                case .list: return columns(1, height: 44)
                }
            }

            private func grid(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let horizontal = environment.traitCollection.horizontalSizeClass
                let vertical = environment.traitCollection.verticalSizeClass
                switch (horizontal, vertical) {
                case (.compact, .regular):
                    return columns(1, height: 80)
                case (.regular, .compact), (.compact, .compact):
                    return columns(2, height: 80)
                case (.regular, .regular) where isPortrait:
                    return columns(2, height: 80)
                default:
                    return columns(3, height: 80)
                }
            }

            private var isPortrait: Bool {
                UIDevice.current.orientation.isPortrait
            }

            private func columns(_ count: Int, height: CGFloat) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: count)
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    /// Before, only `default:` was read (three columns on every device), without a word; and the
    /// switch on `style` was taken for the sections' kinds: two sections, where every section of
    /// the app is alike.
    @Test func eachCaseOfTheTwoTraitsIsAVariant() throws {
        let result = SwiftSourceImport.specs(in: [(Self.builder, "VideoGrid.swift")])
        let first = try #require(result.specs.first)
        let conditions = first.text.components(separatedBy: "\n").filter { $0.contains("- when:") }
        #expect(
            conditions == [
                "    - when: {horizontalSizeClass: compact, verticalSizeClass: regular}",
                "    - when: {horizontalSizeClass: regular, verticalSizeClass: compact}",
                "    - when: {horizontalSizeClass: compact, verticalSizeClass: compact}",
                "    - when: {horizontalSizeClass: regular, verticalSizeClass: regular, orientation: portrait}",
            ],
            "\(first.text)"
        )
        #expect(first.text.components(separatedBy: "  - id: ").count == 2, "\(first.text)")
        #expect(first.text.hasSuffix("        count: 3\n"), "\(first.text)")
        // The setting only the app knows: a spec for each of its ways, said where it is switched on.
        #expect(
            result.warnings.map(\.description).contains {
                $0.hasPrefix("VideoGrid.swift:11:16: warning: the value switched on comes from `style`")
            },
            "\(result.warnings)"
        )
    }

    /// Cases that overlap (`(.compact, _)` before `(_, .compact)`): where both hold, the first in the
    /// code wins, as a variant of both together that comes last.
    @Test func theFirstCaseWinsWhereTwoHold() throws {
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns: Int
                    switch (environment.traitCollection.horizontalSizeClass, environment.traitCollection.verticalSizeClass) {
                    case (.compact, _): columns = 1
                    case (_, .compact): columns = 2
                    default: columns = 3
                    }
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: NSCollectionLayoutItem(layoutSize: size), count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Overlap.swift")
        let lines = imported.text.components(separatedBy: "\n")
        let conditions = lines.filter { $0.contains("- when:") }
        #expect(
            conditions == [
                "    - when: {horizontalSizeClass: compact}",
                "    - when: {verticalSizeClass: compact}",
                "    - when: {horizontalSizeClass: compact, verticalSizeClass: compact}",
            ],
            "\(imported.text)"
        )
        let counts = lines.filter { $0.hasSuffix("count: 1") || $0.hasSuffix("count: 2") || $0.hasSuffix("count: 3") }
        #expect(
            counts.map { $0.trimmingCharacters(in: .whitespaces) } == ["count: 1", "count: 2", "count: 1", "count: 3"]
        )
    }
}
