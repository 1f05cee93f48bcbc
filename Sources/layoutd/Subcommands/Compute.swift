import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat
import Yams

/// `layoutd compute SPEC…`: one-shot layout of spec files, to stdout or into an output folder.
struct Compute: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out specs and print the frames (layout.json, or one element a line).",
        discussion: """
            A one-shot layout is generation 1; documents carry no clock, as no daemon state is involved.
            Exits 1 if any spec has errors; the good specs are still laid out.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @Argument(help: ArgumentHelp(stringLiteral: SpecArguments.help), completion: SpecArguments.completion)
    var specs: [String]

    @Option(
        name: .customLong("environment"),
        help: "Only this environment (repeatable).",
        completion: SpecArguments.environmentCompletion
    )
    var environments: [String] = []

    @Option(help: "Output format.")
    var format: Format = .json

    @Option(help: "Write layout.json, ENV.svg / error.json into this folder, as the daemon would, instead of printing.")
    var output: String?

    func run() throws {
        var failed = false
        var unreadable = false
        var documents: [LayoutFile] = []
        let expansion = SpecArguments.expand(specs)
        for argument in expansion.unmatched {
            unreadable = true
            printError(SpecArguments.unmatchedError(argument).description)
        }
        for spec in expansion.specs {
            do {
                let data: Data
                do {
                    data = try SpecFile.contents(spec)
                } catch {
                    unreadable = true
                    throw error
                }
                var pipeline = SpecPipeline(file: spec)
                let document = try pipeline.document(from: data)
                let selected = try Self.select(environments, of: document, spec: spec, text: data)
                let laidOut = try pipeline.layOut(selected)
                documents.append(
                    LayoutFile(
                        spec: spec,
                        generation: 1,
                        snapshot: laidOut.snapshot,
                        sources: laidOut.pictures.sources
                    )
                )
                if let output {
                    let folder = OutputFolder(root: output)
                    try folder.publish(documents[documents.count - 1])
                    let pictures = laidOut.pictures.pictures(spec: spec, generation: 1, snapshot: laidOut.snapshot)
                        .map { (environment: $0.layout.name, svg: $0.svg()) }
                    try folder.publishPreviews(spec: spec, pictures)
                }
            } catch let errors as SpecErrors {
                failed = true
                printError(errors.description)
                if let output {
                    let file = ErrorFile(spec: spec, errors: SpecFile.errorEntries(errors))
                    try OutputFolder(root: output).publish(file)
                }
            }
        }
        if output == nil {
            printDocuments(documents, several: expansion.namesASet)
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed {
            throw ExitCode.failure
        }
    }

    /// The document restricted to the environments named with `--environment`; an unknown name is an
    /// error at the spec's `environments:` key (`text` is the spec's bytes, to find it).
    static func select(
        _ names: [String],
        of document: LayoutDocument,
        spec: String,
        text: Data
    ) throws -> LayoutDocument {
        guard !names.isEmpty else { return document }
        let known = document.environments.map(\.name)
        for name in names where !known.contains(name) {
            let key = environmentsKey(in: text)
            let listed = known.joined(separator: ", ")
            throw SpecErrors([
                SpecError(
                    kind: .invalidValue,
                    message: key == nil
                        ? "no environment named \"\(name)\": the spec has no `environments:`, and its default environments are \(listed)"
                        : "no environment named \"\(name)\" (the spec has: \(listed))",
                    location: SourceLocation(file: spec, line: key?.line ?? 1, column: key?.column ?? 1),
                    path: "environments"
                )
            ])
        }
        // The environments' own keys (computed values) go with them.
        let indices = document.environments.indices.filter { names.contains(document.environments[$0].name) }
        var selected = document
        selected.environments = indices.map { document.environments[$0] }
        selected.environmentKeys = indices.map { document.keys(at: $0) }
        return selected
    }

    /// Where the spec's top-level `environments` key is written (1-based), if it has one.
    static func environmentsKey(in text: Data) -> (line: Int, column: Int)? {
        guard let yaml = String(data: text, encoding: .utf8), let root = try? Yams.compose(yaml: yaml),
            let mapping = root.mapping
        else { return nil }
        guard let key = mapping.keys.first(where: { $0.string == "environments" }), let mark = key.mark else {
            return nil
        }
        return (mark.line, mark.column)
    }

    func printDocuments(_ documents: [LayoutFile], several: Bool) {
        var out = ""
        switch format {
        case .json:
            // One spec asked for: its document; several: an array, even when some failed.
            if !several, documents.count == 1 {
                out = documents[0].json()
            } else {
                out = "[\n" + documents.map { $0.json().dropLast() }.joined(separator: ",\n") + "\n]\n"
            }
        case .text:
            for document in documents {
                if several { out += "spec \(document.spec)\n" }
                out += LayoutText.render(document.snapshot)
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }
}
