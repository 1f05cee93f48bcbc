import Foundation
import PackagePlugin

/// Runs `layoutd generate swift` on every `*.layout.yaml` file of a target at build time, so the
/// target's layouts are built from its specs and never drift from them.
///
/// Each spec gives one Swift file in the plugin's work folder, named after the spec's path in the
/// target (`Home/feed.layout.yaml` gives `Home_feed.layout.swift`), so that two specs never write
/// one file. The generated code is inside `#if canImport(UIKit)`: the target still builds where
/// UIKit is absent.
@main
struct LayoutSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let layoutd = try context.tool(named: "layoutd")
        let root = target.directoryURL.standardizedFileURL.path
        return target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".layout.yaml") }.sorted {
            $0.path < $1.path
        }.map { spec in
            var relative = spec.standardizedFileURL.path
            if relative.hasPrefix(root + "/") { relative.removeFirst(root.count + 1) }
            let name = relative.replacingOccurrences(of: "/", with: "_").dropLast(".yaml".count) + ".swift"
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(String(name))
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(relative)",
                executable: layoutd.url,
                arguments: ["generate", "swift", spec.path, "--output-file", output.path],
                inputFiles: [spec],
                outputFiles: [output]
            )
        }
    }
}
