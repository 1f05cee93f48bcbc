import Foundation
import Testing

/// `layoutd compute` and `layoutd check`, end to end through the real binary.
struct ComputeCommandTests {
    static let examples = [
        "examples/adaptive-list-grid.layout.yaml", "examples/equal-spacing.layout.yaml", "examples/photos.layout.yaml",
        "examples/split-sections.layout.yaml", "examples/tag-cloud.layout.yaml", "examples/wide-grid.layout.yaml",
        "examples/fixed-spacing-tags.layout.yaml", "examples/settings.layout.yaml",
        "examples/right-to-left-store.layout.yaml",
    ]

    /// An environment chosen with --environment keeps its own computed values: adaptive-photos'
    /// column count follows the width, so the iPad alone must lay out as the iPad among all.
    @Test func aChosenEnvironmentKeepsItsComputedValues() throws {
        let all = try LayoutdBinary.run(["compute", "examples/adaptive-photos.layout.yaml", "--format", "text"])
        let one = try LayoutdBinary.run([
            "compute", "examples/adaptive-photos.layout.yaml", "--environment", "ipad-10th-generation", "--format",
            "text",
        ])
        #expect(all.status == 0 && one.status == 0, "\(one.stderr)")
        let blocks = all.stdout.components(separatedBy: "environment ").map { "environment " + $0 }
        let ipad = try #require(blocks.first { $0.hasPrefix("environment ipad-10th-generation ") })
        #expect(one.stdout == ipad)
    }

    @Test func jsonFollowsTheLayoutFileSchema() throws {
        let result = try LayoutdBinary.run(["compute"] + Self.examples + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let documents = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        )
        #expect(documents.count == Self.examples.count)
        for document in documents {
            // No stats and no clock: their wall time would make two runs differ.
            #expect(Set(document.keys) == ["spec", "generation", "environments"])
            #expect(document["generation"] as? Int == 1)
            let environments = try #require(document["environments"] as? [[String: Any]])
            #expect(environments.count >= 2)
            for environment in environments {
                #expect(Set(environment.keys).isSuperset(of: ["name", "size", "scale", "contentSize", "sections"]))
                #expect(
                    Set(environment.keys).isSubset(of: [
                        "name", "size", "scale", "contentSize", "supplementaries", "sections",
                    ])
                )
                #expect((environment["contentSize"] as? [Double])?.count == 2)
                for section in try #require(environment["sections"] as? [[String: Any]]) {
                    #expect(Set(section.keys) == ["id", "index", "frame", "source", "elements"])
                    let elements = try #require(section["elements"] as? [[String: Any]])
                    // The runs of `source` follow one another and hold every cell.
                    let source = try #require(section["source"] as? [String: Any])
                    #expect((source["line"] as? Int ?? 0) >= 1 && (source["column"] as? Int ?? 0) >= 1)
                    let runs = try #require(source["items"] as? [[String: Int]])
                    var next = 0
                    for run in runs {
                        #expect(run["first"] == next && (run["line"] ?? 0) >= (source["line"] as? Int ?? 0))
                        next += run["count"] ?? 0
                    }
                    #expect(next == elements.filter { $0["kind"] as? String == "cell" }.count)
                    for element in elements {
                        let keys = Set(element.keys)
                        #expect(keys.isSuperset(of: ["kind", "frame", "zIndex"]))
                        #expect(keys.isSubset(of: ["kind", "item", "id", "frame", "zIndex", "color"]))
                        #expect((element["frame"] as? [Double])?.count == 4)
                        let kind = element["kind"] as? String
                        if kind == "cell" { #expect(element["item"] != nil) }
                        if ["header", "footer", "background"].contains(kind) { #expect(element["item"] == nil) }
                    }
                }
            }
        }
    }

