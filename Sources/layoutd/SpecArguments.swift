import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// The specs a command line names: files as they are, a folder as every `*.layout.yaml` under it, and a
/// glob (`'specs/**/*.layout.yaml'`, quoted so that the shell leaves it) as every spec it matches.
///
/// The order is stable, whatever the file system lists first: the arguments in their order, and within
/// a folder or a glob the paths sorted by their bytes. A path named twice is taken once. Folders whose
/// name starts with a dot (`.build`, `.git`) and `__Layouts__` (layout snapshots) are not looked into.
enum SpecArguments {
    /// What the arguments name: the specs, and the arguments that named none (a folder without specs,
    /// a glob that matches nothing), which a command reports as it reports a spec it cannot read.
    struct Expansion: Equatable {
        var specs: [String]
        var unmatched: [String]
        /// Whether the command line asked for a set of specs (several arguments, a folder or a glob)
        /// rather than one file: what makes `compute` print an array even of one document.
        var namesASet: Bool
    }

    /// The error of an argument that named no spec, as a spec that cannot be read is reported.
    static func unmatchedError(_ argument: String) -> SpecErrors {
        SpecFile.failure(
            .syntax,
            isGlob(argument)
                ? "no spec (*.layout.yaml) matches the pattern" : "no spec (*.layout.yaml) under the folder",
            file: argument
        )
    }

    /// The help of a command's spec arguments.
    static let help =
        "Spec files (*.layout.yaml), folders (every spec under them) or quoted globs ('specs/**/*.layout.yaml')."

    /// How shells complete a command's spec arguments: spec files, and the folders on the way to them
    /// (a folder is itself an argument).
    static let completion = CompletionKind.file(extensions: ["yaml"])

    /// How shells complete `--environment`: the names of the environments of the spec files already on
    /// the command line, in their order, starting with what is typed.
    static let environmentCompletion = CompletionKind.custom { words, _, typed in
        environmentNames(in: words).filter { $0.hasPrefix(typed) }
    }

    /// The environments' names of the spec files among `words` (a command line), each once; specs
    /// that cannot be read give none.
    static func environmentNames(in words: [String]) -> [String] {
        var names: [String] = []
        for spec in words where spec.hasSuffix(".layout.yaml") {
            var pipeline = SpecPipeline(file: spec)
            guard let data = try? SpecFile.contents(spec), let document = try? pipeline.document(from: data) else {
                continue
            }
            for environment in document.environments where !names.contains(environment.name) {
                names.append(environment.name)
            }
        }
        return names
    }

    /// Whether an argument is a glob rather than a path.
    static func isGlob(_ argument: String) -> Bool {
        argument.contains { $0 == "*" || $0 == "?" }
    }

    static func expand(_ arguments: [String]) -> Expansion {
        var specs: [String] = []
        var seen: Set<String> = []
        var unmatched: [String] = []
        var namesASet = arguments.count > 1
        func add(_ path: String) {
            if seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted { specs.append(path) }
        }
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if isGlob(argument) {
                namesASet = true
                let found = matches(of: argument)
                if found.isEmpty { unmatched.append(argument) }
                found.forEach(add)
            } else if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue
            {
                namesASet = true
                let found = specsUnder(argument).map { join(argument, $0) }
                if found.isEmpty { unmatched.append(argument) }
                found.forEach(add)
            } else {
                add(argument)
            }
        }
        return Expansion(specs: specs, unmatched: unmatched, namesASet: namesASet)
    }

    /// Every `*.layout.yaml` under `folder`, relative to it, sorted by bytes.
    static func specsUnder(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
                options: []
            )
        else { return [] }
        let rootPath = root.standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            let name = url.lastPathComponent
            if values?.isDirectory == true {
                if name.hasPrefix(".") || name == "__Layouts__" { enumerator.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true, name.hasSuffix(".layout.yaml") else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            found.append(String(path.dropFirst(rootPath.count + 1)))
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The specs a glob matches: the folders before its first wildcard are where to look, and the rest
    /// is matched against the paths under them (`*` and `?` within a folder, `**` across folders).
    static func matches(of glob: String) -> [String] {
        let components = glob.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.firstIndex(where: isGlob) else { return [] }
        let base = components[..<first].joined(separator: "/")
        let pattern = SpecGlob(components[first...].joined(separator: "/"))
        let folder = glob.hasPrefix("/") && base.isEmpty ? "/" : (base.isEmpty ? "." : base)
        return specsUnder(folder).filter(pattern.matches).map {
            base.isEmpty && !glob.hasPrefix("/") ? $0 : join(folder, $0)
        }
    }

    /// `folder/path`, without doubling a slash the user wrote.
    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
