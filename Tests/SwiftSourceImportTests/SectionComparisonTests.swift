import SwiftSourceImport
import Testing

/// A delegate that tells its first section apart with a comparison (`section == 0 ? 90 : 30`),
/// written in the returned value or in a local: two sections, the first's header 90 tall and the
/// second's (every later one's) 30.
struct SectionComparisonTests {
    static func screen(body: String) -> String {
        """
        import UIKit
        final class LettersViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                \(body)
            }
        }
        """
    }

    static let twoSections = """
          - {items: 12, headerReferenceSize: ["collectionView.bounds.width", 90]}
          - {items: 12, headerReferenceSize: ["collectionView.bounds.width", 30]}

        """

    /// Before, the 90 the comparison chooses was taken for a section it compares with: 92 sections.
    @Test func aNumberTheComparisonChoosesIsNoSection() throws {
        let body = "return CGSize(width: collectionView.bounds.width, height: section == 0 ? 90 : 30)"
        let imported = try SwiftSourceImport.spec(in: Self.screen(body: body), file: "Letters.swift")
        #expect(imported.text.hasSuffix("sections:\n" + Self.twoSections))
    }

    /// Before, the local was read once for every section, as `sectionIndex == 0 ? 60 : 0`, and the
    /// spec did not check ("sectionIndex is known only in a section's keys").
    @Test func aLocalThatTestsTheSectionIsReadForEachSection() throws {
        let body = """
            let extra: CGFloat = section == 0 ? 60 : 0
                    return CGSize(width: collectionView.bounds.width, height: 30 + extra)
            """
        let imported = try SwiftSourceImport.spec(in: Self.screen(body: body), file: "Letters.swift")
        #expect(imported.text.hasSuffix("sections:\n" + Self.twoSections))
    }
}
