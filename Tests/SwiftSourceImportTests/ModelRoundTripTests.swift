import Foundation
import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// Spec → Swift → spec, in process: every golden fixture and example the generator writes, imported
/// back from the Swift it wrote, is the same model as the spec it came from — resolved in each of its
/// environments, section by section (``ResolvedModel``), and for most also as written: its
/// environments, layout, sections and each environment's keys.
struct ModelRoundTripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The golden fixtures of every kind, and the examples in every folder.
    static var specs: [URL] {
        let golden = ["flow", "split", "compositional"].flatMap { kind -> [URL] in
            let url = root.appendingPathComponent("Tests/GoldenLayoutTests/Golden/\(kind)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { url.appendingPathComponent($0) }
        }
        let examples = root.appendingPathComponent("examples")
        let paths = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        return golden
            + paths.filter { $0.hasSuffix(".layout.yaml") && !$0.contains(".build") }.sorted().map {
                examples.appendingPathComponent($0)
            }
    }

    /// A document as the round trip compares it: without its name and where its sections were written.
    static func model(_ document: LayoutDocument) -> LayoutDocument {
        var model = document
        model.name = ""
        model.sources = []
        return model
    }

    /// A spec's text through `generate swift` and `import`: the original, the spec read back and the
    /// imported text.
    static func roundTrip(
        _ text: String,
        file: String
    ) throws -> (
        original: LayoutDocument, back: LayoutDocument, imported: String
    ) {
        let input = try SpecParser().parseForGeneration(text, file: file)
        let swift = try SwiftGenerator.file(
            for: input.document,
            spec: (file as NSString).lastPathComponent,
            computed: input.computedSources,
            named: input.namedSources,
            variantItems: input.variantItems,
            bindings: input.bindings
        )
        let imported = try SwiftSourceImport.spec(in: swift, file: "Generated.swift")
        return (
            try SpecParser().parse(text, file: file), try SpecParser().parse(imported.text, file: "back.layout.yaml"),
            imported.text
        )
    }

    /// Every spec the generator writes comes back from its Swift laid out frame for frame and resolved
    /// alike in every environment, and, but for forms of a value that UIKit reads alike, as the same
    /// model as written.
    @Test func everyGeneratedSpecReadsBackFrameForFrame() throws {
        var generated = 0
        var sameModel = 0
        var resolvedAlike = 0
        for url in Self.specs {
            let text = try String(contentsOf: url, encoding: .utf8)
            let original: LayoutDocument
            let back: LayoutDocument
            do {
                (original, back, _) = try Self.roundTrip(text, file: url.path)
            } catch {
                Issue.record("\(url.lastPathComponent): \(error)")
                continue
            }
            generated += 1
            #expect(layOut(back).environments == layOut(original).environments, "\(url.lastPathComponent)")
            let resolved = ResolvedModel(back) == ResolvedModel(original)
            #expect(resolved, "\(url.lastPathComponent) resolves otherwise once read back")
            if resolved { resolvedAlike += 1 }
            if Self.model(back) == Self.model(original) { sameModel += 1 }
        }
        // Every golden fixture and example.
        #expect(generated == 291)
        #expect(resolvedAlike == 291)
        // The other 22 differ in the form of a value that UIKit reads alike, such as a header's
        // height alone against its size, a list given to the layout against the same list on every
        // section, or a variant's key on the layout against the same key on its one section.
        #expect(sameModel >= 268)
    }

    /// A generated provider's chain of names comes back as the spec's names.
    ///
    /// Each name reads the one before it (the width left, the columns that fit, a column's width
    /// capped, the space left over, half of it as an inset, the height from the width). Written out
    /// where they are read, the last name alone would nest deeper than the format allows.
    @Test func aChainOfNamesInAGeneratedProviderReadsBackAsTheSpecsNames() throws {
        let text = """
            name: cards
            let:
              usable: "container.effectiveContentSize.width - 8 - 8"
              columns: "floor(usable / 300) < 1 ? 1 : floor(usable / 300)"
              columnWidth: "floor(usable / columns)"
              cardWidth: "columnWidth > 340 ? 340 : columnWidth"
              spare: "usable - columns * cardWidth"
              sideInset: "floor(spare / 2)"
              cardHeight: "floor((cardWidth - 12 - 12) * 2 / 3) + 12 + 12"
            layout:
              type: compositional
            sections:
              - id: "cards"
                items: 6
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), "absolute(cardHeight)"]
                    subitems:
                      - item:
                          layoutSize: ["absolute(cardWidth)", "absolute(cardHeight)"]
                          contentInsets: {top: 12, leading: 12, bottom: 12, trailing: 12}
                    contentInsets: {top: 0, leading: "sideInset", bottom: 0, trailing: "sideInset"}
                contentInsets: {top: 8, leading: 8, bottom: 8, trailing: 8}
            """
        let (original, back, imported) = try Self.roundTrip(text, file: "cards.layout.yaml")
        #expect(Self.model(back) == Self.model(original))
        #expect(layOut(back).environments == layOut(original).environments)
        // The sizes read the names, not the names' expressions written out.
        #expect(imported.contains("layoutSize: [\"absolute(cardWidth)\", \"absolute(cardHeight)\"]"))
    }

    /// An environment's bars come back from the generated file's record as bars, not only as the safe
    /// area they add to, so that the spec read back draws them.
    ///
    /// iPhone 17 in portrait: a large title (96) and a tab bar (49) make the safe area 62 + 96 = 158
    /// at the top and 34 + 49 = 83 at the bottom; a bar given as 50 and a toolbar (44) make it
    /// 62 + 50 = 112 and 34 + 44 = 78.
    @Test func barsReadBackAsBars() throws {
        let text = """
            name: bars
            environments:
              - {name: titled, device: iPhone 17, navigationBar: largeTitle, bottomBar: tabBar}
              - {name: plain, device: iPhone 17, navigationBar: 50, bottomBar: toolbar}
            layout: {type: flow, itemSize: [100, 100]}
            sections:
              - {items: 4}
            """
        let (original, back, _) = try Self.roundTrip(text, file: "bars.layout.yaml")
        #expect(original.environments.map(\.safeArea.top) == [158, 112])
        #expect(original.environments.map(\.safeArea.bottom) == [83, 78])
        #expect(back.environments.map(\.bars) == original.environments.map(\.bars))
        #expect(back.environments.map(\.safeArea) == original.environments.map(\.safeArea))
        #expect(Self.model(back) == Self.model(original))
    }
}
