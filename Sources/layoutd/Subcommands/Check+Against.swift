import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat
import SpecImport

extension Check {
    /// `check SPEC --against FILE.swift…`: the drift check (``DriftCheck``), reported as text or
    /// GitHub annotations at the spec's lines.
    func checkAgainstSwift() throws {
        let expansion = SpecArguments.expand(specs)
        guard expansion.unmatched.isEmpty, expansion.specs.count == 1, !expansion.namesASet else {
            throw ValidationError("--against compares one spec file with the Swift that should give its frames")
        }
        let spec = expansion.specs[0]
        let outcome: DriftCheck.Outcome
        do {
            outcome = try DriftCheck(spec: spec, sources: against, layoutName: layout).run()
        } catch let failure as DriftCheck.Failure {
            printError(failure.description)
            throw ExitCode(failure.unreadable ? Self.unreadable : 1)
        } catch let errors as SpecErrors {
            switch format {
            case .github: for error in errors.errors { print(Self.githubAnnotation(error)) }
            default: printError(errors.description)
            }
            let unreadable =
                errors.errors.contains { $0.kind == .tooLarge } || !FileManager.default.isReadableFile(atPath: spec)
            throw ExitCode(unreadable ? Self.unreadable : 1)
        }
        // The import's warnings say where the Swift holds a value only the running app knows.
        for warning in outcome.warnings {
            switch format {
            case .github:
                print(
                    GitHubAnnotation.line(
                        "warning",
                        file: warning.file,
                        line: warning.line,
                        column: warning.column,
                        title: "layoutd import",
                        message: warning.message
                    )
                )
            default: printError(warning.description)
            }
        }
        guard !outcome.changes.isEmpty else {
            if format == .text { print("\(spec): the Swift (\(outcome.layout)) gives the spec's frames") }
            return
        }
        if format == .text {
            print("\(spec): the Swift (\(outcome.layout)) gives other frames than the spec (spec → Swift):")
            print("  \(outcome.pairing.summary)")
        }
        var annotations = AnnotationBudget()
        for line in ChangeSummary(
            outcome.changes,
            environments: outcome.laidout.snapshot.environments.map(\.name),
            causes: outcome.causes
        ).lines {
            switch format {
            case .github:
                annotations.add(
                    SnapshotVerify.annotation(
                        line,
                        of: spec,
                        in: outcome.laidout,
                        title: "layout drift",
                        note: "spec → Swift, \(outcome.layout)"
                    )
                )
            default: print("  " + line.description)
            }
        }
        for line in annotations.lines(title: "layout drift", listedBy: "layoutd check \(spec) --against …") {
            print(line)
        }
        throw ExitCode.failure
    }
}
