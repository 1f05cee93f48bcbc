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

    /// A provider that tells section 0 by `case .zero:` (the index's `Int.zero`).
    ///
    /// Before, `.zero` matched nothing: one section, from the `default:`, silently.
    @Test func caseZeroIsSectionZero() throws {
        let source = """
            import UIKit
            final class ScheduleController: UIViewController {
                var typeSection: NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
                var daySection: NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
                        switch sectionIndex {
                        case .zero: return self?.typeSection
                        default: return self?.daySection
                        }
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Schedule.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        let sections = text.components(separatedBy: "\n  - ").dropFirst()
        #expect(sections.count == 2, "\(text)")
        #expect(sections.first?.contains("absolute(40)") == true, "\(text)")
        #expect(sections.last?.contains("absolute(100)") == true, "\(text)")
        #expect(
            result.warnings.contains { $0.message.hasPrefix("section 1 comes from this `default:`") },
            "\(result.warnings)"
        )
    }

    /// A `switch indexPath.section` with a `default:` in the method that answers a tap decides no
    /// frame: the provider's sections, from an enumeration's cases, are all the spec's.
    ///
    /// Before, "section 2 comes from this `default:`" was said at the tap handler's switch.
    @Test func aTapHandlersDefaultIsNotTheLayouts() throws {
        let source = """
            import UIKit
            enum AccountSection: Int, CaseIterable { case profile, support, version }
            final class AccountViewController: UIViewController, UICollectionViewDelegate {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, _ in
                        guard let kind = AccountSection(rawValue: sectionIndex) else { return nil }
                        let height: CGFloat = kind == .profile ? 88 : 44
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    switch indexPath.section {
                    case 0: print("profile")
                    case 1: print("support")
                    default: return
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Account.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.components(separatedBy: "\n  - ").count == 4, "\(text)")
        #expect(!result.warnings.contains { $0.message.contains("`default:`") }, "\(result.warnings)")
    }

    /// A `switch indexPath.section` in a supplementary registration's handler fills a header's
    /// text: its `default:` is not the provider's.
    ///
    /// Before, "section 2 comes from this `default:`" was said at the handler's switch.
    @Test func aRegistrationHandlersDefaultIsNotTheLayouts() throws {
        let source = """
            import UIKit
            enum PlanSection: Int, CaseIterable { case music, spots, empty }
            final class PlanViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, _ in
                        guard PlanSection(rawValue: sectionIndex) != nil else { return nil }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
                func configureHeaders() {
                    let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") { view, _, indexPath in
                        switch indexPath.section {
                        case 0: view.tag = 1
                        case 1: view.tag = 2
                        default: break
                        }
                    }
                    _ = registration
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Plan.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.components(separatedBy: "\n  - ").count == 4, "\(text)")
        #expect(!result.warnings.contains { $0.message.contains("`default:`") }, "\(result.warnings)")
    }

    /// A delegate for two collection views, told apart by `switch collectionView`, the layouts made
    /// with `UICollectionViewFlowLayout.init()`.
    ///
    /// Before, no flow layout was found, and the `default:` (0 × 0) was read silently; then each
    /// other way was said in a warning of its own at the switch.
    @Test func aSwitchOnWhichCollectionViewAsksIsAChoice() throws {
        let source = """
            import UIKit
            final class ContentsController: UIViewController, UICollectionViewDelegateFlowLayout {
                private let filterCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout.init())
                private let contentsCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout.init())
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    switch collectionView {
                    case filterCollectionView:
                        return CGSize(width: 46, height: 31)
                    case contentsCollectionView:
                        return CGSize(width: collectionView.frame.width, height: 139)
                    default:
                        return CGSize(width: 0, height: 0)
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Contents.swift")])
        let texts = result.specs.map(\.text)
        #expect(texts.contains { $0.contains("itemSize: [46, 31]") }, "\(texts)")
        #expect(texts.contains { $0.contains("itemSize: [\"collectionView.frame.width\", 139]") }, "\(texts)")
        #expect(!result.warnings.contains { $0.message.contains("no flow layout is made here") }, "\(result.warnings)")
        // One warning at the switch names every way's spec (before, one a way, the second with no
        // word of where the value comes from).
        let atSwitch = result.warnings.filter { $0.line == 6 && $0.column == 16 }
        #expect(
            atSwitch.map(\.message) == [
                "the value switched on comes from `collectionView` (Contents.swift:6:16), which only the running app knows; "
                    + "Contents is the layout where the app takes the first way, "
                    + "Contents-6-contentsCollectionView where it takes `contentsCollectionView`, "
                    + "Contents-6-default where it takes `default`: keep the one your app shows"
            ],
            "\(result.warnings)"
        )
    }
}
