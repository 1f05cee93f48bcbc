import Foundation
import LayoutEngine
import LayoutProtocol
import LayoutSpecFormat

/// Reads a spec file from disk and parses it, turning every way it can fail into located errors.
enum SpecFile {
    /// Spec files larger than this are refused (daemon.md, "Watching").
    static let maximumBytes = 16 * 1024 * 1024

    static func load(_ path: String, parser: SpecParser = SpecParser()) throws(SpecErrors) -> LayoutDocument {
        let text = try read(path)
        return try parser.parse(text, file: path)
    }

    /// The file's text, or an error at its first line: unreadable, too large, or not UTF-8.
    static func read(_ path: String) throws(SpecErrors) -> String {
        func failure(_ kind: SpecError.Kind, _ message: String) -> SpecErrors {
            SpecErrors([
                SpecError(
                    kind: kind,
                    message: message,
                    location: SourceLocation(file: path, line: 1, column: 1),
                    path: ""
                )
            ])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximumBytes {
            throw failure(.tooLarge, "the file is \(size) bytes; spec files may be at most 16 MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure(.syntax, "cannot read the file (missing, a directory, or not permitted)")
        }
        guard data.count <= maximumBytes else {
            throw failure(.tooLarge, "the file is \(data.count) bytes; spec files may be at most 16 MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(.syntax, "the file is not UTF-8 text")
        }
        return text
    }

    /// The entries of `error.json` for these errors.
    static func errorEntries(_ errors: SpecErrors) -> [ErrorFile.Entry] {
        errors.errors.map {
            ErrorFile.Entry(line: $0.location.line, column: $0.location.column, path: $0.path, message: $0.message)
        }
    }
}

/// Standard error, where diagnostics go.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
