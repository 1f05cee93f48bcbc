import Foundation
import LayoutSpecFormat
import Testing

/// The catalogue is the one table of keys: what it says of a key is what the reader does with it.
struct SpecKeyCatalogueTests {
    /// A spec of `kind` whose layout sets `key` to `value`.
    static func spec(_ kind: String, _ key: String, _ value: String) -> String {
        var sections = "sections:\n  - items: 1\n"
        var layout = "layout:\n  type: \(kind)\n  \(key): \(value)\n"
        switch kind {
        case "compositional":
            sections +=
                "    group: {horizontal: {layoutSize: [fractionalWidth(1), absolute(44)], subitems: [{item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}}]}}\n"
        case "split":
            sections += "    side: left\n"
            layout += "  itemSize: [100, 50]\n"
        default:
            break
        }
        return layout + sections
    }

    /// Every number key of a layout with a range: its bounds read, a number past them is refused at
    /// the key, with the bound the catalogue gives.
    @Test func everyRangeIsTheReaders() throws {
        let kinds: [(String, SpecKey.Scope)] = [
            ("flow", .flow), ("split", .splitLayout), ("compositional", .compositionalLayout),
        ]
        var checked = 0
        for (kind, scope) in kinds {
            for key in SpecKeyCatalogue.keys(in: scope) where key.value == .number {
                guard let range = key.range else { continue }
                let parser = SpecParser()
                _ = try parser.parse(Self.spec(kind, key.name, "\(range.lowerBound)"), file: "a.layout.yaml")
                let below = Self.spec(kind, key.name, "\(range.lowerBound - 1)")
                #expect(throws: SpecErrors.self, "\(kind).\(key.name) below its range") {
                    try parser.parse(below, file: "a.layout.yaml")
                }
                if range.upperBound.isFinite {
                    _ = try parser.parse(Self.spec(kind, key.name, "\(range.upperBound)"), file: "a.layout.yaml")
                    let above = Self.spec(kind, key.name, "\(range.upperBound + 1)")
                    #expect(throws: SpecErrors.self, "\(kind).\(key.name) above its range") {
                        try parser.parse(above, file: "a.layout.yaml")
                    }
                }
                checked += 1
            }
        }
        // minimumLineSpacing, minimumInteritemSpacing, listHeight, inlineFraction, inlineHeight;
        // leftSideRatio, splitSpacing and the two split spacings; interSectionSpacing.
        #expect(checked == 10)
    }

    /// A key the catalogue does not list in a mapping is refused there, with the catalogue's keys.
    @Test func aKeyOfAnotherKindIsRefusedWithTheKindsKeys() {
        #expect {
            try SpecParser().parse(Self.spec("split", "interSectionSpacing", "8"), file: "a.layout.yaml")
        } throws: { error in
            let message = (error as? SpecErrors)?.description ?? ""
            return message.contains("unknown key \"interSectionSpacing\"")
                && message.contains(SpecKeyCatalogue.names(in: .splitLayout).joined(separator: ", "))
        }
    }

    /// Each key once in each of its mappings, and each delegate method once per layout kind.
    @Test func aKeyIsOneRowOfItsMapping() {
        for scope in SpecKey.Scope.allCases {
            let names = SpecKeyCatalogue.names(in: scope)
            #expect(Set(names).count == names.count, "\(scope): \(names)")
            #expect(!names.isEmpty, "\(scope) has no keys")
        }
        let flowLabels = SpecKeyCatalogue.keys(in: .flow).compactMap(\.delegateLabel)
        #expect(flowLabels.count == 6 && Set(flowLabels).count == 6)
        #expect(
            SpecKeyCatalogue.row(property: "minimumLineSpacing", of: "UICollectionViewFlowLayout")?.delegateLabel
                == "minimumLineSpacingForSectionAt"
        )
    }

    /// What an editor shows of a key: its meaning and UIKit's name, default, range and version.
    @Test func aKeysDocumentationSaysWhatUIKitCallsIt() throws {
        let spacing = try #require(SpecKeyCatalogue.row("minimumLineSpacing", in: [.flow]))
        #expect(
            spacing.documentation
                == "The spacing between lines (rows when scrolling vertically). UIKit: `UICollectionViewFlowLayout.minimumLineSpacing`; per section: `collectionView(_:layout:minimumLineSpacingForSectionAt:)`; default: 10; ≥ 0."
        )
        let padding = try #require(SpecKeyCatalogue.row("headerTopPadding", in: [.list]))
        #expect(padding.documentation.hasSuffix("iOS 15+."))
        // The schema an editor reads describes a key the same way.
        let flow = try #require(SpecSchema.json["definitions"]?["flowLayout"]?["properties"]?["minimumLineSpacing"])
        #expect(flow["description"] == .string(spacing.documentation))
        #expect(flow["minimum"] == .number(0))
    }
}

/// The key tables of spec-format.md say what the catalogue says: each layout key's default there is
/// its row's default.
struct DocumentedDefaultsTests {
    /// The rows `| `key` | default | … |` of the table under the heading that starts with `heading`.
    static func table(under heading: String) throws -> [(key: String, defaultValue: String)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/spec-format.md")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n",
            omittingEmptySubsequences: false
        )
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }),
            let header = lines[start...].firstIndex(where: { $0 == "| key | default | meaning |" })
        else { return [] }
        var rows: [(key: String, defaultValue: String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append((cells[0].trimmingCharacters(in: ["`"]), cells[1].trimmingCharacters(in: ["`"])))
        }
        return rows
    }

    @Test(arguments: [("## `type: flow`", SpecKey.Scope.flow), ("## `type: split`", .splitLayout)])
    func aLayoutsDocumentedDefaultsAreItsRows(heading: String, scope: SpecKey.Scope) throws {
        let rows = try Self.table(under: heading)
        #expect(rows.count > 8)
        for (key, documented) in rows {
            let row = try #require(SpecKeyCatalogue.row(key, in: [scope]), "\(key) is in the docs, not the catalogue")
            #expect(row.defaultValue == (documented == "none" ? nil : documented), "\(key)")
        }
    }
}
