import Foundation
import Testing

/// The drift check after an import, as a team runs it: the spec's sections named by the app's
/// `enum Section`, one of them changed by a size-class variant, then renamed in the spec.
struct DriftCheckNamedSectionsTests {
    static let swift = """
        import UIKit

        final class StoreViewController: UIViewController {
            enum Section: Int, CaseIterable {
                case featured
                case charts
            }

            enum UX {
                static let spacing: CGFloat = 8
            }

            private func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
                    guard let self, let section = Section(rawValue: sectionIndex) else { return nil }
                    switch section {
                    case .featured: return self.featuredSection()
                    case .charts: return self.chartsSection()
                    }
                }
            }

            private func featuredSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let width: CGFloat
                if traitCollection.horizontalSizeClass == .regular {
                    width = 0.45
                } else {
                    width = 0.9
                }
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .absolute(220)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = UX.spacing
                return section
            }

            private func chartsSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = UX.spacing
                return section
            }
        }
        """

    /// The spec import writes for the screen, on an iPhone and an iPad (where the variant holds).
    static func importedSpec(in folder: URL) throws -> String {
        try LayoutdBinary.write(Self.swift, to: "StoreViewController.swift", in: folder)
        let imported = try LayoutdBinary.run(["import", "StoreViewController.swift"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        let spec = imported.stdout.replacingOccurrences(
            of: "name: StoreViewController\n",
            with: "name: StoreViewController\nenvironments: [{device: iPhone 17}, {device: iPad Pro 13-inch (M4)}]\n"
        )
        #expect(spec.contains("sections.featured.group:"), "\(spec)")
        // The app's constant keeps its name.
        #expect(spec.contains("let:\n  spacing: 8.0\n"), "\(spec)")
        #expect(spec.contains("interGroupSpacing: \"spacing\""), "\(spec)")
        #expect(spec.contains("id: \"featured\"") && spec.contains("id: \"charts\""), "\(spec)")
        return spec
    }

    func check(_ spec: String, in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        try LayoutdBinary.write(spec, to: "store.layout.yaml", in: folder)
        let result = try LayoutdBinary.run(
            ["check", "store.layout.yaml", "--against", "StoreViewController.swift"],
            in: folder
        )
        return (result.status, result.stdout, result.stderr)
    }

    @Test func sectionsRenamedInTheSpecArePairedByPositionAndTheirVariantFollows() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Self.importedSpec(in: folder)
        // As imported: paired by id.
        let same = try check(spec, in: folder)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        // Renamed, the variant's key with it: the Swift's `featured` is the spec's `hero` by position,
        // and the variant the Swift gives `featured` is `hero`'s (before, "no section has the id").
        let renamed = spec.replacingOccurrences(of: "id: \"featured\"", with: "id: hero")
            .replacingOccurrences(of: "sections.featured.group", with: "sections.hero.group")
        let result = try check(renamed, in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("error"), "\(result.stderr)")
    }

    @Test func aDriftSaysHowTheSectionsWerePaired() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Self.importedSpec(in: folder)
            .replacingOccurrences(of: "id: \"charts\"", with: "id: rankings")
            .replacingOccurrences(of: "  spacing: 8.0\n", with: "  spacing: 10.0\n")
        let result = try check(spec, in: folder)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst().first
                == "  sections paired by id: featured; by position: the Swift's section 1 as rankings",
            "\(result.stdout)"
        )
        // The app's `UX.spacing`, imported as the spec's `spacing`, 8 in the Swift and 10 in the spec:
        // the featured cards from the second on, each 2 more than the one before, the same on both
        // devices; the one key of the section that differs is named as the cause.
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  section featured: interGroupSpacing 10 → 8 moves 11 cells: cell 1 shifted by -2 0; cell 2 shifted by -4 0;"
                )
            },
            "\(result.stdout)"
        )
        #expect(lines.contains { $0.hasSuffix(", in every environment") }, "\(result.stdout)")
    }
}
