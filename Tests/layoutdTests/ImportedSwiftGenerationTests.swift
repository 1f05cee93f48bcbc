import Foundation
import Testing

/// The round trip a team starts with: the specs `layoutd import` writes for view controllers
/// generate Swift again, and that Swift type-checks against UIKit.
///
/// The specs are the import fixtures' own (`Tests/ImportFixtures/*.expected.yaml` and each corpus
/// folder's `expected.yaml`), which `ImportCorpusTests` and `ImportCommandTests` hold import to,
/// byte for byte: what is generated here is what a team gets after `import`.
struct ImportedSwiftGenerationTests {
    static let fixtures = LayoutdBinary.packageRoot.appendingPathComponent("Tests/ImportFixtures")

    /// Every spec import writes for the fixtures, by its `name:`.
    static func importedSpecs() throws -> [(name: String, text: String)] {
        var files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".expected.yaml") }.sorted().map { fixtures.appendingPathComponent($0) }
        let corpus = fixtures.appendingPathComponent("Corpus")
        files += try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
            corpus.appendingPathComponent($0).appendingPathComponent("expected.yaml")
        }
        var specs: [(name: String, text: String)] = []
        for file in files where FileManager.default.fileExists(atPath: file.path) {
            let text = try String(contentsOf: file, encoding: .utf8)
            // Several specs of one folder are separated as import prints them.
            for spec in text.components(separatedBy: "\n---\n") where spec.contains("sections:") {
                let name = spec.split(separator: "\n").first { $0.hasPrefix("name: ") }.map {
                    String($0.dropFirst("name: ".count))
                }
                specs.append((name ?? file.deletingLastPathComponent().lastPathComponent, spec + "\n"))
            }
        }
        return specs
    }

    @Test func everyImportedViewControllerGeneratesSwiftThatTypeChecks() throws {
        let specs = try Self.importedSpecs()
        // The top-level fixtures and every corpus folder with a spec.
        #expect(specs.count >= 80)
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two apps may name a screen alike: each group holds one spec of a name, and is compiled apart.
        var groups: [Set<String>] = []
        var written: [[String]] = []
        for spec in specs {
            let group = groups.firstIndex { !$0.contains(spec.name) } ?? groups.count
            if group == groups.count {
                groups.append([])
                written.append([])
            }
            groups[group].insert(spec.name)
            let path = "group-\(group)/\(written[group].count).layout.yaml"
            try LayoutdBinary.write(spec.text, to: path, in: folder)
            written[group].append(path)
        }
        for (group, paths) in written.enumerated() {
            let result = try LayoutdBinary.run(
                ["generate", "swift"] + paths + ["-o", "swift-\(group)"],
                in: folder
            )
            // Every spec import wrote generates: none is refused.
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            // The files written, as absolute paths.
            let files = result.stdout.split(separator: "\n").map(String.init)
            #expect(files.count == paths.count)
            let swiftc = try LayoutdBinary.runTool(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["swiftc", "-typecheck", "-swift-version", "6", "-I", GeneratedSwiftTests.modules.path]
                    + files
            )
            #expect(swiftc.status == 0, "\(swiftc.output)")
        }
    }
    /// The store screen of the import fixtures (`Store.swift`, as an app writes it: an `enum Section`,
    /// one function a kind of section, a ternary on the width), imported and generated again: the
    /// same enumeration and cases, a function a section named after its case, the ternary as the
    /// app's `columns`, and the configuration the app sets, in the file `Tests/GeneratedSwift` keeps
    /// (`RECORD_GOLDEN=1` writes it again).
    @Test func anImportedScreenGivesItsFileWhole() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try String(contentsOf: Self.fixtures.appendingPathComponent("Store.expected.yaml"), encoding: .utf8)
        try LayoutdBinary.write(spec, to: "store.layout.yaml", in: folder)
        let result = try LayoutdBinary.run(["generate", "swift", "store.layout.yaml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let golden = LayoutdBinary.packageRoot.appendingPathComponent("Tests/GeneratedSwift/StoreLayout.swift")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
        }
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
        for line in [
            "public enum Section: Int, CaseIterable {", "case featured", "case categories", "case settings",
            "static func featuredSection(",
            "let columns: Int = environment.container.effectiveContentSize.width > 500 ? 4 : 2",
            "configuration.interSectionSpacing = 20",
        ] {
            #expect(result.stdout.contains(line), "\(line)")
        }
    }
}
