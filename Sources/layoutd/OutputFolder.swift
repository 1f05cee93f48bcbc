import Foundation
import LayoutProtocol

/// The output folder of daemon.md: `OUTPUT/a/b/home/layout.json` for the spec `a/b/home.layout.yaml`.
///
/// Every file is written to a temporary name in the same folder and renamed into place (Foundation's
/// atomic write), so a reader sees the old file or the new one, never a mix. Paths never leave the
/// root: `..`, `.` and empty components of the spec path are dropped.
struct OutputFolder {
    var root: String

    /// The folder a spec's files go in.
    func folder(forSpec spec: String) -> URL {
        var components = spec.split(separator: "/").map(String.init).filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        if var last = components.popLast() {
            for suffix in [".layout.yaml", ".layout.yml"] where last.hasSuffix(suffix) {
                last = String(last.dropLast(suffix.count))
                break
            }
            components.append(last.isEmpty ? "_" : last)
        }
        return components.reduce(URL(fileURLWithPath: root, isDirectory: true)) {
            $0.appendingPathComponent($1, isDirectory: true)
        }
    }

    /// Writes `layout.json` and removes a stale `error.json`.
    func publish(_ file: LayoutFile) throws {
        let folder = folder(forSpec: file.spec)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(file.json().utf8).write(to: folder.appendingPathComponent("layout.json"), options: .atomic)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("error.json"))
    }

    /// Writes `error.json`, keeping the last good `layout.json` beside it.
    func publish(_ file: ErrorFile) throws {
        let folder = folder(forSpec: file.spec)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(file.json().utf8).write(to: folder.appendingPathComponent("error.json"), options: .atomic)
    }
}
