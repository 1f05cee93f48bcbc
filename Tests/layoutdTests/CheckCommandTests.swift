import Foundation
import Testing

/// `layoutd check --format …` and its exit statuses, through the real binary.
struct CheckCommandTests {
    /// A spec with one misspelt key, at line 2, column 3, in a temporary folder.
    static func badSpec() throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        let spec = folder.appendingPathComponent("bad.layout.yaml")
        try "layout:\n  minimumLineSpacng: 10\n".write(to: spec, atomically: true, encoding: .utf8)
        return spec
    }

    static let message = #"unknown key "minimumLineSpacng" (did you mean "minimumLineSpacing"?)"#

    /// Control characters in an error are written out.
    ///
    /// A value quoted in an error held a terminal escape and a right-to-left override, printed raw:
    /// the terminal took the escape, and the line read in another order.
    @Test func controlCharactersInAnErrorAreWrittenOut() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let id = "\\e[31mred\\u202Egnp"
        try LayoutdBinary.write(
            "sections: [{id: \"\(id)\", items: 1}, {id: \"\(id)\", items: 1}]\n",
            to: "e.layout.yaml",
            in: folder
        )
        let run = try LayoutdBinary.run(["check", "e.layout.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{202E}"))
        #expect(run.stderr.contains("\\u{1B}[31mred\\u{202E}gnp"), "\(run.stderr)")
    }

    @Test func textIsTheCompilersForm() throws {
        let spec = try Self.badSpec()
        let result = try LayoutdBinary.run(["check", spec.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(spec.path):2:3: error: layout.minimumLineSpacng: \(Self.message)\n")
    }

    @Test func jsonListsEveryError() throws {
        let spec = try Self.badSpec()
        let result = try LayoutdBinary.run(["check", spec.path, "examples/photos.layout.yaml", "--format", "json"])
        #expect(result.status == 1)
        let errors = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["file"] as? String == spec.path)
        #expect(errors.first?["line"] as? Int == 2)
        #expect(errors.first?["column"] as? Int == 3)
        #expect(errors.first?["path"] as? String == "layout.minimumLineSpacng")
        #expect(errors.first?["kind"] as? String == "unknownKey")
        #expect(errors.first?["message"] as? String == Self.message)
        let good = try LayoutdBinary.run(["check", "examples/photos.layout.yaml", "--format", "json"])
        #expect(good.status == 0)
        let none = try #require(try JSONSerialization.jsonObject(with: Data(good.stdout.utf8)) as? [Any])
        #expect(none.isEmpty)
    }

    @Test func githubAnnotationsAreWorkflowCommands() throws {
        let spec = try Self.badSpec()
        let result = try LayoutdBinary.run(["check", spec.path, "--format", "github"])
        #expect(result.status == 1)
        // The file's `:` and `,` would end a property: they are escaped as the workflow commands say.
        let file = spec.path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(
            result.stdout
                == "::error file=\(file),line=2,col=3,title=layoutd unknownKey::layout.minimumLineSpacng: \(Self.message)\n"
        )
    }

    @Test func sarifIsALogOfResults() throws {
        let spec = try Self.badSpec()
        let result = try LayoutdBinary.run(["check", spec.path, "--format", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "layoutd")
        // Which layoutd wrote it, and where to read about it.
        let version = try LayoutdBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(driver["version"] as? String == version && driver["semanticVersion"] as? String == version)
        #expect(driver["informationUri"] as? String == "https://github.com/layoutd/layoutd")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["unknownKey"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "unknownKey")
        #expect(results.first?["level"] as? String == "error")
        let location = try #require(
            (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        )
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == URL(fileURLWithPath: spec.path).absoluteString
        )
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 3)
    }

    /// SARIF's `uri` is a URI reference, and each path written as one reads back as itself.
    ///
    /// A path with a space, `#`, `%`, `?`, a colon or letters outside ASCII went in raw, so a viewer
    /// opened another file or none.
    @Test func sarifURIsReadBackAsTheSpecsPath() throws {
        let folder = try LayoutdBinary.temporaryDirectory().appendingPathComponent("d é #1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "a:b c%20#?.layout.yaml"
        try "layout:\n  minimumLineSpacng: 10\n".write(
            to: folder.appendingPathComponent(name),
            atomically: true,
            encoding: .utf8
        )
        func uri(_ arguments: [String], in directory: URL) throws -> String? {
            let result = try LayoutdBinary.run(["check", "--format", "sarif"] + arguments, in: directory)
            let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
            let location = (results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]
            return ((location as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        let relative = try #require(try uri([name], in: folder))
        #expect(relative == "a%3Ab%20c%2520%23%3F.layout.yaml")
        #expect(relative.removingPercentEncoding == name)
        let absolute = folder.appendingPathComponent(name).path
        let full = try #require(try uri([absolute], in: folder))
        #expect(full.hasPrefix("file:///") && !full.contains(" ") && !full.contains("é"), "\(full)")
        #expect(URL(string: full)?.path == absolute, "\(full)")
    }

    /// 0 all good, 1 spec errors, 2 a spec that cannot be read (even beside one with errors), 64 a
    /// mistake on the command line; `compute` and `render` alike.
    @Test func exitStatusesTellSpecErrorsFromIOAndUsage() throws {
        let spec = try Self.badSpec()
        #expect(try LayoutdBinary.run(["check", "examples/photos.layout.yaml"]).status == 0)
        #expect(try LayoutdBinary.run(["check", spec.path]).status == 1)
        let missing = spec.deletingLastPathComponent().appendingPathComponent("missing.layout.yaml").path
        let unreadable = try LayoutdBinary.run(["check", missing, spec.path])
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("\(missing):1:1: error: cannot read the file"))
        // compute and render tell them apart alike.
        #expect(try LayoutdBinary.run(["compute", spec.path]).status == 1)
        #expect(try LayoutdBinary.run(["compute", missing]).status == 2)
        #expect(try LayoutdBinary.run(["render", spec.path]).status == 1)
        #expect(try LayoutdBinary.run(["render", missing]).status == 2)
        #expect(try LayoutdBinary.run(["check", spec.path, "--format", "yaml"]).status == 64)
        #expect(try LayoutdBinary.run(["check"]).status == 64)
    }
}
