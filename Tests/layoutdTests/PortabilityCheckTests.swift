import Foundation
import Testing

/// The portability check of `make test` (`Scripts/check-portability.sh`): Linux-only code stays in
/// the platform targets, so that everything else builds on a Mac.
///
/// Each test runs the real script on a copy of the package's manifest, sources and plugin, with one
/// thing planted.
struct PortabilityCheckTests {
    static let script = LayoutdBinary.packageRoot.appendingPathComponent("Scripts/check-portability.sh")

    /// A copy of `Package.swift`, `Sources/` and `Plugins/` in a fresh folder.
    static func copyOfThePackage() throws -> URL {
        let folder = try LayoutdBinary.temporaryDirectory()
        for name in ["Package.swift", "Sources", "Plugins"] {
            try FileManager.default.copyItem(
                at: LayoutdBinary.packageRoot.appendingPathComponent(name),
                to: folder.appendingPathComponent(name)
            )
        }
        return folder
    }

    static func check(_ folder: URL) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(URL(fileURLWithPath: "/bin/bash"), [script.path, folder.path])
    }

    @Test func thePackageAsItIsPasses() throws {
        let folder = try Self.copyOfThePackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.check(folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.hasPrefix(
                "portable: every target but CInotifyTools CMalloc SpecWatcher UnixSockets LayoutPublishing LayoutDaemon"
            )
        )
    }

    @Test func aPlantedGlibcImportOutsideThePlatformTargetsFails() throws {
        let folder = try Self.copyOfThePackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(
            "import Foundation\nimport Glibc\n\nlet planted = getpid()\n",
            to: "Sources/LayoutSpecFormat/Planted.swift",
            in: folder
        )
        let result = try Self.check(folder)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "Sources/LayoutSpecFormat/Planted.swift:2:import Glibc: Linux-only code outside the platform targets"
            ),
            "\(result.output)"
        )
    }

    @Test func theSameImportInsideAPlatformTargetPasses() throws {
        let folder = try Self.copyOfThePackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write("import Glibc\n", to: "Sources/LayoutDaemon/Planted.swift", in: folder)
        #expect(try Self.check(folder).status == 0)
    }

    @Test(arguments: [
        ("Sources/layoutd/Planted.swift", "let exe = \"/proc/self/exe\"\n", "Planted.swift:1:"),
        ("Sources/LanguageServer/Planted.swift", "let fd = epoll_create1(0)\n", "Planted.swift:1:"),
        ("Plugins/LayoutSpecPlugin/Planted.swift", "let watch = inotify_init1(0)\n", "Planted.swift:1:"),
    ])
    func otherLinuxOnlyCodeFails(path: String, text: String, found: String) throws {
        let folder = try Self.copyOfThePackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(text, to: path, in: folder)
        let result = try Self.check(folder)
        #expect(result.status == 1)
        #expect(result.output.contains(path.replacingOccurrences(of: "Planted.swift", with: found)), "\(result.output)")
    }

    @Test func aPortableTargetThatDependsOnTheDaemonFails() throws {
        let folder = try Self.copyOfThePackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let planted = text.replacingOccurrences(
            of: "name: \"LanguageServer\",\n            dependencies: [",
            with: "name: \"LanguageServer\",\n            dependencies: [\"LayoutDaemon\", "
        )
        #expect(planted != text)
        try Data(planted.utf8).write(to: manifest)
        let result = try Self.check(folder)
        #expect(result.status == 1)
        #expect(
            result.output.contains("LayoutDaemon is Linux-only; depend on it through `linuxOnly([…])`"),
            "\(result.output)"
        )
    }
}
