import SwiftSourceImport
import Testing

/// `forEach` read as the loop it is: over a known array its closure runs for each element; over what
/// only the app holds, a layout it builds is said where it is.
struct ForEachTests {
    static func provider(over sequence: String) -> String {
        """
        import UIKit
        final class PlanView: UIView {
            func makeLayout(days: [Int]) -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let heights = \(sequence)
                    var subitems: [NSCollectionLayoutItem] = []
                    heights.forEach { height in
                        subitems.append(NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(height)))))
                    }
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(104)), subitems: subitems)
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """
    }

    @Test func overAKnownArrayTheClosureRunsForEachElement() throws {
        let imported = try SwiftSourceImport.spec(in: Self.provider(over: "[44, 60]"), file: "Plan.swift")
        #expect(imported.text.contains("layoutSize: [fractionalWidth(1), absolute(44)]"))
        #expect(imported.text.contains("layoutSize: [fractionalWidth(1), absolute(60)]"))
    }

    /// Before, the closure was passed over without a word, and the group's empty subitems were the
    /// only error.
    @Test func overTheAppsDataTheLoopIsSaid() {
        #expect(
            ImportDiagnosticsTests.said(Self.provider(over: "days"), file: "Plan.swift").first
                == "Plan.swift:7:13: warning: a layout built in a loop is not read; what the loop adds is left out"
        )
    }
}
