import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// A section builder called through a constant of a function type (`let build: (Environment) ->
/// Section = daySection(environment:)`, then `build(environment)`): Swift passes the arguments by
/// position; and a builder's `-> CGFloat` helper whose value is a choice of literals is a `CGFloat`.
struct MethodReferenceTests {
    /// Before, the environment was not passed (its width read as 0, the centring inset clamped to
    /// 0), and with it passed, `7 * (w <= 320 ? 40 : 44)`, the helper's `40.0` and `44.0` joined, mixed an
    /// `Int` into a `CGFloat`: no spec.
    @Test func aBuilderCalledThroughAFunctionValueGetsItsArguments() throws {
        let source = """
            import UIKit
            enum DayGrid {
                static let columns: Int = 7
                static let spacing: CGFloat = 4
                static func itemWidth(in width: CGFloat) -> CGFloat {
                    if width <= 320 {
                        return 40.0
                    } else {
                        return 44.0
                    }
                }
            }
            final class CalendarViewController: UIViewController {
                func daySection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let width = environment.container.contentSize.width
                    let itemWidth = DayGrid.itemWidth(in: width)
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .absolute(itemWidth)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemWidth)), subitems: [item])
                    group.interItemSpacing = .fixed(DayGrid.spacing)
                    let section = NSCollectionLayoutSection(group: group)
                    let count: Int = DayGrid.columns
                    let inset = (width - CGFloat(count) * itemWidth - CGFloat(count - 1) * DayGrid.spacing) / 2.0
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
                    return section
                }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] _, environment in
                        guard let self else { return nil }
                        let build: (NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection = self.daySection(environment:)
                        return build(environment)
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Calendar.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!result.warnings.contains { $0.message.contains("only the running app knows") }, "\(result.warnings)")
        // Phone, 390 wide: 44-point days, (390 − 7 × 44 − 6 × 4) / 2 = 29 on each side; the second day
        // at 29 + 44 + 4 = 77. Tablet, 820: (820 − 308 − 24) / 2 = 244.
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        #expect(cells[0].prefix(2).map(\.frame.minX) == [29, 77], "\(text)")
        #expect(cells[1].first?.frame.minX == 244, "\(text)")
    }
}
