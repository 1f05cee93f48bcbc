import SpecImport
import Testing

@testable import SwiftSourceImport

/// Code that would make the reader work without end, or grow a value without end, ends with an
/// error at the place its budget was spent, and no spec; calls nested too deep are left out with a
/// warning.
///
/// Measured with the release binary before the budget (`layoutd import`): the forty constants doubled
/// in a section provider grew an expression until the process was killed (3 GB here, 22 GB on a
/// larger machine); forty groups each holding the one before twice wrote a spec until it was killed
/// at 3.9 GB after 20 s; the call fanning out twice thirty deep gave a spec without the value, after
/// 0.4 s. Each of them now ends within 0.5 s (release build) with the errors below.
struct ReadBudgetTests {
    static func failures(_ source: String) -> [String] {
        SwiftSourceImport.specs(in: [(source, "Hostile.swift")]).failures.map(\.description)
    }

    /// Forty lines of `var wN = wN-1 + wN-1` from a value of the environment.
    ///
    /// A variable is written out where it is read (a constant would be a name of `let:`), so that is
    /// 2^40 characters of expression. Ends at the line where the value passes 10,000 characters (the
    /// 11th doubling: the first line, a constant, is a name), in 0.02 s.
    @Test func fortyDoublingLinesEndWithALocatedErrorWithinASecond() {
        let lines = (1...40).map { "        var w\($0) = w\($0 - 1) + w\($0 - 1)" }
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewCompositionalLayout {
                return UICollectionViewCompositionalLayout { section, environment in
                    let w0 = environment.container.effectiveContentSize.width / 3
            \(lines.joined(separator: "\n"))
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(w40), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        #expect(
            Self.failures(source) == [
                "Hostile.swift:15:19: error: the value made here grows past 10000 characters or elements; no more are read"
            ]
        )
    }

    /// The same doubling in global constants: each is read from the one before, forty deep.
    ///
    /// Past 32 the constant gives no value, with a warning where it is read, and the spec is written without
    /// it: as a method calling UIKit's method of the same name (which the reader takes for itself)
    /// is read in real apps.
    @Test func constantsEachMadeOfTheOneBeforeAreLeftOutPast32() {
        let lines = (1...40).map { "let w\($0) = w\($0 - 1) + w\($0 - 1)" }
        let source = """
            import UIKit
            let w0 = 1.0
            \(lines.joined(separator: "\n"))
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: w40, height: 44)
                return layout
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Hostile.swift")])
        #expect(result.failures.isEmpty)
        #expect(result.specs.count == 1)
        let warnings = result.warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.contains("error") == false && $0.contains("calls and definitions nest more than 32 deep here")
            },
            "\(warnings)"
        )
    }

    /// An extension method that calls UIKit's method of the same name with other labels, as real
    /// apps write them, from a flow delegate's header size: the reader finds no overload of the
    /// app's with UIKit's labels and takes the method for itself, 32 deep; the call gives no value
    /// and the layout is imported.
    @Test func aWrapperOfUIKitsMethodOfTheSameNameIsRead() {
        let source = """
            import UIKit
            extension UICollectionView {
                func dequeueReusableSupplementaryView<T: UICollectionReusableView>(ofKind kind: String, withClass name: T.Type, for indexPath: IndexPath) -> T {
                    guard let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: String(describing: name), for: indexPath) as? T else {
                        fatalError("not registered")
                    }
                    return view
                }
            }
            final class TitleView: UICollectionReusableView {}
            final class Screen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, environment in
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }
                }
            }
            extension Screen: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout _: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                    let indexPath = IndexPath(row: 0, section: section)
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withClass: TitleView.self, for: indexPath)
                    return header.systemLayoutSizeFitting(CGSize(width: collectionView.frame.width, height: 0))
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Titles.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.specs.count == 1)
    }

    /// A function calling itself twice, thirty deep: 2^30 calls, ended at 200,000 steps (0.46 s).
    @Test func aCallFanningOutEndsAtTheStepBudget() {
        let source = """
            import UIKit
            func f(_ n: Int) -> Int { n == 0 ? 1 : f(n - 1) + f(n - 1) }
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: f(30), height: 44)
                return layout
            }
            """
        #expect(
            Self.failures(source) == [
                "Hostile.swift:2:32: error: following the layout code takes more than 200000 steps here; no more are read"
            ]
        )
    }

    /// Forty groups, each holding the one before twice: 2^41 items in a spec, stopped at 10,000.
    @Test func groupsHoldingEachOtherEndAtTenThousandElements() {
        let lines = (1...40).map {
            "        let g\($0) = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [g\($0 - 1), g\($0 - 1)])"
        }
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewCompositionalLayout {
                return UICollectionViewCompositionalLayout { section, environment in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let g0 = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item, item])
            \(lines.joined(separator: "\n"))
                    return NSCollectionLayoutSection(group: g40)
                }
            }
            """
        let said = Self.failures(source)
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("Hostile.swift:") == true)
        #expect(
            said.first?.contains("error: the groups made here hold more than 10000 items and groups in all") == true
        )
    }
}
