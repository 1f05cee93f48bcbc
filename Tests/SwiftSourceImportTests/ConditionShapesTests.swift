import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// Tests and names real screens write that Swift decides from the program alone: `if let _ =`, a
/// `&&` whose known side is false, and `collectionView` in a controller that also declares
/// `collectionView(_:…)` methods.
struct ConditionShapesTests {
    /// A header only on the sections whose kind has a title, tested with `if let _ =`.
    static let titledSections = """
        import UIKit
        enum Kind: Int {
            case today, week, sources
            var title: String? {
                switch self {
                case .today: return nil
                case .week: return "This Week"
                case .sources: return "Sources"
                }
            }
        }
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, _ in
                guard let kind = Kind(rawValue: index) else { return nil }
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                if let _ = kind.title {
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    section.boundarySupplementaryItems = [header]
                }
                return section
            }
        }
        """

    /// Before, the `_` pattern was "not known here": two specs, headers on every section or none.
    @Test func aWildcardOptionalBindingTestsForAValue() throws {
        let result = SwiftSourceImport.specs(in: [(Self.titledSections, "Forecast.swift")])
        #expect(result.specs.count == 1, "\(result.specs.map(\.name))")
        let text = try #require(result.specs.first?.text)
        let sections = text.components(separatedBy: "\n  - ").dropFirst()
        #expect(sections.count == 3, "\(text)")
        #expect(sections.map { $0.contains("elementKind: header") } == [false, true, true], "\(text)")
        #expect(!result.warnings.contains { $0.message.contains("not known here") }, "\(result.warnings)")
    }

    /// A footer the size of the collection view only while an empty screen shows, which starts hidden.
    static let emptyScreenFooter = """
        import UIKit
        final class CoursesController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            var context: ListContext!
            var canShowEmptyScreen = false
            var showsFooter: Bool { context.isEnrollment && canShowEmptyScreen }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: collectionView.bounds.width, height: 120)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
                showsFooter ? CGSize(width: collectionView.bounds.width, height: collectionView.bounds.height) : .zero
            }
            func reload() { canShowEmptyScreen = true }
        }
        """

    /// Before, the unknown `context` made the whole `&&` a choice, and the spec's first way had a
    /// footer as tall as the screen.
    @Test func aFalseSideDecidesAnAndWhateverTheOtherIs() throws {
        let result = SwiftSourceImport.specs(in: [(Self.emptyScreenFooter, "Courses.swift")])
        #expect(result.specs.count == 1, "\(result.specs.map(\.name))")
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("footerReferenceSize: [0, 0]"), "\(text)")
        #expect(
            result.warnings.contains { $0.message.hasPrefix("canShowEmptyScreen changes while the app runs") },
            "\(result.warnings)"
        )
    }

    /// A header as wide as the collection view, set where the controller also implements the data
    /// source's `collectionView(_:numberOfItemsInSection:)`.
    static let themeHeader = """
        import UIKit
        final class ThemesController: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 228, height: 145)
                layout.headerReferenceSize = CGSize(width: collectionView.frame.size.width, height: 50)
                collectionView.collectionViewLayout = layout
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        }
        """

    /// Before, `collectionView` was read as the method: "only the running app knows", no header.
    @Test func aBareCollectionViewIsThePropertyNotTheMethod() throws {
        let imported = try SwiftSourceImport.spec(in: Self.themeHeader, file: "Themes.swift")
        #expect(
            imported.text.contains("headerReferenceSize: [\"collectionView.frame.size.width\", 50]"),
            "\(imported.text)"
        )
        #expect(
            !imported.warnings.contains { $0.message.contains("only the running app knows") },
            "\(imported.warnings)"
        )
    }
}
