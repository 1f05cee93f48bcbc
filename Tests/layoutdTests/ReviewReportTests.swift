import Foundation
import Testing

/// `snapshot verify`'s report read as a reviewer reads it: a line a section, what moved together said
/// once, and the environments where the same happened named once.
struct ReviewReportTests {
    /// Records `spec`, saves `edited` over it, and verifies: the report's lines (without the drawn
    /// pictures' paths), in `format`.
    static func report(_ spec: String, edited: String, format: String = "text") throws -> [String] {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(spec, to: "specs/screen.layout.yaml", in: folder)
        let record = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        try LayoutdBinary.write(edited, to: "specs/screen.layout.yaml", in: folder)
        let verify = try LayoutdBinary.run(["snapshot", "verify", "specs", "--format", format], in: folder)
        #expect(verify.status == 1, "\(verify.stderr)")
        return verify.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  drawn: ") }
    }

    /// A Settings list on five devices, one row removed: iOS 26's rows are 52 points tall on each, so
    /// the next section's three rows go up 52 and the content is 52 shorter (454 → 402) everywhere.
    @Test func aRowRemovedFromAListOnFiveDevices() throws {
        let spec = """
            environments:
              - device: iPhone SE (3rd generation)
              - device: iPhone 17
              - device: iPhone 17 Pro Max
              - device: iPad mini (A17 Pro)
              - device: iPad Pro 13-inch (M4)
            layout:
              type: compositional
              list: {appearance: insetGrouped}
            sections:
              - id: notifications
                items: [{id: notifications}, {id: sounds}, {id: focus}, {id: screen-time}]
              - id: general
                items: [{id: about}, {id: software-update}, {id: storage}]

            """
        let lines = try Self.report(spec, edited: spec.replacingOccurrences(of: ", {id: screen-time}", with: ""))
        #expect(
            lines == [
                "specs/screen.layout.yaml: the layout differs from specs/__Layouts__/screen.txt:",
                "  layout: content height 454 → 402, in every environment",
                "  section notifications: cell 3 id=screen-time gone, in every environment",
                "  section general: shifted by 0 -52 (3 cells), in every environment",
                "layout snapshots: 0 of 1 match",
            ]
        )
    }

    /// A compositional grid's `interGroupSpacing` 8 → 10: its second row of three goes down 2, its
    /// third 4, and the section after it 4.
    @Test func oneSpacingChangedInACompositionalSection() throws {
        let spec = """
            environments: [{device: iPhone 17}, {device: iPad mini (A17 Pro)}]
            layout: {type: compositional}
            sections:
              - id: grid
                items: 9
                interGroupSpacing: 8
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(100)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(0.3333), fractionalHeight(1)]}
              - id: footer
                items: 1
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(44)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}

            """
        let edited = spec.replacingOccurrences(of: "interGroupSpacing: 8", with: "interGroupSpacing: 10")
        let lines = try Self.report(spec, edited: edited)
        #expect(
            lines == [
                "specs/screen.layout.yaml: the layout differs from specs/__Layouts__/screen.txt:",
                "  layout: content height 360 → 364, in every environment",
                "  section grid: shifted by 0 2 (3 cells); shifted by 0 4 (3 cells), in every environment",
                "  section footer: cell 0 shifted by 0 4, in every environment",
                "layout snapshots: 0 of 1 match",
            ]
        )
    }

    /// The same grid checked against Swift whose `interGroupSpacing` is 10.
    ///
    /// The drift check names the one key that differs as the cause of what moved in its section. The footer moved only because
    /// the grid above it grew, so its line names no key.
    @Test func oneSpacingChangedInTheSwiftIsNamedAsTheCause() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            environments: [{device: iPhone 17}, {device: iPad mini (A17 Pro)}]
            layout: {type: compositional}
            sections:
              - id: grid
                items: 9
                interGroupSpacing: 8
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(100)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(0.3333), fractionalHeight(1)]}
              - id: footer
                items: 1
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(44)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}

            """
        let swift = """
            import UIKit

            final class GridViewController: UIViewController {
                enum Section: Int { case grid, footer }

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        switch Section(rawValue: index)! {
                        case .grid:
                            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(0.3333), heightDimension: .fractionalHeight(1)))
                            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                            let section = NSCollectionLayoutSection(group: group)
                            section.interGroupSpacing = 10
                            return section
                        case .footer:
                            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                            return NSCollectionLayoutSection(group: group)
                        }
                    }
                }
            }

            """
        try LayoutdBinary.write(spec, to: "grid.layout.yaml", in: folder)
        try LayoutdBinary.write(swift, to: "GridViewController.swift", in: folder)
        let check = try LayoutdBinary.run(
            ["check", "grid.layout.yaml", "--against", "GridViewController.swift"],
            in: folder
        )
        #expect(check.status == 1, "\(check.stderr)")
        #expect(
            check.stdout.split(separator: "\n").dropFirst().map(String.init) == [
                "  sections paired by id: grid, footer",
                "  layout: content height 360 → 364, in every environment",
                "  section grid: interGroupSpacing 8 → 10 moves 6 cells: shifted by 0 2 (3 cells); shifted by 0 4 (3 cells), in every environment",
                "  section footer: cell 0 shifted by 0 4, in every environment",
            ],
            "\(check.stdout)"
        )
    }

    /// Fifteen one-cell sections on two devices, each section's inset 4 more at its top.
    ///
    /// 30 cells move, section k's by 4(k + 1). GitHub shows ten annotations of a step: nine sections,
    /// then the count of the rest, so none is hidden behind another.
    @Test func thirtyCellsMovedOnTwoDevicesGiveTenAnnotations() throws {
        let sections = (0..<15).map { "  - {id: s\($0), items: 1}" }.joined(separator: "\n")
        let spec = """
            environments: [{device: iPhone 17}, {device: iPad mini (A17 Pro)}]
            layout: {sectionInset: [0, 0, 0, 0], itemSize: [100, 40]}
            sections:
            \(sections)

            """
        let edited = spec.replacingOccurrences(of: "sectionInset: [0, 0, 0, 0]", with: "sectionInset: [4, 0, 0, 0]")
        let lines = try Self.report(spec, edited: edited, format: "github")
        #expect(lines.count == 10, "\(lines)")
        #expect(
            lines.first
                == "::error file=specs/screen.layout.yaml,line=1,col=1,title=layout snapshot::layout: content height 600 → 660, in every environment"
        )
        // Section s3's cell, on line 7 of the spec at its `items:`, 4 × 4 = 16 down.
        #expect(
            lines[4]
                == "::error file=specs/screen.layout.yaml,line=7,col=21,title=layout snapshot::section s3: cell 0 shifted by 0 16, in every environment"
        )
        #expect(
            lines.last
                == "::error title=layout snapshot::7 more sections differ; `layoutd snapshot verify` lists them all"
        )
    }
}
