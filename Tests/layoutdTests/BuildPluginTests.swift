import Foundation
import Testing

/// `LayoutSpecPlugin`, SwiftPM's build-tool plugin, through a real `swift build` of the sample
/// package `examples/plugin-sample`: the layout is generated from the target's spec at build time,
/// again after the spec changes, and a spec with an error fails the build at its line.
struct BuildPluginTests {
    /// The sample's build folder, kept between runs beside the project's own, so that the second
    /// build of layoutd for the plugin costs nothing.
    static let scratch = LayoutdBinary.packageRoot.appendingPathComponent(".build-plugin-sample")

    /// `swift build` of the package in `folder`.
    static func build(_ folder: URL) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "build", "--package-path", folder.path, "--scratch-path", scratch.path]
        )
    }

    @Test func theSampleBuildsItsLayoutFromItsSpecOnEveryBuild() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A copy of the sample, named as the sample is (its package identity names the plugin's
        // output folder), that depends on this checkout by its absolute path.
        let sample = folder.appendingPathComponent("plugin-sample")
        try FileManager.default.copyItem(
            at: LayoutdBinary.packageRoot.appendingPathComponent("examples/plugin-sample"),
            to: sample
        )
        let manifest = sample.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("path: \"../..\""))
        try Data(
            text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(LayoutdBinary.packageRoot.path)\"").utf8
        )
        .write(to: manifest)
        let spec = sample.appendingPathComponent("Sources/StoreLayouts/store.layout.yaml")
        let generated = Self.scratch.appendingPathComponent(
            "plugins/outputs/plugin-sample/StoreLayouts/destination/LayoutSpecPlugin/store.layout.swift"
        )

        let first = try Self.build(sample)
        #expect(first.status == 0, "\(first.output)")
        // The file the build compiled is the one `generate swift` writes for the spec.
        let expected = try LayoutdBinary.run(["generate", "swift", spec.path])
        #expect(try String(contentsOf: generated, encoding: .utf8) == expected.stdout)
        #expect(expected.stdout.contains("configuration.interSectionSpacing = 20"))

        // An edit of the spec is in the next build's layout.
        let edited = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "interSectionSpacing: 20", with: "interSectionSpacing: 32")
        try Data(edited.utf8).write(to: spec)
        let second = try Self.build(sample)
        #expect(second.status == 0, "\(second.output)")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("configuration.interSectionSpacing = 32"))

        // A spec with an error fails the build, at the error's place.
        try Data(edited.replacingOccurrences(of: "items: 9", with: "items: nine").utf8).write(to: spec)
        let third = try Self.build(sample)
        #expect(third.status != 0)
        #expect(third.output.contains("store.layout.yaml:21:12: error: sections[1].items:"), "\(third.output)")
    }
}
