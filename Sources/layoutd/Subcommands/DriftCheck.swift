import Foundation
import LayoutEngine
import LayoutFiles
import LayoutProtocol
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Yams

/// `layoutd check SPEC --against FILE.swift…`: whether the app's layout code still gives the spec's
/// frames.
///
/// The Swift is read as `layoutd import` reads it, and its layout is laid out in the spec's
/// environments with the spec's items (the code cannot know how many items the running app shows):
/// the imported spec takes the spec's `environments`, its `let:` names when it has none, and, section
/// by section, the spec's `id` and `items`. The two layouts are then compared element by element, the
/// spec's frames first.
struct DriftCheck {
    var spec: String
    var sources: [String]
    /// The imported layout to compare with, by name, when the files make several.
    var layoutName: String?

    /// What the check found, to print.
    struct Outcome {
        /// The imported layout compared with: its name and where it is made.
        var layout: String
        var changes: [LayoutReferenceChange]
        /// The spec laid out, for the spec's lines of each change.
        var laidout: SnapshotReference.Laidout
        /// The import's warnings in the files the layout was read from.
        var warnings: [ImportWarning]
    }

    /// A reason the check could not be made (a file that cannot be read, code that makes no layout,
    /// a layout that cannot be told apart), located where it can be.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        var unreadable = false
    }

    func run() throws -> Outcome {
        var texts: [(text: String, file: String)] = []
        // Each file's size is checked before it is read (the size of what a link leads to).
        for file in sources {
            let data: Data
            do {
                data = try BoundedFile.read(
                    file,
                    limit: SwiftSourceImport.maximumFileBytes,
                    bound: "Swift files may be at most 512 KiB"
                )
            } catch {
                throw Failure(description: error.description, unreadable: true)
            }
            texts.append((String(decoding: data, as: UTF8.self), file))
        }
        let imported = SwiftSourceImport.specs(in: texts)
        if let failure = imported.failures.first { throw Failure(description: failure.description) }
        let chosen = try choose(from: imported.specs)
        let laidout = try SnapshotReference(spec: spec, folderName: SnapshotReference.defaultFolderName).layOut()
        let merged = try merge(chosen.text)
        let swiftDocument: LayoutDocument
        do {
            swiftDocument = try SpecParser().parse(merged, file: "\(chosen.file) (\(chosen.name))")
        } catch {
            throw Failure(
                description: "\(spec): the layout of \(chosen.file) does not lay out in the spec's environments:\n"
                    + "\(error)"
            )
        }
        var layout = IncrementalLayout()
        let swiftSnapshot = layout.update(swiftDocument).snapshot
        let changes = LayoutReference(laidout.snapshot).changes(to: LayoutReference(swiftSnapshot))
        let files = imported.specs.count == 1 ? Set(sources) : [chosen.file]
        return Outcome(
            layout: "\(chosen.name), \(chosen.file):\(chosen.line):\(chosen.column)",
            changes: changes,
            laidout: laidout,
            warnings: imported.warnings.filter { files.contains($0.file) && !Self.suppliedBySpec($0) }
        )
    }

    /// Whether an import warning is about what the spec supplies here (its environments and items),
    /// and so says nothing about the comparison.
    static func suppliedBySpec(_ warning: ImportWarning) -> Bool {
        warning.message.hasPrefix("no environments recorded") || warning.message.hasPrefix("no items recorded")
    }

    /// The imported layout to compare with: the one named, the only one, or the one whose name is the
    /// spec's (its `name:` or its file's name, case and `-`/`_` aside).
    func choose(from specs: [SwiftSourceImport.Spec]) throws -> SwiftSourceImport.Spec {
        let names = specs.map(\.name).joined(separator: ", ")
        if let layoutName {
            guard let found = specs.first(where: { $0.name == layoutName }) else {
                throw Failure(description: "\(spec): no layout named \(layoutName) in the files (they make: \(names))")
            }
            return found
        }
        guard !specs.isEmpty else {
            throw Failure(description: "\(spec): the files make no collection view layout that import can read")
        }
        if specs.count == 1 { return specs[0] }
        func key(_ name: String) -> String {
            name.lowercased().filter { $0.isLetter || $0.isNumber }
        }
        let stem = URL(fileURLWithPath: spec).lastPathComponent.replacingOccurrences(of: ".layout.yaml", with: "")
        if let found = specs.first(where: { key($0.name) == key(stem) }) { return found }
        throw Failure(
            description: "\(spec): the files make several layouts (\(names)); name one with --layout NAME"
        )
    }

    /// The imported spec's text with the spec's environments, names, section ids and items.
    func merge(_ importedText: String) throws -> String {
        let specText = String(decoding: try SpecFile.contents(spec), as: UTF8.self)
        guard var swift = try Yams.compose(yaml: importedText), let own = try Yams.compose(yaml: specText) else {
            throw Failure(description: "\(spec): the spec or the imported layout is empty")
        }
        if let environments = own["environments"] { swift["environments"] = environments }
        if swift["let"] == nil, let names = own["let"] { swift["let"] = names }
        if let ownSections = own["sections"]?.sequence, var sections = swift["sections"]?.sequence {
            for index in sections.indices where index < ownSections.count {
                var section = sections[index]
                if let id = ownSections[index]["id"] { section["id"] = id }
                if let items = ownSections[index]["items"] { section["items"] = items }
                sections[index] = section
            }
            swift["sections"] = .sequence(sections)
        }
        return try Yams.serialize(node: swift)
    }
}
