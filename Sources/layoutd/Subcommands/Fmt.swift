import ArgumentParser
import Foundation
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd fmt SPEC…`: quotes the Swift a spec holds pasted as it reads in the app, so that YAML
/// tools (the schema check, the editors' YAML extensions) read the spec as layoutd does.
struct Fmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Quote the Swift pasted into specs, so that any YAML tool reads them.",
        discussion: """
            layoutd reads an unquoted paste (contentInsets: NSDirectionalEdgeInsets(top: 8, …)) as if it \
            were quoted; YAML itself does not, so editors flag the line. fmt puts each such value in \
            single quotes and leaves every other byte as it is. With --check, nothing is written: the \
            specs that would change are named and the exit status is 1. Exit status: 0, 1 (--check) when a \
            spec would change, 2 when a spec cannot be read.
            """
    )

    @Argument(help: ArgumentHelp(stringLiteral: SpecArguments.help), completion: SpecArguments.completion)
    var specs: [String]

    @Flag(help: "Change nothing: name the specs that would change, and exit 1 if one would.")
    var check = false

    func run() throws {
        let expansion = SpecArguments.expand(specs)
        var unreadable = !expansion.unmatched.isEmpty
        for argument in expansion.unmatched { printError(SpecArguments.unmatchedError(argument).description) }
        var changed = false
        for spec in expansion.specs {
            let data: Data
            do {
                data = try SpecFile.contents(spec)
            } catch {
                printError("\(TerminalText.escaped(spec)):1:1: error: \(error)")
                unreadable = true
                continue
            }
            guard let text = String(data: data, encoding: .utf8), let quoted = PasteQuoting.quoted(text) else {
                continue
            }
            changed = true
            let values = quoted.count == 1 ? "1 pasted value" : "\(quoted.count) pasted values"
            if check {
                print("\(TerminalText.escaped(spec)): \(values) to quote")
            } else {
                try Data(quoted.text.utf8).write(to: URL(fileURLWithPath: spec), options: .atomic)
                print("\(TerminalText.escaped(spec)): quoted \(values)")
            }
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if check && changed { throw ExitCode.failure }
    }
}
