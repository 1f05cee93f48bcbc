import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A `guard` that tests the environment: its `else` where no variant holds, the code after it as
/// the variant where the test does, written in place or through a parameter whose default is the
/// device's idiom.
struct TraitGuardTests {
    static func source(guardedBy test: String) -> String {
        """
        import UIKit
        enum Metrics { static let phoneInset: CGFloat = 18 }
        func sideInset(traits: UITraitCollection, idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) -> CGFloat {
            guard \(test) else { return Metrics.phoneInset }
            return traits.horizontalSizeClass == .regular ? 50 : 24
        }
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, environment in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                let inset = sideInset(traits: environment.traitCollection)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
                return section
            }
        }
        """
    }

    /// Before, the test was "not known here" and taken to hold: 24 on every phone, not 18.
    @Test(arguments: ["idiom != .phone", "UIDevice.current.userInterfaceIdiom != .phone", "idiom == .pad"])
    func theElseIsTheBaseAndTheRestTheVariant(_ test: String) throws {
        let imported = try SwiftSourceImport.spec(in: Self.source(guardedBy: test), file: "Tabs.swift")
        #expect(
            imported.text.contains(
                """
                    - when: {idiom: pad}
                      set:
                        sections.section0.contentInsets: {top: 0, leading: "inset", bottom: 0, trailing: "inset"}
                """
            ),
            "\(imported.text)"
        )
        // The helper is declared `-> CGFloat`: its whole-number literals are `CGFloat`s.
        #expect(
            imported.text.contains("  inset: \"CGFloat(traitCollection.horizontalSizeClass == .regular ? 50 : 24)\"\n"),
            "\(imported.text)"
        )
        #expect(
            imported.text.contains(
                "    contentInsets: {top: 0, leading: \"phoneInset\", bottom: 0, trailing: \"phoneInset\"}\n"
            ),
            "\(imported.text)"
        )
        #expect(!imported.warnings.contains { $0.message.contains("taken to hold") }, "\(imported.warnings)")
    }
}
