import Foundation
import Testing

/// The README's 5-minute tour, run as a new user would: each output it shows is what the command
/// prints (`make run`'s log is pinned by `MakeRunTests`), and each command it names works on the
/// bundled examples.
struct TourTests {
    static var readme: [String] {
        get throws {
            try String(contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
                .components(separatedBy: "\n")
        }
    }

    /// The lines of the first fenced block after the line that starts with `marker` (after its list
    /// indentation), its indentation taken off.
    static func block(after marker: String) throws -> [String] {
        let lines = try readme
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(marker) }),
            let open = lines[start...].firstIndex(where: { $0.drop { $0 == " " }.hasPrefix("```") })
        else { throw Failure("the README has no block after \(marker)") }
        let indent = lines[open].prefix { $0 == " " }.count
        let body = lines[(open + 1)...].prefix { !$0.drop { $0 == " " }.hasPrefix("```") }
        return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    /// A log line without what changes from run to run: the clock's epoch and the microseconds.
    static func withoutRunFigures(_ line: String) -> String {
        line.replacingOccurrences(of: #"clock=c:[0-9]+:"#, with: "clock=c:E:", options: .regularExpression)
            .replacingOccurrences(of: #"micros=[0-9]+"#, with: "micros=N", options: .regularExpression)
    }

    /// Step 3: the frames it shows are the first lines `compute --format text` prints.
    @Test func theFramesShownAreWhatComputePrints() throws {
        let shown = try Self.block(after: "3. **See every frame.**")
        #expect(shown.count >= 3)
        let printed = try LayoutdBinary.run(["compute", "examples/tag-cloud.layout.yaml", "--format", "text"])
        #expect(printed.status == 0)
        #expect(Array(printed.stdout.components(separatedBy: "\n").prefix(shown.count)) == shown)
    }

    /// Step 5: `check` of the spec with mistakes prints the errors shown, and exits 1.
    @Test func theMistakesShownAreWhatCheckPrints() throws {
        let spec = try Self.block(after: "5. **Make a mistake.**")
        #expect(spec.count >= 5)
        let lines = try Self.readme
        let marker = try #require(lines.firstIndex { $0.contains("layoutd check home.layout.yaml` reports") })
        let open = try #require(lines[marker...].firstIndex { $0.drop { $0 == " " }.hasPrefix("```") })
        let shown = lines[(open + 1)...].prefix { !$0.drop { $0 == " " }.hasPrefix("```") }
            .map { String($0.drop { $0 == " " }) }
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(spec.joined(separator: "\n") + "\n", to: "home.layout.yaml", in: folder)
        let checked = try LayoutdBinary.run(["check", "home.layout.yaml"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.stderr.split(separator: "\n").map(String.init) == shown, "\(checked.stderr)")
    }

    /// Steps 3 and 6: `render -o pictures`, `diff` of an edited copy, and `snapshot record` then
    /// `verify` on a folder, in a copy of the examples.
    @Test func theCommandsItNamesWorkOnTheExamples() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(
            atPath: LayoutdBinary.packageRoot.appendingPathComponent("examples").path
        ) where name.hasSuffix(".layout.yaml") {
            try FileManager.default.copyItem(
                at: LayoutdBinary.packageRoot.appendingPathComponent("examples/\(name)"),
                to: specs.appendingPathComponent(name)
            )
        }
        let rendered = try LayoutdBinary.run(["render", "specs/tag-cloud.layout.yaml", "-o", "pictures"], in: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("pictures").path
        )
        #expect(pictures.count >= 2 && pictures.allSatisfy { $0.hasSuffix(".svg") }, "\(pictures)")

        // "Save a copy, edit one section, and ask for the diff."
        let home = specs.appendingPathComponent("tag-cloud.layout.yaml")
        try FileManager.default.copyItem(at: home, to: folder.appendingPathComponent("old.layout.yaml"))
        let text = try String(contentsOf: home, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "minimumInteritemSpacing: 8", with: "minimumInteritemSpacing: 12")
        #expect(edited != text, "the tour's spec no longer has the value the tour edits")
        try Data(edited.utf8).write(to: home)
        let diff = try LayoutdBinary.run(
            ["diff", "old.layout.yaml", "specs/tag-cloud.layout.yaml", "--format", "text"],
            in: folder
        )
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("stats: "), "\(diff.stdout)")

        let recorded = try LayoutdBinary.run(["snapshot", "record", "specs"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let verified = try LayoutdBinary.run(["snapshot", "verify", "specs"], in: folder)
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }
}
