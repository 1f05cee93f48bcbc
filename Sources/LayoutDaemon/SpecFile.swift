public import Foundation
public import LayoutEngine
public import LayoutProtocol
public import LayoutSpecFormat

/// Reads a spec file from disk and parses it, turning every way it can fail into located errors.
public enum SpecFile {
    /// Spec files larger than this are refused (daemon.md, "Watching").
    public static let maximumBytes = 16 * 1024 * 1024

    /// Reads and parses the file at `path`, reporting errors under `path`.
    public static func load(_ path: String, parser: SpecParser = SpecParser()) throws(SpecErrors) -> LayoutDocument {
        try parse(try contents(path), file: path, parser: parser)
    }

    /// Parses bytes read from a spec file; `file` is the name errors are reported under.
    public static func parse(_ data: Data, file: String, parser: SpecParser) throws(SpecErrors) -> LayoutDocument {
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(.syntax, "the file is not UTF-8 text", file: file)
        }
        return try parser.parse(text, file: file)
    }

    /// The file's bytes, or an error at its first line: unreadable, or larger than 16 MiB.
    public static func contents(_ path: String) throws(SpecErrors) -> Data {
        // One open and reads of at most the cap plus one byte: no separate stat, and none of the
        // owner and group lookups `FileManager`'s attributes make, on the path of every save.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw failure(.syntax, "cannot read the file (missing, a directory, or not permitted)", file: path)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw failure(.syntax, "cannot read the file (missing, a directory, or not permitted)", file: path)
        }
        guard data.count <= maximumBytes else {
            let size = (try? handle.seekToEnd()).map(Int.init) ?? data.count
            throw tooLarge(size, file: path)
        }
        return data
    }

    /// The error a file that cannot be laid out as a whole gets, at its first line.
    public static func failure(_ kind: SpecError.Kind, _ message: String, file: String) -> SpecErrors {
        SpecErrors([
            SpecError(kind: kind, message: message, location: SourceLocation(file: file, line: 1, column: 1), path: "")
        ])
    }

    private static func tooLarge(_ size: Int, file: String) -> SpecErrors {
        failure(.tooLarge, "the file is \(size) bytes; spec files may be at most 16 MiB", file: file)
    }

    /// The entries of `error.json` for these errors.
    public static func errorEntries(_ errors: SpecErrors) -> [ErrorFile.Entry] {
        errors.errors.map {
            ErrorFile.Entry(line: $0.location.line, column: $0.location.column, path: $0.path, message: $0.message)
        }
    }
}
