import ArgumentParser
import Foundation
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd check SPEC…`: validates specs and reports their errors in the form a person, a script,
/// GitHub Actions or code scanning reads.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate specs; report errors as file:line:column, JSON, GitHub annotations or SARIF.",
        discussion: """
            Exit status: 0 when every spec is valid, 1 when a spec has errors, 2 when a spec cannot be \
            read (missing, not permitted, too large), 64 for a mistake on the command line. With \
            --against, the app's Swift is imported and laid out in the spec's environments with its \
            items: 1 when it gives other frames than the spec, element by element.
            """
    )

    /// How errors are reported.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Compiler-style lines on standard error; nothing when all is well.
        case text
        /// A JSON array of every error on standard output (empty when all is well).
        case json
        /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`) on standard output.
        case github
        /// A SARIF 2.1.0 log on standard output, for code scanning.
        case sarif
    }

    @Argument(help: ArgumentHelp(stringLiteral: SpecArguments.help), completion: SpecArguments.completion)
    var specs: [String]

    @Option(help: "text (default), json, github or sarif.")
    var format: Format = .text

    @Option(
        parsing: .upToNextOption,
        help: "The app's Swift files whose layout must give the spec's frames (the drift check; one spec)."
    )
    var against: [String] = []

    @Option(help: "With --against: the imported layout to compare, when the files make several.")
    var layout: String?

    func validate() throws {
        if layout != nil && against.isEmpty { throw ValidationError("--layout goes with --against") }
        if !against.isEmpty && (format == .json || format == .sarif) {
            throw ValidationError("--against reports as text or github")
        }
    }

    /// The exit status of a spec that cannot be read, apart from one with errors.
    static let unreadable: Int32 = 2

    func run() throws {
        if !against.isEmpty { return try checkAgainstSwift() }
        var errors: [SpecError] = []
        var warnings: [SpecError] = []
        var unreadable = false
        let expansion = SpecArguments.expand(specs)
        for argument in expansion.unmatched {
            unreadable = true
            errors += SpecArguments.unmatchedError(argument).errors
        }
        for spec in expansion.specs {
            let data: Data
            do {
                data = try SpecFile.contents(spec)
            } catch let failure {
                unreadable = true
                errors += failure.errors
                continue
            }
            var pipeline = SpecPipeline(file: spec)
            do {
                _ = try pipeline.document(from: data)
            } catch let failure {
                errors += failure.errors
            }
            warnings += pipeline.warnings
        }
        switch format {
        case .text:
            // Warnings are said, and do not fail the check.
            let said = (errors + warnings).sorted {
                ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
            }
            if !said.isEmpty { printError(said.map(\.description).joined(separator: "\n")) }
        case .json:
            print(try Self.json(errors.map(Self.object)))
        case .github:
            for error in errors + warnings { print(Self.githubAnnotation(error)) }
        case .sarif:
            print(try Self.json(Self.sarif(errors)))
        }
        if unreadable { throw ExitCode(Self.unreadable) }
        if !errors.isEmpty { throw ExitCode.failure }
    }

    static func json(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: value,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        )
        return String(decoding: data, as: UTF8.self)
    }

    /// One error as `--format json` writes it.
    static func object(_ error: SpecError) -> [String: Any] {
        [
            "file": error.location.file, "line": error.location.line, "column": error.location.column,
            "path": error.path, "kind": error.kind.rawValue, "message": error.message,
        ]
    }

    /// `::error file=F,line=L,col=C,title=layoutd KIND::PATH: MESSAGE`, escaped as GitHub's workflow
    /// commands require.
    static func githubAnnotation(_ error: SpecError) -> String {
        GitHubAnnotation.line(
            error.isWarning ? "warning" : "error",
            file: error.location.file,
            line: error.location.line,
            column: error.location.column,
            title: "layoutd \(error.kind.rawValue)",
            message: error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
        )
    }

    /// A spec's path as SARIF's `uri`, a URI reference that reads back as the same path: an absolute
    /// path as its `file://` URL, a relative one percent-encoded (a space, `#`, `%`, `?`, a colon
    /// that would read as a scheme, and every byte outside ASCII).
    static func sarifURI(_ path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// A SARIF 2.1.0 log of `errors`: one rule for each kind of error, one result for each error.
    static func sarif(_ errors: [SpecError]) -> [String: Any] {
        let kinds = Array(Set(errors.map(\.kind.rawValue))).sorted()
        var rules: [[String: Any]] = []
        for kind in kinds {
            let description: [String: Any] = ["text": "layout spec: \(kind)"]
            rules.append(["id": kind, "shortDescription": description])
        }
        var results: [[String: Any]] = []
        for error in errors {
            let region: [String: Any] = ["startLine": error.location.line, "startColumn": error.location.column]
            let artifact: [String: Any] = ["uri": sarifURI(error.location.file)]
            let physical: [String: Any] = ["artifactLocation": artifact, "region": region]
            let location: [String: Any] = ["physicalLocation": physical]
            let text = error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
            let message: [String: Any] = ["text": text]
            results.append([
                "ruleId": error.kind.rawValue, "level": "error", "message": message, "locations": [location],
            ])
        }
        let driver: [String: Any] = [
            "name": "layoutd", "version": LayoutdVersion.current, "semanticVersion": LayoutdVersion.current,
            "informationUri": LayoutdVersion.home, "rules": rules,
        ]
        let tool: [String: Any] = ["driver": driver]
        let run: [String: Any] = ["tool": tool, "results": results]
        return ["version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "runs": [run]]
    }
}
