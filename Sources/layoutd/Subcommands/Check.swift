import ArgumentParser
import LayoutDaemon
import LayoutSpecFormat

/// `layoutd check SPEC…`: validates specs, printing compiler-style errors; silent when all are good.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate specs; print errors as file:line:column and exit 1 if there are any."
    )

    @Argument(help: "Spec files (*.layout.yaml).")
    var specs: [String]

    func run() throws {
        var failed = false
        for spec in specs {
            do {
                _ = try SpecFile.load(spec)
            } catch {
                failed = true
                printError(error.description)
            }
        }
        if failed {
            throw ExitCode.failure
        }
    }
}