    @Test func oneSpecPrintsOneDocumentWithItsElementsInOrder() throws {
        let result = try LayoutdBinary.run(["compute", "examples/tag-cloud.layout.yaml"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["spec"] as? String == "examples/tag-cloud.layout.yaml")
        let environment = try #require((document["environments"] as? [[String: Any]])?.first)
        let section = try #require((environment["sections"] as? [[String: Any]])?.first)
        let elements = try #require(section["elements"] as? [[String: Any]])
        #expect(elements.first?["kind"] as? String == "header")
        #expect(elements.dropFirst().compactMap { $0["item"] as? Int } == Array(0..<10))
        #expect(elements[1]["id"] as? String == "swift")
    }

    @Test func textPrintsOneElementALine() throws {
        let result = try LayoutdBinary.run(["compute", "examples/photos.layout.yaml", "--format", "text"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "environment iphone-15-landscape size 852x393 content 852x300")
        #expect(lines.contains("section featured"))
        #expect(lines.filter { $0.hasPrefix("  cell ") }.count == 2 * 17)
    }

    @Test func environmentFlagSelectsAndRejectsUnknownNames() throws {
        let selected = try LayoutdBinary.run([
            "compute", "examples/photos.layout.yaml", "--environment", "narrow", "--format", "text",
        ])
        #expect(selected.stdout.split(separator: "\n").filter { $0.hasPrefix("environment ") }.count == 1)
        let unknown = try LayoutdBinary.run(["compute", "examples/photos.layout.yaml", "--environment", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains(#"no environment named "nope" (the spec has: iphone-15-landscape, narrow)"#))
    }

    /// An unknown `--environment` is an error at the spec's `environments:` key, for `render` as for
    /// `compute`; a spec without the key is told its default environments.
    @Test func anUnknownEnvironmentIsLocatedAtTheEnvironmentsKey() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(
            "# a screen\nlayout: {type: flow, itemSize: [10, 10]}\nenvironments:\n  - {name: a, size: [300, 600], scale: 2}\nsections:\n  - items: 2\n",
            to: "e.layout.yaml",
            in: folder
        )
        try LayoutdBinary.write(
            "layout: {type: flow, itemSize: [10, 10]}\nsections:\n  - items: 2\n",
            to: "d.layout.yaml",
            in: folder
        )
        for command in ["render", "compute"] {
            let located = try LayoutdBinary.run([command, "e.layout.yaml", "--environment", "b"], in: folder)
            #expect(located.status == 1)
            #expect(
                located.stderr
                    == "e.layout.yaml:3:1: error: environments: no environment named \"b\" (the spec has: a)\n",
                "\(located.stderr)"
            )
        }
        let defaults = try LayoutdBinary.run(["render", "d.layout.yaml", "--environment", "b"], in: folder)
        #expect(
            defaults.stderr
                == "d.layout.yaml:1:1: error: environments: no environment named \"b\": the spec has no `environments:`, and its default environments are iphone-17\n",
            "\(defaults.stderr)"
        )
    }

    @Test func checkPrintsThreeCompilerStyleErrorsAndExitsOne() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let spec = directory.appendingPathComponent("bad.layout.yaml")
        try """
        layout:
          itemSize: [100, 120]
          minimumLineSpacng: 10
        sections:
          - id: a
            minimumInteritemSpacing: ten
          - id: b
            items: [[40, nan]]
        """.write(to: spec, atomically: true, encoding: .utf8)
        let result = try LayoutdBinary.run(["check", "bad.layout.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.split(separator: "\n") == [
                #"bad.layout.yaml:3:3: error: layout.minimumLineSpacng: unknown key "minimumLineSpacng" (did you mean "minimumLineSpacing"?)"#,
                #"bad.layout.yaml:6:30: error: sections[0].minimumInteritemSpacing: expected a number ≥ 0, found "ten"; "#
                    + "a name is bound under `let:` before it is read (`let: {ten: 3}`)",
                "bad.layout.yaml:8:18: error: sections[1].items[0][1]: expected a finite number, found nan",
            ]
        )
    }

    @Test func checkIsSilentOnGoodSpecs() throws {
        let result = try LayoutdBinary.run(["check"] + Self.examples)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        ("huge.layout.yaml", "sections: [{items: 1000000000000}]", "more than 1,000,000 items"),
        ("device.layout.yaml", "environments: [{device: Pixel 8}]", "unknown device \"Pixel 8\""),
        ("negative.layout.yaml", "layout: {itemSize: [-1, 10]}", "expected a number ≥ 0, found -1"),
        ("latin1.layout.yaml", "name: caf\u{E9}", "not UTF-8"),
    ])
    func badSpecsFailCleanly(file: String, text: String, message: String) throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        var data = Data(text.utf8)
        if file == "latin1.layout.yaml" { data = text.data(using: .isoLatin1) ?? data }
        try data.write(to: directory.appendingPathComponent(file))
        let result = try LayoutdBinary.run(["compute", file], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file):"))
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aliasBombGetsAnErrorNotAHang() throws {
        // Nine levels of nine aliases: about 387 million values if expanded.
        var lines = ["  a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1..<10 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("  a\(level): &a\(level) [\(aliases)]")
        }
        let directory = try LayoutdBinary.temporaryDirectory()
        let anchors = "anchors:\n" + lines.joined(separator: "\n")
        try LayoutdBinary.write(anchors + "\nsections:\n  - {? *a9 : 1}\n", to: "key.layout.yaml", in: directory)
        try LayoutdBinary.write(anchors + "\nsections:\n  - items: *a9\n", to: "items.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(["check", "key.layout.yaml", "items.layout.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("key.layout.yaml:13:6: error: mapping keys must be plain names"))
        #expect(result.stderr.contains("items.layout.yaml:10:7: error: sections[0].items[0]: expected a size"))
    }

