import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// Shapes of compositional providers in real apps: a header made with `.init(layoutSize:
/// elementKind:alignment:)`, sections told apart by `if index == Section.x.rawValue`, a layout
/// subclass whose initializer's parameters have defaults, and a list whose appearance is computed.
struct ProviderShapesTests {
    static let sections = """
        import UIKit
        enum GroupSection: Int { case recommended, filtered }
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionNumber, _ in
                let height: CGFloat = sectionNumber == GroupSection.recommended.rawValue ? 120 : 80
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [.init(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                if sectionNumber == GroupSection.recommended.rawValue {
                    section.orthogonalScrollingBehavior = .groupPaging
                }
                section.boundarySupplementaryItems = [
                    .init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
                return section
            }
        }
        """

    /// A provider that never reads its index, with a switch on a theme's spacing case inside it
    /// (`Spacing.short.value`): one section for every index, with no id.
    ///
    /// Before, the section was named "short" after the spacing's case, so a spec of several months
    /// gave that layout to only the first.
    @Test func aCaseSwitchedOnInAProviderThatIgnoresItsIndexNamesNoSection() throws {
        let source = """
            import UIKit
            enum Spacing {
                case short, long
                var value: CGFloat {
                    switch self {
                    case .short: return 4
                    case .long: return 16
                    }
                }
            }
            final class MonthLayout: UICollectionViewCompositionalLayout {
                init() {
                    super.init { _, environment in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 7), heightDimension: .fractionalHeight(1)))
                        item.contentInsets = NSDirectionalEdgeInsets(top: Spacing.short.value, leading: Spacing.short.value, bottom: Spacing.short.value, trailing: Spacing.short.value)
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Month.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!text.contains("id:"), "\(text)")
        #expect(text.contains("contentInsets: {top: 4, leading: 4, bottom: 4, trailing: 4}"), "\(text)")
    }

    /// Before, one section (the `if` on the raw value was not counted) and no header (the implicit
    /// initializer was passed over), without a word.
    @Test func anIfOnARawValueAndAnImplicitHeaderAreRead() throws {
        let imported = try SwiftSourceImport.spec(in: Self.sections, file: "Groups.swift")
        #expect(imported.text.components(separatedBy: "  - items: 12").count == 3)
        #expect(imported.text.components(separatedBy: "{elementKind: header").count == 3)
        #expect(imported.text.contains("orthogonalScrollingBehavior: groupPaging"))
    }

    /// Before, `side` was unknown and the spec did not check ("a group needs layoutSize and subitems").
    @Test func aLayoutSubclassReadsItsInitializersDefaults() throws {
        let source = """
            import UIKit
            final class TileLayout: UICollectionViewCompositionalLayout {
                init(side: CGFloat = 100, spacing: CGFloat = 4) {
                    super.init { _, environment in
                        let columns = max(2, floor(environment.container.effectiveContentSize.width / side))
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
                        group.interItemSpacing = .fixed(spacing)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Tiles.swift")
        #expect(imported.text.contains("absolute(100)"))
        #expect(imported.text.contains("interItemSpacing: fixed(4)"))
    }

    /// A list's appearance computed from the idiom is said where it is given; before, it was left out
    /// without a word.
    @Test func aComputedListAppearanceIsSaid() {
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewLayout {
                let isPad = UIDevice.current.userInterfaceIdiom == .pad
                let configuration = UICollectionLayoutListConfiguration(appearance: isPad ? .sidebar : .insetGrouped)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        let said = ImportDiagnosticsTests.said(source, file: "Feeds.swift")
        #expect(said.count == 1)
        #expect(said.first?.contains("the list configuration's appearance is computed from the environment") == true)
    }

    /// A boundary item of the kind of a list's own header is said, and the list's kept.
    ///
    /// A boundary item assigned to a list section of the element kind the list's own header has:
    /// the list's is kept, and the item is said where it is made. Before, both were kept and the
    /// spec refused its own header ("element kind \"header\" is the list's own header"): no spec.
    @Test func aBoundaryItemOfTheListsOwnKindIsSaid() throws {
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    config.headerMode = .supplementary
                    let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    let note = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "note", alignment: .bottom)
                    section.boundarySupplementaryItems = [header, note]
                    return section
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Inactive.swift")
        #expect(
            imported.text.hasSuffix(
                """
                    list:
                      appearance: insetGrouped
                      headerMode: supplementary
                    boundarySupplementaryItems:
                      - {elementKind: note, layoutSize: [fractionalWidth(1), estimated(44)], alignment: bottom}

                """
            ),
            "\(imported.text)"
        )
        #expect(
            imported.warnings.map(\.description).contains(
                "Inactive.swift:8:22: warning: the list's own header (its headerMode is supplementary) has this element kind and stands where it is; the spec keeps the list's: give its measured height as the list's headerHeight"
            ),
            "\(imported.warnings)"
        )
    }

    /// An element kind "" is no header.
    ///
    /// A header whose element kind a section kind names, "" for none, added where it is not empty.
    /// Before, `"".isEmpty` was not known, the header was added to every section, and the spec
    /// refused the kind "" of the second: no spec at all.
    @Test func anEmptyElementKindIsNoHeader() throws {
        let source = """
            import UIKit
            enum Kind: CaseIterable {
                case info, photos
                var headerKind: String {
                    switch self {
                    case .info: return "title"
                    default: return ""
                    }
                }
            }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionNumber, _ in
                    let kind = Kind.allCases[sectionNumber]
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52))
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind.headerKind, alignment: .top)
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    if !kind.headerKind.isEmpty {
                        section.boundarySupplementaryItems = [header]
                    }
                    return section
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Detail.swift")
        #expect(imported.text.components(separatedBy: "boundarySupplementaryItems:").count == 2, "\(imported.text)")
        #expect(imported.text.contains("      - {elementKind: title, "), "\(imported.text)")
    }

    /// A layout subclass that inherits its base class's initializer, whose provider calls a method
    /// the subclass overrides: the subclass's sections.
    ///
    /// Before, the base class's own method was read (it returns nil): "the layout made here gives
    /// no section the code read", and no spec.
    @Test func anInheritedInitializersProviderCallsTheSubclasssOverride() throws {
        let source = """
            import UIKit
            class BaseLayout: UICollectionViewCompositionalLayout {
                public init() {
                    weak var welf: BaseLayout?
                    super.init(sectionProvider: { welf?.section(forIndex: $0, withEnvironment: $1) })
                    welf = self
                }
                required init?(coder: NSCoder) { fatalError() }
                open func section(forIndex index: Int, withEnvironment environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? { nil }
            }
            final class SettingsLayout: BaseLayout {
                override func section(forIndex index: Int, withEnvironment environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            final class SettingsViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: SettingsLayout())
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Settings.swift")
        #expect(imported.text.contains("layoutSize: [fractionalWidth(1), absolute(60)]"), "\(imported.text)")
    }

    /// A section factory of the app's that asks a closure for its group's size, the closure's type
    /// an alias (`cellSizer: CellSizer`) and the closure given as a trailing one.
    ///
    /// Before, the closure filled no parameter (its type did not spell `->`): the group had no
    /// size, and the spec was refused ("a group needs layoutSize and subitems").
    @Test func aTrailingClosureFillsAParameterOfAnAliasedFunctionType() throws {
        let source = """
            import UIKit
            extension NSCollectionLayoutSection {
                typealias CellSizer = (_ layoutWidth: CGFloat, _ spacing: CGFloat) -> NSCollectionLayoutSize
                static func rows(layoutWidth: CGFloat, spacing: CGFloat = 0, cellSizer: CellSizer) -> NSCollectionLayoutSection {
                    let cellSize = cellSizer(layoutWidth, spacing)
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: cellSize.widthDimension, heightDimension: cellSize.heightDimension), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return section
                }
            }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let section = NSCollectionLayoutSection.rows(layoutWidth: environment.container.effectiveContentSize.width) { _, _ in
                        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                    }
                    section.interGroupSpacing = 3
                    return section
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Guide.swift")
        #expect(imported.text.contains("layoutSize: [fractionalWidth(1), absolute(50)]"), "\(imported.text)")
        #expect(imported.text.contains("interGroupSpacing: 3"), "\(imported.text)")
    }

    /// A provider whose last section is the one its index equals a number the code computes: the
    /// enumeration's raw values start at 1 (section 0 is a card of its own).
    ///
    /// Before, four sections (the enumeration's cases): the last, with its footer, was never made.
    @Test func aSectionTheIndexIsComparedWithIsMade() throws {
        let source = """
            import UIKit
            final class SettingsController: UIViewController {
                enum SectionIndex: Int, CaseIterable { case general = 1, advance, support, others }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, _ in
                        let lastSectionIndex = SectionIndex.allCases.last!.rawValue
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(sectionIndex == 0 ? 130 : 60))
                        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                        if sectionIndex == lastSectionIndex {
                            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(538)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
                            section.boundarySupplementaryItems = [footer]
                        }
                        return section
                    }
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Settings.swift")
        let sections = imported.text.components(separatedBy: "\n  - ").dropFirst()
        #expect(sections.count == 5, "\(imported.text)")
        #expect(sections.last?.contains("absolute(538)") == true, "\(imported.text)")
    }

    /// A compositional layout made with `.init(section:)` and `.init(sectionProvider:)`, the type
    /// given by a computed property's and a function's declared type.
    ///
    /// Before, no layout was found: "no … UICollectionViewCompositionalLayout is made here", at 1:1.
    @Test func anImplicitInitializerMakesTheLayoutItsLabelsName() throws {
        let source = """
            import UIKit
            final class PhotoStripView: UIView {
                private var layout: UICollectionViewCompositionalLayout {
                    return .init(section: Self.strip())
                }
                static func strip() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            final class FeedView: UIView {
                func makeLayout() -> UICollectionViewCompositionalLayout {
                    .init(sectionProvider: { _, _ in PhotoStripView.strip() })
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Strip.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.specs.count == 2, "\(result.specs.map(\.text))")
        #expect(
            result.specs.allSatisfy { $0.text.contains("layoutSize: [fractionalWidth(1), fractionalWidth(0.5)]") },
            "\(result.specs.map(\.text))"
        )
    }
}
