import SpecImport
import SwiftSourceImport
import Testing

/// Every warning and error `layoutd import` says of Swift, each pinned with its exact message, line
/// and column on the smallest code that gives it.
struct ImportDiagnosticsTests {
    /// What a file gives: its warnings, then its errors, as the command prints them, without the two
    /// every file without the generated comment gets.
    static func said(_ text: String, file: String) -> [String] {
        let result = SwiftSourceImport.specs(in: [(text, file)])
        return (result.warnings.map(\.description) + result.failures.map(\.description)).filter {
            !$0.hasSuffix("no environments recorded; the default one is used")
                && !$0.hasSuffix("each section gets 12 items to edit")
        }
    }

    @Test(arguments: Self.cases)
    func eachDiagnosticIsSaidAtItsPlace(_ diagnostic: Diagnostic) {
        #expect(Self.said(diagnostic.source, file: diagnostic.name + ".swift") == diagnostic.said)
    }

    /// Files that are all context: no layout in any of them is an error at the first.
    @Test func filesWithoutALayoutAreAnErrorAtTheFirst() {
        let result = SwiftSourceImport.specs(in: [
            ("import UIKit\nenum UX { static let margin: CGFloat = 16 }\n", "UX.swift"),
            ("import UIKit\nfinal class Cell: UICollectionViewCell {}\n", "Cell.swift"),
        ])
        #expect(
            result.failures.map(\.description) == [
                "UX.swift:1:1: error: no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made in these files"
            ]
        )
    }

    struct Diagnostic: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var said: [String]
        var testDescription: String { name }
    }
    static let cases: [Diagnostic] = [
        Diagnostic(
            name: "assignUnknownName",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        spacing = NSCollectionLayoutSpacing.fixed(4)
                        return section
                    }
                }
                """,
            said: [
                "assignUnknownName.swift:7:9: warning: spacing is not known here; the assignment is left out"
            ]
        ),
        Diagnostic(
            name: "dimensionFromAnAppsSize",
            source: """
                import UIKit
                func makeLayout(sizer: @escaping () -> NSCollectionLayoutSize) -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, _ in
                        let cell = sizer()
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let size = NSCollectionLayoutSize(widthDimension: cell.widthDimension, heightDimension: cell.heightDimension)
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                """,
            said: [
                "dimensionFromAnAppsSize.swift:2:17: warning: this dimension reads `sizer(…).widthDimension` (dimensionFromAnAppsSize.swift:2:17), which only the running app knows; the whole container (or 44 points) is read in its place: set it in the spec",
                "dimensionFromAnAppsSize.swift:2:17: warning: this dimension reads `sizer(…).heightDimension` (dimensionFromAnAppsSize.swift:2:17), which only the running app knows; the whole container (or 44 points) is read in its place: set it in the spec",
            ]
        ),
        Diagnostic(
            name: "viewWidthBesideSafeAreaSides",
            source: """
                import UIKit
                final class ListController: UIViewController, UICollectionViewDelegateFlowLayout {
                    let container = UIView()
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    func render() {
                        NSLayoutConstraint.activate([
                            container.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                        ])
                    }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: view.frame.width, height: 139)
                    }
                }
                """,
            said: [
                "viewWidthBesideSafeAreaSides.swift:11:23: warning: the view's width is read as the collection view's, but the code pins a view's sides to the safe area (viewWidthBesideSafeAreaSides.swift:7): where the screen has a side safe area (a phone in landscape), what is computed from the view's width is the whole screen's in the app and the collection view's in the spec; check the spec there"
            ]
        ),
        Diagnostic(
            name: "itemCountInAProvider",
            source: """
                import UIKit
                final class GroupsController: UICollectionViewController {
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { [weak self] section, _ in
                            guard let self else { return nil }
                            let isEmpty = self.collectionView.numberOfItems(inSection: section) == 0
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.43), heightDimension: .fractionalHeight(0.23))
                            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                            let layoutSection = NSCollectionLayoutSection(group: group)
                            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: isEmpty ? 0 : 16, trailing: 14)
                            return layoutSection
                        }
                    }
                }
                """,
            said: [
                "itemCountInAProvider.swift:6:27: warning: the section's item count is the data's; the 12 items the spec gives each section are read: where your data holds another count (an empty section), edit what is computed from it"
            ]
        ),
        Diagnostic(
            name: "compositionalSubclassMovesFrames",
            source: """
                import UIKit
                final class ShiftedLayout: UICollectionViewCompositionalLayout {
                    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                        let attributes = super.layoutAttributesForElements(in: rect)
                        attributes?.forEach { $0.frame.origin.y += 10 }
                        return attributes
                    }
                }
                func makeLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return ShiftedLayout(section: NSCollectionLayoutSection(group: group))
                }
                """,
            said: [
                "compositionalSubclassMovesFrames.swift:3:19: warning: ShiftedLayout moves the elements UIKit places in a way the format does not say; the spec shows UIKit's own placement"
            ]
        ),
        Diagnostic(
            name: "compositionalSubclassMarksAttributes",
            source: """
                import UIKit
                final class MarkingLayout: UICollectionViewCompositionalLayout {
                    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                        let attributes = super.layoutAttributesForElements(in: rect)
                        attributes?.forEach { $0.alpha = 0.5 }
                        return attributes
                    }
                }
                func makeLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return MarkingLayout(section: NSCollectionLayoutSection(group: group))
                }
                """,
            said: []
        ),
        Diagnostic(
            name: "checkFails",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in nil }
                }
                """,
            said: [
                "checkFails.swift:3:5: error: the layout made here gives no section the code read (its section provider returns nil, or it has none)"
            ]
        ),
        Diagnostic(
            name: "coalesce",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = Theme.current?.spacing ?? 6
                        return section
                    }
                }
                """,
            said: [
                "coalesce.swift:7:37: warning: the value before ?? reads `Theme.current.spacing` (coalesce.swift:7:37), which the files read do not declare: pass the file that declares `Theme`; the default after it is read"
            ]
        ),
        Diagnostic(
            name: "configurationKey",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.boundarySupplementaryItemsScale = 2
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
                }
                """,
            said: [
                "configurationKey.swift:4:5: warning: the configuration's boundarySupplementaryItemsScale is not a key of a layout spec; it is left out"
            ]
        ),
        Diagnostic(
            name: "environmentTest",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: 2)
                        let section = NSCollectionLayoutSection(group: group)
                        if environment.container.effectiveContentSize.width > 500 {
                            section.interGroupSpacing = 20
                        }
                        return section
                    }
                }
                """,
            said: [
                "environmentTest.swift:7:12: warning: the condition tests the environment in a way a variant's `when:` does not say; its first branch is read: write the variant in the spec"
            ]
        ),
        Diagnostic(
            name: "flowNoReturn",
            source: """
                import UIKit
                final class D: NSObject, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                        fatalError()
                    }
                }
                """,
            said: [
                "flowNoReturn.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "flowNoReturn.swift:4:9: warning: the value is not written out in the code; it is left out",
            ]
        ),
        Diagnostic(
            name: "flowNotKey",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.sectionInsetReference = .fromSafeArea
                    layout.invalidationContextClass = nil
                    return layout
                }
                """,
            said: [
                "flowNotKey.swift:5:5: warning: invalidationContextClass is not a key of a layout spec; it is left out"
            ]
        ),
        Diagnostic(
            name: "flowNotWritten",
            source: """
                import UIKit
                func makeLayout(_ tile: CGSize) -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = tile
                    return layout
                }
                """,
            said: [
                "flowNotWritten.swift:2:17: warning: itemSize is computed from `tile` (flowNotWritten.swift:2:17), which only the running app knows; it is left out, and UIKit's default stands: set it in the spec"
            ]
        ),
        Diagnostic(
            name: "flowSectionRange",
            source: """
                import UIKit
                final class D: NSObject, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                        switch section {
                        case 5000: return 2
                        default: return 4
                        }
                    }
                }
                """,
            said: [
                "flowSectionRange.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "flowSectionRange.swift:5:14: warning: section 5000 is not a section index from 0 to 999; it is left out",
            ]
        ),
        Diagnostic(
            name: "flowUnknownKey",
            source: """
                import UIKit
                final class G: UIViewController {
                    let settings = AppSettings()
                    func makeLayout() -> UICollectionViewFlowLayout {
                        let layout = UICollectionViewFlowLayout()
                        layout.minimumLineSpacing = settings.rowGap
                        return layout
                    }
                }
                """,
            said: [
                "flowUnknownKey.swift:3:20: warning: minimumLineSpacing is computed from `AppSettings(…).rowGap` (flowUnknownKey.swift:3:20), which the files read do not declare: pass the file that declares `AppSettings`; it is left out, and UIKit's default stands: set it in the spec"
            ]
        ),
        Diagnostic(
            name: "flowValueNotWritten",
            source: """
                import UIKit
                final class D: NSObject, UICollectionViewDelegateFlowLayout {
                    var sizes: [CGSize] = []
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        switch indexPath.section {
                        case 0: return sizes.first!
                        default: return CGSize(width: 10, height: 10)
                        }
                    }
                }
                """,
            said: [
                "flowValueNotWritten.swift:4:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "flowValueNotWritten.swift:4:160: warning: the value for section 0 is not read; the layout's itemSize stands for it",
            ]
        ),
        Diagnostic(
            name: "gapNotMade",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        switch sectionIndex {
                        case 0:
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                            let section = NSCollectionLayoutSection(group: group)
                            return section
                        case 1: return NSCollectionLayoutSection(group: Factory.group())
                        default: return nil
                        }
                    }
                }
                """,
            said: [
                "gapNotMade.swift:10:57: warning: section 1 comes from `Factory.group(…)` (gapNotMade.swift:10:57), which the files read do not declare: pass the file that declares `Factory`; it is left out of the spec"
            ]
        ),
        Diagnostic(
            name: "ifNil",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        if case .some = Optional(1) { section.interGroupSpacing = 2 }
                        return section
                    }
                }
                """,
            said: [
                "ifNil.swift:7:12: warning: the condition reads `Optional(…)` (ifNil.swift:7:25), which only the running app knows; ifNil is the layout where the app takes the first way, ifNil-7-else where it takes `else`: keep the one your app shows"
            ]
        ),
        Diagnostic(
            name: "ifUnknown",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        if Settings.shared.compact { section.interGroupSpacing = 2 }
                        return section
                    }
                }
                """,
            said: [
                "ifUnknown.swift:7:12: warning: the condition reads `Settings.shared.compact` (ifUnknown.swift:7:12), which the files read do not declare: pass the file that declares `Settings`; ifUnknown is the layout where the app takes the first way, ifUnknown-7-else where it takes `else`: keep the one your app shows"
            ]
        ),
        Diagnostic(
            name: "layoutNotRead",
            source: """
                import UIKit
                let layout = UICollectionViewCompositionalLayout(coder: NSCoder())
                """,
            said: [
                "layoutNotRead.swift:2:14: error: the layout made here gives no section the code read (its section provider returns nil, or it has none)"
            ]
        ),
        Diagnostic(
            name: "listKey",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                        configuration.backgroundColor = .clear
                        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    }
                }
                """,
            said: [
                "listKey.swift:5:9: warning: the list configuration's backgroundColor is not a key of a layout spec; it is left out"
            ]
        ),
        Diagnostic(
            name: "loop",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        var items: [NSCollectionLayoutItem] = []
                        for _ in 0..<3 { items.append(NSCollectionLayoutItem(layoutSize: size)) }
                        return section
                    }
                }
                """,
            said: [
                "loop.swift:8:9: warning: a layout built in a loop is not read; what the loop adds is left out"
            ]
        ),
        Diagnostic(
            name: "noGroup",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    let section = NSCollectionLayoutSection(group: Factory.group())
                    return UICollectionViewCompositionalLayout(section: section)
                }
                """,
            said: [
                "noGroup.swift:3:52: warning: section 0 comes from `Factory.group(…)` (noGroup.swift:3:52), which the files read do not declare: pass the file that declares `Factory`; it is left out of the spec",
                "noGroup.swift:4:12: error: the layout made here gives no section the code read (see the warnings)",
            ]
        ),
        Diagnostic(
            name: "noLayout",
            source: """
                import UIKit
                final class Cell: UICollectionViewCell {}
                """,
            said: [
                "noLayout.swift:1:1: error: no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made here"
            ]
        ),
        Diagnostic(
            name: "screen",
            source: """
                import UIKit
                final class D: NSObject, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: UIScreen.main.bounds.width / 2, height: 80)
                    }
                }
                """,
            said: [
                "screen.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too"
            ]
        ),
        Diagnostic(
            name: "sectionKey",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.visibleItemsInvalidationHandler = nil
                        return section
                    }
                }
                """,
            said: [
                "sectionKey.swift:7:9: warning: the section's visibleItemsInvalidationHandler is not a key of a layout spec; it is left out"
            ]
        ),
        Diagnostic(
            name: "splitNotKey",
            source: """
                import UIKit
                import UICollectionViewSplitLayout
                func makeLayout() -> UICollectionViewSplitLayout {
                    let layout = UICollectionViewSplitLayout()
                    layout.leftSideRatio = 0.4
                    layout.scrollDirection = .vertical
                    return layout
                }
                """,
            said: [
                "splitNotKey.swift:6:5: warning: scrollDirection is not a key of a split layout spec; it is left out",
                "splitNotKey.swift:4:18: error: the spec read from the layout made here does not check: sections[0]: a split section needs `side: left` or `side: right`",
            ]
        ),
        Diagnostic(
            name: "splitNotWritten",
            source: """
                import UIKit
                import UICollectionViewSplitLayout
                func makeLayout(ratio: CGFloat) -> UICollectionViewSplitLayout {
                    let layout = UICollectionViewSplitLayout()
                    layout.leftSideRatio = ratio
                    return layout
                }
                """,
            said: [
                "splitNotWritten.swift:5:28: warning: the value of leftSideRatio is not written out in the code; it is left out",
                "splitNotWritten.swift:4:18: error: the spec read from the layout made here does not check: sections[0]: a split section needs `side: left` or `side: right`",
            ]
        ),
        Diagnostic(
            name: "splitSectionRange",
            source: """
                import UIKit
                import UICollectionViewSplitLayout
                final class D: NSObject, UICollectionViewDelegateSectionSplitLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sideForSection section: Int) -> UICollectionViewSplitLayout.Side {
                        switch section {
                        case 4000: return .right
                        default: return .left
                        }
                    }
                }
                let layout = UICollectionViewSplitLayout()
                """,
            said: [
                "splitSectionRange.swift:6:14: warning: this is not a section index from 0 to 999; it is left out",
                "splitSectionRange.swift:11:14: error: the spec read from the layout made here does not check: sections[0].items: these items have no size and the layout gives no `itemSize`",
            ]
        ),
        Diagnostic(
            name: "statement",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        defer { section.interGroupSpacing = 4 }
                        return section
                    }
                }
                """,
            said: [
                "statement.swift:7:9: warning: this statement is not read"
            ]
        ),
        Diagnostic(
            name: "switchUnknownOutside",
            source: """
                import UIKit
                final class A {
                    var mode: Mode!
                    func spacing() -> CGFloat {
                        switch mode {
                        case .tight: return 2
                        case .loose: return 8
                        }
                    }
                    func makeLayout() -> UICollectionViewLayout {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = spacing()
                        return UICollectionViewCompositionalLayout(section: section)
                    }
                }
                """,
            said: [
                "switchUnknownOutside.swift:5:16: warning: the value switched on comes from `mode` (switchUnknownOutside.swift:5:16), which only the running app knows; switchUnknownOutside is the layout where the app takes the first way, switchUnknownOutside-5-loose where it takes `loose`: keep the one your app shows"
            ]
        ),
        Diagnostic(
            name: "ternaryUnknown",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = Prefs.dense ? 0 : 10
                        return section
                    }
                }
                """,
            said: [
                "ternaryUnknown.swift:7:37: warning: the condition reads `Prefs.dense` (ternaryUnknown.swift:7:37), which the files read do not declare: pass the file that declares `Prefs`; ternaryUnknown is the layout where the app takes the first way, ternaryUnknown-7-else where it takes `else`: keep the one your app shows"
            ]
        ),
        Diagnostic(
            name: "tuple",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        let (top, bottom) = (NSCollectionLayoutItem(layoutSize: size), 2)
                        return section
                    }
                }
                """,
            said: [
                "tuple.swift:7:13: warning: only a constant of one name is read; this one is left out"
            ]
        ),
        Diagnostic(
            name: "unknownDimension",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                """,
            said: [
                "unknownDimension.swift:4:107: warning: this dimension reads `Metrics.rowHeight` (unknownDimension.swift:4:107), which the files read do not declare: pass the file that declares `Metrics`; the whole container (or 44 points) is read in its place: set it in the spec"
            ]
        ),
        Diagnostic(
            name: "unknownNumber",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: Theme.margin, bottom: 0, trailing: 8)
                        return section
                    }
                }
                """,
            said: [
                "unknownNumber.swift:7:74: warning: this value reads `Theme.margin` (unknownNumber.swift:7:74), which the files read do not declare: pass the file that declares `Theme`; 0 is read in its place: set it in the spec"
            ]
        ),
        Diagnostic(
            name: "whereUnknown",
            source: """
                import UIKit
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { sectionIndex, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        switch sectionIndex {
                        case let n where n < Store.limit: section.interGroupSpacing = 3
                        default: break
                        }
                        return section
                    }
                }
                """,
            said: [
                "whereUnknown.swift:8:26: warning: the condition reads `Store.limit` (whereUnknown.swift:8:30), which the files read do not declare: pass the file that declares `Store`; whereUnknown is the layout where the app takes the first way, whereUnknown-8-else where it takes `else`: keep the one your app shows"
            ]
        ),
        // Before, the test was written as the spec's `collectionView == collectionView`, which the spec
        // refused: no spec at all.
        Diagnostic(
            name: "whichCollectionView",
            source: """
                import UIKit
                final class FollowingViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    @IBOutlet weak var suggestionsView: UICollectionView!
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        if collectionView == suggestionsView {
                            return CGSize(width: view.frame.width / 3.0 - 4, height: 150)
                        }
                        return CGSize(width: 96, height: 120)
                    }
                }
                """,
            said: [
                "whichCollectionView.swift:4:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "whichCollectionView.swift:5:12: warning: the condition reads `collectionView == suggestionsView` (whichCollectionView.swift:5:12), which only the running app knows; whichCollectionView is the layout where the app takes the first way, whichCollectionView-5-else where it takes `else`: keep the one your app shows",
            ]
        ),
        // Before, the path was written into the spec, which refused its own name: no spec at all.
        Diagnostic(
            name: "statusBar",
            source: """
                import UIKit
                final class MagazineViewController: UIViewController {
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { _, _ in
                            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                            let section = NSCollectionLayoutSection(group: group)
                            let top = (self.view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0) + 8
                            section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
                            return section
                        }
                    }
                }
                """,
            said: [
                "statusBar.swift:8:24: warning: the value before ?? reads `collectionView.window.windowScene.statusBarManager.statusBarFrame.height` (statusBar.swift:8:24), which only the running app knows; the default after it is read"
            ]
        ),
        // Before, the window's insets were "only the running app knows" and the default after ?? read.
        Diagnostic(
            name: "keyWindow",
            source: """
                import UIKit
                final class TokensViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        let window = UIApplication.shared.keyWindow
                        let width = collectionView.bounds.width - (window?.safeAreaInsets.left ?? 0)
                        return CGSize(width: width, height: 80)
                    }
                }
                """,
            said: [
                "keyWindow.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "keyWindow.swift:4:22: warning: the key window is read as the collection view (the spec's environment, its size and safe area); where the collection view does not fill the window, edit the spec",
            ]
        ),
        // Before, both said only "the value is not written out in the code": nothing of why.
        Diagnostic(
            name: "unknownInComputedSize",
            source: """
                import UIKit
                final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        let width = collectionView.bounds.width / 2 - self.gutter
                        return CGSize(width: width, height: 80)
                    }
                }
                """,
            said: [
                "unknownInComputedSize.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "unknownInComputedSize.swift:5:16: warning: the value reads `self.gutter` (unknownInComputedSize.swift:4:55), which only the running app knows; it is left out",
            ]
        ),
        Diagnostic(
            name: "unknownSizePart",
            source: """
                import UIKit
                final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: collectionView.bounds.width, height: Theme.rowHeight)
                    }
                }
                """,
            said: [
                "unknownSizePart.swift:3:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too",
                "unknownSizePart.swift:4:9: warning: the value reads `Theme.rowHeight` (unknownSizePart.swift:4:60), which the files read do not declare: pass the file that declares `Theme`; it is left out",
            ]
        ),
    ]
}

