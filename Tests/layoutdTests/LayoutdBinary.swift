import Foundation
import TestSupport

/// Runs the built `layoutd` executable, as a user would from the shell.
struct LayoutdBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/debug/layoutd`, built by `swift build --build-tests` before the tests run.
    static let executable = packageRoot.appendingPathComponent(".build/debug/layoutd")

    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    /// Runs another program (a validator, a shell, an installed copy), its standard output and error
    /// together.
    static func runTool(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL = packageRoot
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The compiler's and SwiftPM's own temporary folders, which they do not always remove, go
        // with the run's.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": TestFolders.root.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Writes `text` to `name` inside `directory`, creating folders on the way.
    static func write(_ text: String, to name: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        try TestFolders.make("binary")
    }
}
