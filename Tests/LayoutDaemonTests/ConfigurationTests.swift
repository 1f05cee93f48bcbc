import Foundation
import LayoutDaemon
import LayoutEngine
import LayoutSpecFormat
import Logging
import Testing

@Suite struct ConfigurationTests {
    let environment = ["HOME": "/home/ada", "XDG_RUNTIME_DIR": "/run/user/1000"]

    @Test func builtInDefaultsFollowDaemonMd() {
        let defaults = DaemonConfiguration.builtIn(environment: environment, workingDirectory: "/work/app")
        #expect(defaults.watch == ["/work/app"])
        #expect(defaults.exclude == [".git", ".build", "node_modules"])
        #expect(defaults.output == "/home/ada/.local/state/layoutd/out")
        #expect(defaults.socket == "/run/user/1000/layoutd.sock")
        #expect(defaults.socketMode == 0o600)
        #expect(defaults.defaultEnvironments.map(\.name) == ["iphone-17"])
        #expect(defaults.settleMilliseconds == 0)
        #expect(defaults.previewPort == nil)
        #expect(defaults.preview == "svg")
        #expect(defaults.history == 256)
        #expect(defaults.logLevel == .info)
    }

    @Test func theDocumentedDefaultFileParsesToNothingButComments() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("config/layoutd.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(try ConfigurationFile.parse(text, file: "layoutd.yaml") == ConfigurationFile())
        // Every key is documented, commented out with its default (an example where it is off).
        for key in ConfigurationKeys.all {
            #expect(text.contains("\n# \(key.name): \(key.written)\n"), "config/layoutd.yaml: `\(key.name)`")
        }
    }

    /// The key table: operations.md lists its keys in its order with its defaults, and each default
    /// written into a file gives the daemon's built-in value.
    @Test func theKeyTableIsTheDocumentationAndTheBuiltInDefaults() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let operations = try String(
            contentsOf: root.appendingPathComponent("Documentation/operations.md"),
            encoding: .utf8
        )
        let rows = operations.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let documented = rows.prefix(ConfigurationKeys.all.count)
        #expect(documented.map { $0[0] } == ConfigurationKeys.all.map { "`\($0.name)`" })
        for (row, key) in zip(documented, ConfigurationKeys.all) {
            let expected = key.isOffByDefault ? "none" : "`\(key.written)`"
            #expect(row[1].hasPrefix(expected), "operations.md: \(key.name) is \(row[1])")
        }
        // A default that names no folder of this machine, written into a file, changes nothing.
        let defaults = DaemonConfiguration.builtIn(environment: environment, workingDirectory: "/work/app")
        for key in ConfigurationKeys.all where !key.isOffByDefault && !key.written.contains("$") {
            let file = try ConfigurationFile.parse("\(key.name): \(key.written)\n", file: "layoutd.yaml")
            #expect(defaults.applying(file, relativeTo: "/work/app") == defaults, "\(key.name): \(key.written)")
        }
    }

    @Test func aFileOverridesDefaultsAndFlagsOverrideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layoutd.yaml")
        try """
        watch: [specs, /abs/other]
        output: out
        socketMode: 0660
        settleMilliseconds: 20
        previewPort: 7878
        defaultEnvironments:
          - {device: iPhone 8}
        logLevel: debug
        """.write(to: file, atomically: true, encoding: .utf8)
        var source = ConfigurationSource(file: file.path, environment: environment, workingDirectory: "/cwd")
        let configured = try source.load()
        #expect(configured.watch == [folder.appendingPathComponent("specs").path, "/abs/other"])
        #expect(configured.output == folder.appendingPathComponent("out").path)
        #expect(configured.socketMode == 0o660)
        #expect(configured.settleMilliseconds == 20)
        #expect(configured.previewPort == 7878)
        #expect(configured.defaultEnvironments.count == 1)
        #expect(configured.logLevel == .debug)
        source.watch = ["examples"]
        source.output = "layoutd-out"
        source.previewPort = 0
        let flagged = try source.load()
        #expect(flagged.previewPort == 0)
        #expect(flagged.watch == ["/cwd/examples"])
        #expect(flagged.output == "/cwd/layoutd-out")
        #expect(flagged.settleMilliseconds == 20)
    }

    @Test func unknownKeysAndBadValuesAreLocatedErrors() {
        let text = """
            watch: [.]
            setleMilliseconds: 5
            socketMode: 0999
            settleMilliseconds: 10001
            preview: png
            previewPort: 65536
            """
        #expect {
            try ConfigurationFile.parse(text, file: "layoutd.yaml")
        } throws: { error in
            let lines = (error as? SpecErrors)?.errors.map(\.description) ?? []
            return lines.count == 5
                && lines[0].hasPrefix("layoutd.yaml:2:1: error:") && lines[0].contains("settleMilliseconds")
                && lines[1].hasPrefix("layoutd.yaml:3:13: error: socketMode:")
                && lines[2].hasPrefix("layoutd.yaml:4:21: error: settleMilliseconds:")
                && lines[2].contains("0 to 10000")
                && lines[3].hasPrefix("layoutd.yaml:5:10: error: preview:") && lines[3].contains("\"svg\"")
                && lines[4].hasPrefix("layoutd.yaml:6:14: error: previewPort:") && lines[4].contains("0 to 65535")
        }
    }
}
