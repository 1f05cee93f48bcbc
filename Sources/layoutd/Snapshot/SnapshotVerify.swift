import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// `layoutd snapshot verify [PATH…]`: lays every spec out and compares it with its reference.
struct SnapshotVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Lay every spec out and compare it with its layout snapshot.",
        discussion: """
            Exit status: 0 when every layout equals its reference; 1 when one differs, has no \
            reference (unless --record-missing) or has errors; 2 when a spec cannot be read. Each \
            difference is one line (old frame → new frame), and each environment that differs is \
            drawn with the reference's frames dashed over the new ones into the --artifacts folder.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Lines for a person: the differences on standard output, errors on standard error.
        case text
        /// GitHub Actions annotations at the spec's lines, on standard output.
        case github
    }

    @OptionGroup var options: Snapshot.Options

    @Option(help: "text (default) or github.")
    var format: Format = .text

    @Flag(help: "Record the reference of a spec that has none, instead of failing.")
    var recordMissing = false

    @Option(help: "Points by which a number may differ and still match (default 0: frames are exact).")
    var tolerance: Double = 0

    @Option(help: "The folder for the pictures of what differs.")
    var artifacts: String = "layout-snapshot-failures"

    func validate() throws {
        guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance is a number of points ≥ 0") }
    }

    func run() throws {
        let (specs, unmatched) = options.specs()
        var unreadable = unmatched
        var failed = false
        var matched = 0
        var annotations = AnnotationBudget()
        for spec in specs {
            let reference = SnapshotReference(spec: spec, folderName: options.folder)
            let laidout: SnapshotReference.Laidout
            do {
                laidout = try reference.layOut()
            } catch let errors as SpecErrors {
                if errors.errors.contains(where: { $0.kind == .tooLarge })
                    || !FileManager.default.isReadableFile(atPath: spec)
                {
                    unreadable = true
                } else {
                    failed = true
                }
                report(errors)
                continue
            }
            let stored: String?
            do {
                stored = try SnapshotFiles.readReference(reference.text)
            } catch {
                failed = true
                fail(spec, line: 1, column: 1, "\(error)")
                continue
            }
            guard let text = stored else {
                if recordMissing {
                    do {
                        try reference.record(laidout)
                    } catch let refusal as SnapshotFiles.Refusal {
                        failed = true
                        fail(spec, line: 1, column: 1, refusal.description)
                        continue
                    }
                    print(
                        "\(TerminalText.escaped(spec)): recorded its missing reference, \(SnapshotFiles.shown(reference.text))"
                    )
                    matched += 1
                } else {
                    failed = true
                    fail(
                        spec,
                        line: 1,
                        column: 1,
                        "no layout snapshot at \(SnapshotFiles.shown(reference.text)) "
                            + "(run `layoutd snapshot record \(TerminalText.escaped(spec))`, or verify with --record-missing)"
                    )
                }
                continue
            }
            let old: LayoutReference
            do {
                old = try LayoutReference(text: text)
            } catch {
                failed = true
                fail(spec, line: 1, column: 1, "\(SnapshotFiles.shown(reference.text)): \(error)")
                continue
            }
            let changes = old.changes(to: LayoutReference(laidout.snapshot), tolerance: tolerance)
            if changes.isEmpty {
                matched += 1
                continue
            }
            failed = true
            if format == .text {
                print("\(TerminalText.escaped(spec)): the layout differs from \(SnapshotFiles.shown(reference.text)):")
            }
            // A line a section and environment, what moved together said once.
            for line in ChangeSummary(changes, environments: laidout.snapshot.environments.map(\.name)).lines {
                switch format {
                case .text: print("  " + line.description)
                case .github: annotations.add(Self.annotation(line, of: spec, in: laidout, title: "layout snapshot"))
                }
            }
            let written = try drawDifferences(changes, of: spec, laidout: laidout)
            if format == .text {
                for path in written { print("  drawn: \(path)") }
            }
        }
        for line in annotations.lines(title: "layout snapshot", listedBy: "layoutd snapshot verify") { print(line) }
        if format == .text {
            print("layout snapshots: \(matched) of \(specs.count) match")
        }
        if unreadable { throw ExitCode(Check.unreadable) }
        if failed { throw ExitCode.failure }
    }

    /// A spec's errors, as `check` reports them in the format asked for.
    func report(_ errors: SpecErrors) {
        switch format {
        case .text: printError(errors.description)
        case .github: for error in errors.errors { print(Check.githubAnnotation(error)) }
        }
    }

    /// One failure of a spec that is not a difference of frames.
    func fail(_ spec: String, line: Int, column: Int, _ message: String) {
        switch format {
        case .text: printError("\(TerminalText.escaped(spec)):\(line):\(column): error: \(message)")
        case .github:
            print(
                GitHubAnnotation.line(
                    "error",
                    file: spec,
                    line: line,
                    column: column,
                    title: "layout snapshot",
                    message: message
                )
            )
        }
    }

    /// A summary line as a GitHub annotation at the spec's line of its first change, with `note`
    /// after it.
    static func annotation(
        _ line: ChangeSummary.Line,
        of spec: String,
        in laidout: SnapshotReference.Laidout,
        title: String,
        note: String? = nil
    ) -> String {
        let at = line.changes.first.map { Self.place(of: $0, in: laidout) } ?? (line: 1, column: 1)
        return GitHubAnnotation.line(
            "error",
            file: spec,
            line: at.line,
            column: at.column,
            title: title,
            message: line.description + (note.map { " (\($0))" } ?? "")
        )
    }

    /// A change as a GitHub annotation at the spec's line (``place(of:in:)``), with `note` after it.
    static func annotation(
        _ change: LayoutReferenceChange,
        of spec: String,
        in laidout: SnapshotReference.Laidout,
        title: String,
        note: String? = nil
    ) -> String {
        let place = place(of: change, in: laidout)
        return GitHubAnnotation.line(
            "error",
            file: spec,
            line: place.line,
            column: place.column,
            title: title,
            message: change.description + (note.map { " (\($0))" } ?? "")
        )
    }

    /// Where the spec wrote what changed: a cell's `items:` entry, a section's entry for anything else
    /// in it, the spec's first line for a whole environment or a section that is gone.
    static func place(
        of change: LayoutReferenceChange,
        in laidout: SnapshotReference.Laidout
    ) -> (line: Int, column: Int) {
        guard let section = change.section,
            let environment = laidout.snapshot.environments.firstIndex(where: { $0.name == change.environment }),
            environment < laidout.pictures.sources.count,
            let placed = laidout.snapshot.environments[environment].sections.first(where: { $0.id.rawValue == section }
            ),
            placed.index < laidout.pictures.sources[environment].count
        else { return (1, 1) }
        let trace = laidout.pictures.sources[environment][placed.index]
        var label: String?
        switch change {
        case .moved(_, _, let name, _, _), .added(_, _, let name, _), .removed(_, _, let name, _): label = name
        default: label = nil
        }
        if let item = label.flatMap({ $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }),
            let run = trace.run(holding: item)
        {
            return (run.line, run.column)
        }
        return (trace.line, trace.column)
    }

    /// Draws each environment that differs, the reference's frames of what moved or went dashed over
    /// the new layout and what moved or came outlined, into the artifacts folder laid out as the
    /// daemon's output folder; returns the paths written.
    func drawDifferences(
        _ changes: [LayoutReferenceChange],
        of spec: String,
        laidout: SnapshotReference.Laidout
    ) throws -> [String] {
        var pictures: [(environment: String, svg: String)] = []
        for (index, environment) in laidout.snapshot.environments.enumerated() {
            let here = changes.filter { $0.environment == environment.name }
            guard !here.isEmpty else { continue }
            var previous: [Rect] = []
            var touched: Set<String> = []
            for change in here {
                switch change {
                case .moved(_, let section, let label, let old, _):
                    previous.append(old)
                    touched.insert(section + "\u{0}" + label)
                case .added(_, let section, let label, _): touched.insert(section + "\u{0}" + label)
                case .removed(_, _, _, let frame): previous.append(frame)
                default: break
                }
            }
            var changed: Set<PreviewSVG.Touched> = []
            for element in environment.supplementaries
            where touched.contains("global\u{0}" + LayoutText.label(of: element)) {
                changed.insert(PreviewSVG.Touched(section: nil, key: ElementKey(element)))
            }
            for section in environment.sections {
                for element in section.elements
                where touched.contains(section.id.rawValue + "\u{0}" + LayoutText.label(of: element)) {
                    changed.insert(PreviewSVG.Touched(section: section.id, key: ElementKey(element)))
                }
            }
            let picture = laidout.picture(spec: spec, at: index, previous: previous, changed: changed)
            pictures.append((environment.name, picture.svg()))
        }
        guard !pictures.isEmpty else { return [] }
        let folder = OutputFolder(root: artifacts)
        try folder.publishPreviews(spec: spec, pictures)
        return pictures.map {
            SnapshotReference.shown(
                folder.folder(forSpec: spec).appendingPathComponent(OutputFolder.previewName($0.environment))
            )
        }
    }
}
