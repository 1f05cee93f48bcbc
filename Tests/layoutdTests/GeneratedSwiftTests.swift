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
        // What the UIKit surface marks newer than SwiftPM's default iOS target (12.0) is read only
        // inside declarations marked available from that version on.
        let introduced = try Self.surfaceAvailability()
        #expect(introduced["repeatingSubitem"] == 16 && introduced["NSCollectionLayoutItem"] == 13)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            let words = Set(code.flatMap { $0.split { !$0.isLetter && !$0.isNumber && $0 != "_" } }.map(String.init))
            let needed = introduced.filter { words.contains($0.key) }.map(\.value).max() ?? 12
            let declarations = code.filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") }
                .map { $0.dropFirst(4) }
            let marked = declarations.compactMap { line -> Double? in
                guard line.hasPrefix("@available(iOS ") else { return nil }
                return Double(line.dropFirst("@available(iOS ".count).prefix { $0 != "," })
            }
            let starts = declarations.filter { $0.hasPrefix("public ") || $0.hasPrefix("extension ") }.count
            if needed > 12 {
                #expect(marked.count == starts && marked.allSatisfy { $0 >= needed }, "\(file): needs iOS \(needed)")
            } else {
                #expect(marked.isEmpty, "\(file)")
            }
        }
        let configuration = LayoutdBinary.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "format", "lint", "--strict", "--configuration", configuration] + files
        )
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
    }

    /// The names the UIKit surface marks `@available(iOS N, *)`, with N: a type's or a property's
    /// name, and a function's second argument label (`repeatingSubitem`, `layoutEnvironment`), which
    /// tells it from an older overload.
    static func surfaceAvailability() throws -> [String: Double] {
        let surface = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Tests/UIKitSurface/UIKit.swift"),
            encoding: .utf8
        )
        let lines = surface.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var names: [String: Double] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("@available(iOS ") {
            guard let version = Double(line.dropFirst("@available(iOS ".count).prefix { $0 != "," }) else { continue }
            let declaration = lines[(index + 1)...].prefix(4).joined(separator: " ")
            let words = declaration.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != ":" }.map(String.init)
            if let keyword = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "var"].contains($0) }),
                keyword + 1 < words.count, words[keyword] != "class" || words[keyword + 1] != "func"
            {
                names[words[keyword + 1].trimmingCharacters(in: [":"])] = version
            } else if let open = declaration.firstIndex(of: "(") {
                // A function: the first word of its second parameter.
                let parameters = declaration[declaration.index(after: open)...].split(separator: ",")
                if parameters.count > 1, let label = parameters[1].split(separator: " ").first {
                    names[String(label)] = version
                }
            }
        }
        return names
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
        // The copy the CI recipe's drift check reads (ci.md) is the file as generated now.
        if spec == "settings" {
            let copy = LayoutdBinary.packageRoot.appendingPathComponent("examples/settings-app/SettingsLayout.swift")
            #expect(result.stdout == (try String(contentsOf: copy, encoding: .utf8)))
        }
    }

    /// A `name:` of 300 characters made `generate swift -o` fail with a raw `NSCocoaErrorDomain
    /// Code=514`: the file's name is past what a file system takes, said at the spec.
    @Test func aNameTooLongForAFileIsSaidAtTheSpec() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "a", count: 300)
        try LayoutdBinary.write("name: \(name)\nsections: [{items: 1}]\n", to: "n.layout.yaml", in: folder)
        let run = try LayoutdBinary.run(["generate", "swift", "n.layout.yaml", "-o", "out"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "n.layout.yaml:1:1: error: the Swift file's name, from the spec's `name:`, would be 312 bytes; file names may be at most 255: give the spec a shorter `name:`\n"
        )
    }

    /// What the generator does not write is refused with a message naming it, at the line and column
    /// of the key that is not written (the value of a variant's `when:`, the variant, the section),
    /// and no file.
    @Test(arguments: [
        (
            "layout:\n  variants:\n    - when: {device: iPhone 16}\n      set: {minimumLineSpacing: 20}\nsections: [{items: 1}]\n",
            "3:13: error: layout.variants[0].when: variants on a device are not generated yet"
        ),
        (
            "layout:\n  variants:\n    - when: {minWidth: 500}\n      set: {minimumLineSpacing: 2}\n    - when: {minWidth: 600}\n      set: {scrollDirection: horizontal}\nsections: [{items: 1}]\n",
            "5:7: error: layout.variants[1]: variants of keys other than the delegate's"
        ),
        (
            "sections:\n  - {items: 1}\n  - {items: 1, itemsPerRow: 3}\n",
            "3:5: error: sections[1]: a section's own seed flow layout keys"
        ),
        (
            "sections:\n  - {items: 1}\n  - {items: 1, estimatedItemSize: [50, 50]}\n",
            "3:35: error: sections[1].estimatedItemSize: a section's own estimatedItemSize is not generated yet"
        ),
    ])
    func whatIsNotGeneratedIsRefusedAtItsLineAndColumn(spec: String, message: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(spec, to: "refused.layout.yaml", in: folder)
        let result = try LayoutdBinary.run(["generate", "swift", "refused.layout.yaml", "-o", "out"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("refused.layout.yaml:" + message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/RefusedLayout.swift").path))
    }

    /// Each prefix a spec's expressions accept before UIKit's names (none, `environment.`,
    /// `layoutEnvironment.`, `env.`, `self.`, and `collectionView.` before the traits) gives Swift that
    /// type-checks, in a section provider and in a flow layout's delegate, and that reads the same
    /// values: the generated file's text is the same for every prefix.
    @Test(arguments: ["", "environment.", "layoutEnvironment.", "env.", "self."])
    func everyAcceptedPrefixGivesSwiftThatTypeChecks(prefix: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits = prefix == "self." ? "collectionView.traitCollection" : "\(prefix)traitCollection"
        let compositional = """
            name: grid
            layout: {type: compositional}
            sections:
              - items: 4
                group:
                  horizontal:
                    layoutSize: [fractionalWidth(1), absolute(100)]
                    subitems:
                      - item: {layoutSize: [fractionalWidth(1), fractionalHeight(1)]}
                    count: "max(2, Int(\(prefix)container.effectiveContentSize.width / 150))"
                interGroupSpacing: "\(traits).horizontalSizeClass == .regular ? 20 : 8"

            """
        let flow = """
            name: tiles
            sections:
              - items: 4
                minimumLineSpacing: "\(traits).horizontalSizeClass == .regular ? 20 : 8"
              - items: 2

            """
        try LayoutdBinary.write(compositional, to: "grid.layout.yaml", in: folder)
        try LayoutdBinary.write(flow, to: "tiles.layout.yaml", in: folder)
        #expect(try LayoutdBinary.run(["check", "grid.layout.yaml", "tiles.layout.yaml"], in: folder).status == 0)
        let generated = try LayoutdBinary.run(
            ["generate", "swift", "grid.layout.yaml", "tiles.layout.yaml", "-o", "out"],
            in: folder
        )
        #expect(generated.status == 0, "\(generated.stderr)")
        let files = ["out/GridLayout.swift", "out/TilesLayout.swift"].map { folder.appendingPathComponent($0).path }
        let swiftc = try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules.path] + files
        )
        #expect(swiftc.status == 0, "\(swiftc.output)")
        // The code reads the names without the prefix: the provider's `environment`, the delegate's
        // `collectionView`.
        let grid = try String(contentsOfFile: files[0], encoding: .utf8)
        #expect(grid.contains("Int(environment.container.effectiveContentSize.width / 150)"))
        #expect(grid.contains("environment.traitCollection.horizontalSizeClass == .regular ? 20 : 8"))
        let tiles = try String(contentsOfFile: files[1], encoding: .utf8)
        #expect(tiles.contains("collectionView.traitCollection.horizontalSizeClass == .regular ? 20 : 8"))
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

/// `generate swift`, then `import` of the file it wrote, through the binary: section ids of every
/// kind of character read back exactly (every fixture and example comes back frame for frame in
/// `ModelRoundTripTests`, in process).
struct SwiftRoundTripTests {
    /// Section ids with a line break, a carriage return, NUL or U+2028 are written into the generated
    /// file's header and its literals escaped, and `import` reads each back as the same id, with the
    /// items a variant sets on them.
    @Test func oddSectionIdsReadBackExactly() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            name: ids
            environments: [{name: e, size: [300, 600]}, {device: iPad (10th generation)}]
            sections:
              - {id: "a\\nb", items: 2, minimumLineSpacing: 3}
              - {id: "c\\rd", items: 1}
              - {id: "e\\0f", items: 1, minimumLineSpacing: 7}
              - {id: "g\\u2028h", items: 1}
            layout:
              itemSize: [50, 50]
              variants:
                - when: {horizontalSizeClass: regular}
                  set: {sections: {"a\\nb": {items: 4}, "g\\u2028h": {items: 3}}}

            """
        try LayoutdBinary.write(spec, to: "ids.layout.yaml", in: folder)
        let generated = try LayoutdBinary.run(["generate", "swift", "ids.layout.yaml", "-o", "out"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        let imported = try LayoutdBinary.run(["import", "out/IdsLayout.swift", "-o", "back"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        func ids(_ path: String) throws -> [String]? {
            let result = try LayoutdBinary.run(["compute", path, "--format", "json"], in: folder)
            let layout = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let environment = (layout?["environments"] as? [[String: Any]])?.first
            return (environment?["sections"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        }
        #expect(try ids("ids.layout.yaml") == ["a\nb", "c\rd", "e\0f", "g\u{2028}h"])
        #expect(try ids("back/ids.layout.yaml") == ids("ids.layout.yaml"))
        // The items a variant sets on those sections come back too (their ids were written into a
        // dotted key path, where quotes are not read): the iPad has 4 and 3 of them.
        func text(_ path: String) throws -> String {
            try LayoutdBinary.run(["compute", path, "--format", "text"], in: folder).stdout
        }
        let original = try text("ids.layout.yaml")
        #expect(original.contains("cell 3"))
        #expect(try text("back/ids.layout.yaml") == original)
    }
}