/// A view controller as apps write it, most of it not layout.
///
/// Its views, constraints, colours, navigation, data source, networking and loops over its data make
/// nothing of the layout: import reads the layout and says nothing of the rest.
struct UnrelatedViewCodeTests {
    static let source = """
        import UIKit

        final class InboxViewController: UIViewController, UICollectionViewDelegate {
            private var messages: [Message] = []
            private var dataSource: UICollectionViewDiffableDataSource<Int, Message>!
            private let refreshControl = UIRefreshControl()
            private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("Inbox", comment: "")
                view.backgroundColor = .systemBackground
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
                view.addSubview(collectionView)
                collectionView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                collectionView.refreshControl = refreshControl
                collectionView.delegate = self
                for message in messages where message.isUnread {
                    print(message)
                }
                if messages.isEmpty {
                    load()
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, message in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
            }

            @objc private func compose() {
                present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
            }

            private func load() {
                Task {
                    let fetched = try await API.shared.messages()
                    messages = fetched
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(fetched)
                    await dataSource.apply(snapshot)
                }
            }

            private func makeLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    @Test func viewCodeThatMakesNoLayoutIsReadWithoutAWord() {
        let result = SwiftSourceImport.specs(in: [(Self.source, "InboxViewController.swift")])
        #expect(result.failures.isEmpty)
        #expect(
            result.warnings.map(\.description) == [
                "InboxViewController.swift:1:1: warning: no environments recorded; the default one is used",
                "InboxViewController.swift:1:1: warning: no items recorded; each section gets 12 items to edit",
            ]
        )
        #expect(result.specs.first?.text.contains("interGroupSpacing: 1") == true)
    }
}
