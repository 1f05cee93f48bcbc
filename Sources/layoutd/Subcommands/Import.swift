import ArgumentParser
import Foundation
import LayoutFiles
import LayoutProtocol
import SpecImport
import SwiftSourceImport

/// `layoutd import FILE… [-o DIR]`: specs read out of an app's Interface Builder documents.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Write specs from Interface Builder documents (.xib, .storyboard) and the layout code of Swift sources (.swift).",
        discussion: """
            One spec for every collection view with a flow layout: its keys from the layout, its \
            environment from the collection view's frame and the document's target device, and \
            \(InterfaceBuilderImport.defaultItemCount) items to edit. The Swift files are read together, \
            as one program: one spec for each flow, split or compositional layout made anywhere in \
            them; a file without a layout is context. What cannot be imported is a \
            warning at its line. Exit status: 0, 1 after an error in a file (a document that is not \
            Interface Builder XML, Swift whose layout cannot be read) or two specs that would share \
            a file, 2 when a file cannot be read \
            (Documentation/import.md).
            """
    )

    /// Documents larger than this are refused: Interface Builder's largest are a few megabytes.
    static let maximumBytes = 64 << 20

    @Argument(
        help: "Interface Builder documents (.xib, .storyboard) and Swift sources (.swift).",
        completion: .file(extensions: ["xib", "storyboard", "swift"])
    )
    var files: [String]

    @Option(name: .shortAndLong, help: "Write NAME.layout.yaml files into this folder instead of standard output.")
    var output: String?

    /// `text` with its first comment naming the file `file` it was imported from as seen from where
    /// the spec is written: the output folder, or the current directory.
    func named(_ text: String, source file: String) -> String {
        let written = "# Imported by layoutd from \(file)"
        guard text.hasPrefix(written), let next = text.dropFirst(written.count).first, next == "." || next == ":"
        else { return text }
        let shown = RelativePath.of(file, from: output ?? FileManager.default.currentDirectoryPath)
        return "# Imported by layoutd from \(shown)" + text.dropFirst(written.count)
    }

    func run() throws {
        var failed = false
        var unreadable = false
        var written: [String: String] = [:]
        var printed = 0
        // The Swift files are one program, read together after the documents: a file may hold only
        // what another's layout reads.
        var swiftSources: [(text: String, file: String)] = []
        var documents: [(file: String, data: Data)] = []
        func write(_ specs: [(name: String, text: String, place: String)]) throws {
            for spec in specs {
                guard let output else {
                    FileHandle.standardOutput.write(Data(((printed > 0 ? "---\n" : "") + spec.text).utf8))
                    printed += 1
                    continue
                }
                let name = spec.name
                if let first = written[name] {
                    failed = true
                    printError("\(spec.place): error: \(first) already gives \(name).layout.yaml")
                    continue
                }
                written[name] = spec.place
                let folder = URL(fileURLWithPath: output, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let url = folder.appendingPathComponent("\(name).layout.yaml")
                try Data(spec.text.utf8).write(to: url, options: .atomic)
                print(url.path)
            }
        }
        for file in files {
            let data: Data
            do {
                data =
                    file.hasSuffix(".swift")
                    ? try BoundedFile.read(
                        file,
                        limit: SwiftSourceImport.maximumFileBytes,
                        bound: "Swift files may be at most 512 KiB"
                    )
                    : try BoundedFile.read(file, limit: Self.maximumBytes, bound: "documents may be at most 64 MiB")
            } catch {
                printError(TerminalText.escaped(error.description))
                unreadable = true
                continue
            }
            if file.hasSuffix(".swift") {
                swiftSources.append((String(decoding: data, as: UTF8.self), file))
                continue
            }
            documents.append((file, data))
            do {
                let imported = try InterfaceBuilderImport.specs(in: data, file: file)
                for warning in imported.warnings { printError(warning.description) }
                try write(
                    imported.specs.map { ($0.name, named($0.text, source: file), "\(file):\($0.line):\($0.column)") }
                )
            } catch let failure as ImportFailure {
                failed = true
                printError(failure.description)
            }
        }
        if !swiftSources.isEmpty {
            let nibs = Self.nibs(given: documents, swiftSources: swiftSources)
            // A storyboard's flow layout is the one its scene's view controller, a delegate, configures.
            let documentLayouts = documents.filter { $0.file.hasSuffix(".storyboard") || $0.file.hasSuffix(".xib") }
                .flatMap { InterfaceBuilderImport.flowLayouts(in: $0.data, file: $0.file) }
            let imported = SwiftSourceImport.specs(in: swiftSources, nibs: nibs, documentLayouts: documentLayouts)
            // The warnings first, kept when a spec does not check: they say why.
            for warning in imported.warnings { printError(warning.description) }
            for failure in imported.failures { printError(failure.description) }
            failed = failed || !imported.failures.isEmpty
            try write(
                imported.specs.map { spec in
                    (spec.name, named(spec.text, source: spec.file), "\(spec.file):\(spec.line):\(spec.column)")
                }
            )
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed { throw ExitCode.failure }
    }
}
