import Foundation
import LayoutProtocol

/// How the snapshot commands touch the disk: a reference is a regular file in a real folder beside
/// its spec, under a plain name.
///
/// The commands run in CI on a pull request's files, so a link in `__Layouts__`, a spec named
/// `...layout.yaml` (whose name is `..`) or a huge reference must not make them write, remove or print
/// anything outside the references: nothing is written or read through a symbolic link, no file is
/// removed that does not read as a picture layoutd drew, and a reference is read only up to its
/// bound.
enum SnapshotFiles {
    /// The most bytes a reference may hold: the text form of about a million frames.
    static let maximumReferenceBytes = 64 * 1024 * 1024

    /// Why `name` cannot name a reference, its pictures' folder or the references' folder, or `nil`:
    /// a plain name is not empty, not `.` or `..`, and holds no `/` and no control character.
    static func plainNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "it is '\(name)', a folder of the path" }
        if name.contains("/") { return "it holds a '/'" }
        if name.unicodeScalars.contains(where: TerminalText.isControl) { return "it holds a control character" }
        if name.utf8.count > 200 { return "it is longer than 200 bytes" }
        return nil
    }

    /// What is at a path, without following a link.
    enum Kind: Equatable {
        case missing, regular, folder, link, other
    }

    static func kind(of url: URL) -> Kind {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// A snapshot file that cannot be used as it is, with why.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Makes `folder` if it is missing; refuses it where it is a link or not a folder.
    static func makeFolder(_ folder: URL) throws {
        switch kind(of: folder) {
        case .folder: return
        case .missing:
            guard mkdir(folder.path, 0o755) == 0 || (errno == EEXIST && kind(of: folder) == .folder) else {
                throw Refusal(
                    description: "\(shown(folder)): cannot make the folder (\(String(cString: strerror(errno))))"
                )
            }
        case .link:
            throw Refusal(
                description: "\(shown(folder)) is a symbolic link; references are written only in a real folder"
            )
        case .regular, .other: throw Refusal(description: "\(shown(folder)) is not a folder")
        }
    }

    /// Writes `text` whole to `file`, which is missing or a regular file: the new file takes its
    /// place in one rename, and a link there is refused, not followed.
    static func write(_ text: String, to file: URL) throws {
        switch kind(of: file) {
        case .missing, .regular: try Data(text.utf8).write(to: file, options: .atomic)
        case .link: throw Refusal(description: "\(shown(file)) is a symbolic link; a reference is a regular file")
        case .folder, .other: throw Refusal(description: "\(shown(file)) is not a regular file")
        }
    }

    /// Whether `file` is a regular file that reads as a picture layoutd drew: only those are removed
    /// when a spec no longer has their environment.
    static func isDrawnPicture(_ file: URL) -> Bool {
        guard kind(of: file) == .regular, let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 1024), let head = String(data: start, encoding: .utf8) else {
            return false
        }
        return head.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && head.contains(" data-drawing=\"")
    }

    /// The reference's text; `nil` only where no file is there.
    ///
    /// A link, a FIFO, a folder, a file past ``maximumReferenceBytes`` or one that is not UTF-8 is
    /// an error, never a missing reference that `--record-missing` would write over.
    static func readReference(_ file: URL) throws -> String? {
        let folder = file.deletingLastPathComponent()
        switch kind(of: folder) {
        case .missing: return nil
        case .link:
            throw Refusal(description: "\(shown(folder)) is a symbolic link; references are read only in a real folder")
        case .regular, .other: throw Refusal(description: "\(shown(folder)) is not a folder")
        case .folder: break
        }
        switch kind(of: file) {
        case .missing: return nil
        case .link:
            throw Refusal(
                description: "\(shown(file)) is a symbolic link; a reference is a regular file beside its spec"
            )
        case .folder, .other: throw Refusal(description: "\(shown(file)) is not a regular file")
        case .regular: break
        }
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Refusal(
                description: "\(shown(file)): cannot read the reference (\(String(cString: strerror(errno))))"
            )
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(description: "\(shown(file)) is not a regular file")
        }
        guard Int(info.st_size) <= maximumReferenceBytes,
            let data = try handle.read(upToCount: maximumReferenceBytes + 1), data.count <= maximumReferenceBytes
        else {
            throw Refusal(
                description:
                    "\(shown(file)) is larger than \(maximumReferenceBytes / 1024 / 1024) MiB; references may be at most that"
            )
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Refusal(description: "\(shown(file)) is not UTF-8 text; record the reference again")
        }
        return text
    }

    /// `url` as the command line would name it (``SnapshotReference/shown(_:)``), escaped for a terminal.
    static func shown(_ url: URL) -> String { TerminalText.escaped(SnapshotReference.shown(url)) }
}
