import ArgumentParser
import Foundation
import LayoutFiles
import LayoutPipeline
import LayoutSpecFormat
import SwiftGeneration

/// `layoutd generate`: code from specs.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate code from specs.",
        subcommands: [GenerateSwift.self]
    )
}

/// `layoutd generate swift SPEC… [-o DIR]`: the Swift that builds each spec's layout.
struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the Swift that builds each spec's UICollectionViewLayout.",
        discussion: """
            One file a spec, NameLayout.swift, with a public factory of the layout and, where sections \
            set their own values, the flow layout delegate that gives them. The spec's environments \
            and items, which are not layout code, are recorded in a comment at the file's end. \
            Exit status: 0, 1 when a spec has errors or uses what is not generated yet, 2 when a spec \
            cannot be read (Documentation/swift.md).
            """
    )

    @Argument(help: ArgumentHelp(stringLiteral: SpecArguments.help), completion: SpecArguments.completion)
    var specs: [String]

    @Option(name: .shortAndLong, help: "Write the files into this folder instead of standard output.")
    var output: String?

    @Option(
        name: .customLong("output-file"),
        help: "Write the one spec's file to this path (what a build plugin, which names its outputs first, needs)."
    )
    var outputFile: String?

    func validate() throws {
        if outputFile != nil && (output != nil || specs.count != 1) {
            throw ValidationError("--output-file takes one spec, and no -o")
        }
    }

    func run() throws {
        var failed = false
        var unreadable = false
        // No two specs write one file: the second is an error, and the first's file stands.
        var written: [String: String] = [:]
        let expansion = SpecArguments.expand(specs)
        for argument in expansion.unmatched {
            unreadable = true
            printError(SpecArguments.unmatchedError(argument).description)
        }
        if outputFile != nil && expansion.specs.count != 1 {
            throw ValidationError("--output-file takes one spec, and no -o")
        }
        for spec in expansion.specs {
            let data: Data
            do {
                data = try SpecFile.contents(spec)
            } catch {
                unreadable = true
                printError(error.description)
                continue
            }
            do {
                let input = try SpecParser().parseForGeneration(try SpecPipeline.text(data, file: spec), file: spec)
                let document = input.document
                let name = URL(fileURLWithPath: spec).lastPathComponent
                let text = try SwiftGenerator.file(
                    for: document,
                    spec: name,
                    computed: input.computedSources,
                    named: input.namedSources,
                    variantItems: input.variantItems,
                    bindings: input.bindings
                )
                if let outputFile {
                    // Written whole or not at all, and only when it changes, so that a build that
                    // runs the generator again compiles nothing again.
                    let file = URL(fileURLWithPath: outputFile)
                    if (try? Data(contentsOf: file)) != Data(text.utf8) {
                        try FileManager.default.createDirectory(
                            at: file.deletingLastPathComponent(),
                            withIntermediateDirectories: true
                        )
                        try Data(text.utf8).write(to: file, options: .atomic)
                    }
                } else if let output {
                    let fileName = SwiftGenerator.fileName(for: document)
                    // A file system takes names of at most 255 bytes.
                    guard fileName.utf8.count <= 255 else {
                        failed = true
                        printError(
                            "\(spec):1:1: error: the Swift file's name, from the spec's `name:`, would be \(fileName.utf8.count) bytes; file names may be at most 255: give the spec a shorter `name:`"
                        )
                        continue
                    }
                    if let first = written[fileName] {
                        failed = true
                        printError(
                            "\(spec):1:1: error: \(first) already generates \(fileName); give one of them another `name:`"
                        )
                        continue
                    }
                    written[fileName] = spec
                    let folder = URL(fileURLWithPath: output, isDirectory: true)
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let file = folder.appendingPathComponent(fileName)
                    try Data(text.utf8).write(to: file, options: .atomic)
                    print(file.path)
                } else {
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            } catch let errors as SpecErrors {
                failed = true
                printError(errors.description)
            } catch let unsupported as SwiftGenerator.Unsupported {
                failed = true
                // Said at the key that is not written, where one is.
                let text = (try? SpecFile.contents(spec)).map { String(decoding: $0, as: UTF8.self) }
                let mark = unsupported.path.flatMap { path in text.flatMap { SpecKeyLocation.mark(of: path, in: $0) } }
                let path = unsupported.path.map { "\($0): " } ?? ""
                printError("\(spec):\(mark?.line ?? 1):\(mark?.column ?? 1): error: \(path)\(unsupported.description)")
            } catch let error as CocoaError {
                // The file could not be written (a folder in its place, a full disk): said at the spec.
                failed = true
                printError("\(spec):1:1: error: cannot write its Swift file: \(error.localizedDescription)")
            }
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed { throw ExitCode.failure }
    }
}
