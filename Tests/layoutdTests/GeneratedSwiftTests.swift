import Foundation
import Testing

/// `layoutd generate swift` on every golden fixture and example: every file it writes type-checks
/// against the UIKit API of Apple's documentation (`Tests/UIKitSurface`, module `UIKit`) and the
/// split layout package's own (`Tests/SplitLayoutSurface`), and is formatted as `swift format`
/// formats the project.
struct GeneratedSwiftTests {
    /// The golden fixtures of each layout kind, then the examples: a group's names are unique, but
    /// two fixtures of different kinds may share one, so each group is generated and compiled apart.
    static var groups: [[String]] {
        let golden = LayoutdBinary.packageRoot.appendingPathComponent("Tests/GoldenLayoutTests/Golden")
        var groups: [[String]] = []
        for folder in ["flow", "split", "compositional"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent(folder).path)) ?? []
            groups.append(
                names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(golden.path)/\(folder)/\($0)" }
            )
        }
        return groups + [examples]
    }

    static var specs: [String] { groups.flatMap(\.self) }

    /// `generate swift` of each group into its own folder under `folder`: the files written, by
    /// group, and what was refused.
    static func generate(into folder: URL) throws -> (files: [[String]], refusals: [String]) {
        var files: [[String]] = []
        var refusals: [String] = []
        for (index, group) in groups.enumerated() {
            let result = try LayoutdBinary.run(
                ["generate", "swift"] + group + ["-o", folder.appendingPathComponent("group-\(index)").path]
            )
            files.append(result.stdout.split(separator: "\n").map(String.init))
            refusals += result.stderr.split(separator: "\n").map(String.init)
        }
        return (files, refusals)
    }

    /// Every spec under `examples/`, the plugin sample's included.
    static var examples: [String] {
        let root = LayoutdBinary.packageRoot.appendingPathComponent("examples")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".layout.yaml") && !$0.contains(".build") }.sorted().map {
            "examples/\($0)"
        }
    }

    /// The built `UIKit` module's folder, beside the built `layoutd`.
    static let modules = LayoutdBinary.executable.deletingLastPathComponent().appendingPathComponent("Modules")

    @Test func everyGeneratedFileTypeChecksAgainstUIKitAndIsFormatted() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (groups, refusals) = try Self.generate(into: folder)
        let files = groups.flatMap(\.self)
        // Every spec gives a file.
        #expect(files.count == Self.specs.count)
        #expect(refusals.isEmpty, "\(refusals)")
        #expect(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("UIKit.swiftmodule").path))
        for group in groups where !group.isEmpty {
            let swiftc = try LayoutdBinary.runTool(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules.path] + group
            )
            #expect(swiftc.status == 0, "\(swiftc.output)")
        }
        let configuration = LayoutdBinary.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "format", "lint", "--strict", "--configuration", configuration] + files
        )
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
    }

    /// A spec's file, whole, as `Tests/GeneratedSwift` keeps it: photos' flow layout with a delegate
    /// for the tags section's item sizes and spacing, and settings' lists (`RECORD_GOLDEN=1` writes
    /// them again).
    @Test(arguments: [("photos", "PhotosLayout"), ("settings", "SettingsLayout")])
    func anExampleGivesItsFileWhole(spec: String, file: String) throws {
        let result = try LayoutdBinary.run(["generate", "swift", "examples/\(spec).layout.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = LayoutdBinary.packageRoot.appendingPathComponent("Tests/GeneratedSwift/\(file).swift")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
        }
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
    }

    /// What the generator does not write is refused with a located message naming it, and no file.
    @Test(arguments: [
        (
            "layout:\n  variants:\n    - when: {device: iPhone 16}\n      set: {minimumLineSpacing: 20}\nsections: [{items: 1}]\n",
            "variants on a device are not generated yet"
        ),
        (
            "layout:\n  variants:\n    - when: {minWidth: 500}\n      set: {scrollDirection: horizontal}\nsections: [{items: 1}]\n",
            "variants of keys other than the delegate's"
        ),
        (
            "sections:\n  - {items: 1, itemsPerRow: 3}\n",
            "a section's own seed flow layout keys"
        ),
    ])
    func whatIsNotGeneratedIsRefusedWithItsName(spec: String, message: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(spec, to: "refused.layout.yaml", in: folder)
        let result = try LayoutdBinary.run(["generate", "swift", "refused.layout.yaml", "-o", "out"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("refused.layout.yaml:1:1: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/RefusedLayout.swift").path))
    }

    @Test func aTypeIsNeverWrittenTwice() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write("name: photos\nsections: [{items: 1}]\n", to: "copy.layout.yaml", in: folder)
        let copy = folder.appendingPathComponent("copy.layout.yaml").path
        let result = try LayoutdBinary.run([
            "generate", "swift", "examples/photos.layout.yaml", copy, "-o", folder.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("already generates PhotosLayout.swift"))
        let written = try String(contentsOf: folder.appendingPathComponent("PhotosLayout.swift"), encoding: .utf8)
        #expect(written.contains("from photos.layout.yaml"))
    }
}

/// `generate swift`, then `import` of the file it wrote: the spec read back lays out to the same frames
/// as the original in every environment, for every fixture and example the generator writes.
struct SwiftRoundTripTests {
    @Test func everyGeneratedLayoutComesBackFrameForFrame() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GeneratedSwiftTests.generate(into: folder.appendingPathComponent("swift")).files.flatMap(\.self)
        var roundTrips = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let imported = try LayoutdBinary.run(["import", file])
            #expect(imported.status == 0, "\(file): \(imported.stderr)")
            let spec = folder.appendingPathComponent("roundtrip-\(roundTrips).layout.yaml")
            try Data(imported.stdout.utf8).write(to: spec)
            // The spec the file was generated from: the header's first line names it, and two golden
            // fixtures of different kinds may share a name.
            let kinds = [
                "/flow/": "UICollectionViewFlowLayout", "/compositional/": "UICollectionViewCompositionalLayout",
                "/split/": "UICollectionViewSplitLayout",
            ]
            let original = try #require(
                GeneratedSwiftTests.specs.first { spec in
                    text.contains("from \(URL(fileURLWithPath: spec).lastPathComponent).")
                        && kinds.allSatisfy { folder, type in !spec.contains(folder) || text.contains(type) }
                }
            )
            let before = try LayoutdBinary.run(["compute", original, "--format", "text"])
            let after = try LayoutdBinary.run(["compute", spec.path, "--format", "text"])
            #expect(after.status == 0, "\(file): \(after.stderr)")
            #expect(after.stdout == before.stdout, "\(file)")
            roundTrips += 1
        }
        // Every golden fixture and example: 251.
        #expect(roundTrips == files.count && files.count == GeneratedSwiftTests.specs.count && files.count == 251)
    }
}
