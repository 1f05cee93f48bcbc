import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A provider that asks its section's kind twice (a member of it, then a `switch` on it) and adds a
/// background through a local function that sets the provider's own section.
struct SectionKindReadsTests {
    static let source = """
        import UIKit
        enum Section: Hashable {
            case header, single, labeled(title: String)
            var headerHeight: CGFloat {
                switch self {
                case .labeled: return 52
                case .single, .header: return 0
                }
            }
        }
        final class WalletsController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, _ in
                    let section = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
                    let headerHeight = section.headerHeight
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
                    let layoutSection = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    func addBackground() {
                        let background = NSCollectionLayoutDecorationItem.background(elementKind: "rounded")
                        background.contentInsets.top = headerHeight
                        layoutSection.decorationItems = [background]
                    }
                    switch section {
                    case .labeled:
                        addBackground()
                        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                        layoutSection.boundarySupplementaryItems = [header]
                    case .single:
                        addBackground()
                    case .header:
                        break
                    }
                    return layoutSection
                }
            }
        }
        """

    /// Before, the member read section N as the enumeration's Nth case and the switch as the code's
    /// Nth (section 0 was `header` with `labeled`'s layout and a 0-point header), and the local
    /// function's background was dropped without a word.
    @Test func bothReadingsTakeOneCaseAndTheLocalFunctionSetsTheSection() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "Wallets.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        let sections = text.components(separatedBy: "\n  - ").dropFirst().prefix(3)
        #expect(sections.map { $0.hasPrefix("id: \"") } == [true, true, true], "\(text)")
        let byID = Dictionary(uniqueKeysWithValues: sections.map { ($0.split(separator: "\n")[0], $0) })
        let header = try #require(byID["id: \"header\""], "\(text)")
        let single = try #require(byID["id: \"single\""], "\(text)")
        let labeled = try #require(byID["id: \"labeled\""], "\(text)")
        #expect(!header.contains("decorationItems") && !header.contains("elementKind: header"), "\(header)")
        #expect(single.contains("decorationItems") && !single.contains("elementKind: header"), "\(single)")
        #expect(labeled.contains("decorationItems") && labeled.contains("absolute(52)"), "\(labeled)")
    }

    /// A provider whose `default:` makes the other kinds' sections (a sidebar list made with
    /// `.init(appearance:)`), and a case that binds every value (`case let .groups(footer),
    /// let .entries(footer):`).
    static let otherKinds = """
        import UIKit
        enum Row: Hashable { case preview, actions, groups(String?), entries(String?), info(String) }
        final class DetailController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Row, Int>!
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    let kind = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
                    switch kind {
                    case .preview:
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    case let .groups(footer), let .entries(footer):
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    default:
                        let list = NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: environment)
                        list.interGroupSpacing = 5
                        return list
                    }
                }
            }
        }
        """

    /// Before, the `default:` made no section (the sidebar list was dropped without a word), its
    /// `.init(appearance:)` made no list, and the bound case's id was `letgroupsfooter`.
    @Test func theDefaultIsTheKindAfterTheNamedOnes() throws {
        let result = SwiftSourceImport.specs(in: [(Self.otherKinds, "Detail.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        let sections = text.components(separatedBy: "\n  - ").dropFirst()
        // The case of two patterns is a section for each (`groups`, `entries`).
        #expect(sections.count == 4, "\(text)")
        #expect(
            sections.map { String($0.prefix { $0 != "\n" }) } == [
                "id: \"preview\"", "id: \"groups\"", "id: \"entries\"", "id: \"default\"",
            ],
            "\(text)"
        )
        #expect(sections.last?.contains("appearance: sidebar") == true, "\(text)")
    }

    /// A helper that gives a header to some kinds and `nil` to the rest (`default: return nil`):
    /// the rest are a kind of section without one.
    ///
    /// Before, the one named case stood for every section: all of them had the header.
    @Test func aHelpersNilIsAKindWithoutIt() throws {
        let source = """
            import UIKit
            enum Kind: Hashable { case title, fields, notes, tags }
            struct Row: Hashable { let section: Kind }
            final class ItemController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Row, Int>!
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, environment in
                        var headers: [NSCollectionLayoutBoundarySupplementaryItem] = []
                        if let row = self.dataSource.sectionIdentifier(for: index), let header = self.header(for: row.section) {
                            headers.append(header)
                        }
                        let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                        section.boundarySupplementaryItems = headers
                        return section
                    }
                }
                func header(for kind: Kind) -> NSCollectionLayoutBoundarySupplementaryItem? {
                    switch kind {
                    case .notes, .tags:
                        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(43)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    default:
                        return nil
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Item.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        let sections = text.components(separatedBy: "\n  - ").dropFirst()
        // `notes` and `tags` with the header, then the rest without.
        #expect(sections.count == 3, "\(text)")
        #expect(sections.map { $0.contains("elementKind: header") } == [true, true, false], "\(text)")
    }

    /// A case of two patterns (`case .popular, .topRated:`) in a provider whose section kinds only
    /// the app's data source knows: a section for each pattern, as the data has one of each.
    ///
    /// Before, the case was one section: the spec had two of the screen's three, the last dropped
    /// without a word.
    @Test func aCaseOfTwoPatternsIsTwoSections() throws {
        let source = """
            import UIKit
            enum HomeSection: CaseIterable { case nowPlaying, popular, topRated }
            final class HomeView: UIView {
                var sectionAt: ((Int) -> HomeSection?)?
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, environment in
                        guard let section = self?.sectionAt?(index) else { return nil }
                        switch section {
                        case .nowPlaying:
                            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(300)), subitems: [item])
                            let carousel = NSCollectionLayoutSection(group: group)
                            carousel.orthogonalScrollingBehavior = .groupPaging
                            return carousel
                        case .popular, .topRated:
                            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
                            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [item])
                            return NSCollectionLayoutSection(group: group)
                        }
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Home.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(result.specs.count == 1)
        let ids = text.split(separator: "\n").filter { $0.hasPrefix("  - id: ") }.map { $0.dropFirst(8) }
        #expect(ids == ["\"nowPlaying\"", "\"popular\"", "\"topRated\""], "\(text)")
    }

    /// A section named after a case that binds its value (`case .balance(let section):`) by the
    /// case's name alone.
    ///
    /// Before, its id was "balanceletsection".
    @Test func aCaseThatBindsItsValueNamesTheSectionByItsCase() throws {
        let source = """
            import UIKit
            enum WalletSection: Hashable { case balance(Int), setup }
            final class WalletViewController: UIViewController {
                var sections: [WalletSection] = []
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let kind = self?.sections[index] else { return nil }
                        let height: CGFloat
                        switch kind {
                        case .balance(let count): height = CGFloat(count) + 75
                        case .setup: height = 52
                        }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Wallet.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("  - id: \"balance\"\n") && text.contains("  - id: \"setup\"\n"), "\(text)")
    }
}