    @Test func goodSpecsAreStillPrintedWhenAnotherFails() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write("sections: [{items: x}]", to: "bad.layout.yaml", in: directory)
        try LayoutdBinary.write("sections: [{items: 1}]", to: "good.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(["compute", "bad.layout.yaml", "good.layout.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"spec\": \"good.layout.yaml\""))
        #expect(result.stderr.contains("bad.layout.yaml:1:20: error: sections[0].items"))
    }

    @Test func outputFolderGetsLayoutAndErrorFilesConfinedToIt() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write("sections: [{items: 2}]", to: "specs/a/home.layout.yaml", in: directory)
        try LayoutdBinary.write("sections: [{items: -1}]", to: "specs/a/broken.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(
            [
                "compute", "specs/a/home.layout.yaml", "specs/a/../a/broken.layout.yaml", "--output", "out",
            ],
            in: directory
        )
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let layout = directory.appendingPathComponent("out/specs/a/home.layout.yaml/layout.json")
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: layout)) as? [String: Any]
        #expect(parsed?["spec"] as? String == "specs/a/home.layout.yaml")
        // `..` never leaves the output folder: a name that begins with `.` gets a `_` before it.
        let error = directory.appendingPathComponent("out/specs/a/_../a/broken.layout.yaml/error.json")
        let errors = try JSONSerialization.jsonObject(with: Data(contentsOf: error)) as? [String: Any]
        let first = (errors?["errors"] as? [[String: Any]])?.first
        #expect(first?["line"] as? Int == 1)
        #expect(first?["path"] as? String == "sections[0].items")
        #expect(first?["message"] as? String == "expected a whole number ≥ 0, found -1")
    }

    /// A spec named with 255 bytes that begins with `_` would have a folder of 256 (the escape's `_`),
    /// which no file system takes: the error says so and what to do, in words, not a framework's
    /// error dump, and the other specs are written.
    @Test func aNameTooLongForTheOutputFolderIsSaidPlainly() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let long = "_" + String(repeating: "a", count: 242) + ".layout.yaml"
        #expect(long.utf8.count == 255)
        try LayoutdBinary.write("sections: [{items: 2}]", to: "specs/home.layout.yaml", in: directory)
        try LayoutdBinary.write("sections: [{items: 2}]", to: "specs/\(long)", in: directory)
        let result = try LayoutdBinary.run(
            ["compute", "specs/home.layout.yaml", "specs/\(long)", "--output", "out"],
            in: directory
        )
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "cannot write the files of specs/\(long): its folder in the output folder would be named with 256 bytes"
            ),
            "\(result.stderr)"
        )
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        let written = directory.appendingPathComponent("out/specs/home.layout.yaml/layout.json")
        #expect(FileManager.default.fileExists(atPath: written.path))
    }

    /// A FIFO named like a spec is said to be one at once; opening it to read waited for a writer
    /// for ever, and `compute` (or `check` of a folder holding one) never ended.
    @Test func aFIFONamedLikeASpecIsRefusedAtOnce() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let fifo = directory.appendingPathComponent("pipe.layout.yaml")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let result = try LayoutdBinary.run(["compute", "pipe.layout.yaml"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "pipe.layout.yaml:1:1: error: not a regular file (a FIFO); specs are files\n")
    }
}
