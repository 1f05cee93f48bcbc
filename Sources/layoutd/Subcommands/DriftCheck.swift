import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
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
        /// How the spec's sections and the Swift's were paired.
        var pairing: SectionPairing
        var changes: [LayoutReferenceChange]
        /// The keys whose values differ, spec → Swift: the cause a report names where one key differs.
        var causes: KeyChanges
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
        let (merged, pairing) = try merge(chosen.text)
        let swiftDocument: LayoutDocument
        do {
            swiftDocument = try SpecParser().parse(merged, file: chosen.file)
        } catch {
            // Said where the layout is made, with the key path of what does not read: the merged spec
            // is in neither file.
            let reasons = error.errors.map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" }
            throw Failure(
                description: "\(chosen.file):\(chosen.line):\(chosen.column): error: the layout made here "
                    + "(\(chosen.name)) does not lay out in the environments of \(spec) (\(pairing.summary)): "
                    + reasons.joined(separator: "; ")
            )
        }
        var layout = IncrementalLayout()
        let swiftSnapshot = layout.update(swiftDocument).snapshot
        let changes = LayoutReference(laidout.snapshot).changes(to: LayoutReference(swiftSnapshot))
        let files = imported.specs.count == 1 ? Set(sources) : [chosen.file]
        return Outcome(
            layout: "\(chosen.name), \(chosen.file):\(chosen.line):\(chosen.column)",
            pairing: pairing,
            changes: changes,
            causes: KeyChanges(from: laidout.document, to: swiftDocument),
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

    /// The imported spec's text with the spec's environments, names, section ids and items, its
    /// sections paired with the spec's (``SectionPairing``); a variant's keys follow its section to
    /// the spec's id.
    func merge(_ importedText: String) throws -> (text: String, pairing: SectionPairing) {
        let specText = String(decoding: try SpecFile.contents(spec), as: UTF8.self)
        guard var swift = try Yams.compose(yaml: importedText), let own = try Yams.compose(yaml: specText) else {
            throw Failure(description: "\(spec): the spec or the imported layout is empty")
        }
        if let environments = own["environments"] { swift["environments"] = environments }
        if swift["let"] == nil, let names = own["let"] { swift["let"] = names }
        var pairing = SectionPairing(specIDs: [], swiftIDs: [])
        if let ownSections = own["sections"]?.sequence, var sections = swift["sections"]?.sequence {
            pairing = SectionPairing(
                specIDs: ownSections.map { $0["id"]?.string },
                swiftIDs: sections.map { $0["id"]?.string }
            )
            var renamed: [String: String] = [:]
            for index in sections.indices {
                guard let specIndex = pairing.specIndex[index] else { continue }
                var section = sections[index]
                let ownSection = ownSections[specIndex]
                if let id = ownSection["id"] {
                    if let old = section["id"]?.string, let new = id.string, old != new { renamed[old] = new }
                    section["id"] = id
                }
                if let items = ownSection["items"] { section["items"] = items }
                sections[index] = section
            }
            swift["sections"] = .sequence(sections)
            if !renamed.isEmpty, var layout = swift["layout"], var variants = layout["variants"]?.sequence {
                for index in variants.indices {
                    guard var variant = variants[index].mapping, let set = variant["set"]?.mapping else { continue }
                    variant["set"] = .mapping(Self.renaming(set, renamed))
                    variants[index] = .mapping(variant)
                }
                layout["variants"] = .sequence(variants)
                swift["layout"] = layout
            }
        }
        return (try Yams.serialize(node: swift), pairing)
    }

    /// A variant's `set:` with the sections renamed by `renamed` (old id → new): in its dotted keys
    /// (`sections.featured.group`) and in a `sections:` mapping of its own.
    static func renaming(_ set: Node.Mapping, _ renamed: [String: String]) -> Node.Mapping {
        var set = set
        for index in set.indices {
            let (key, value) = set[index]
            guard let text = key.string else { continue }
            let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            if parts.count >= 2, parts[0] == "sections", let new = renamed[parts[1]] {
                let renamedKey = (["sections", new] + parts.dropFirst(2)).joined(separator: ".")
                set[index] = (Node(renamedKey), value)
            } else if parts == ["sections"], var sections = value.mapping {
                for inner in sections.indices {
                    let (id, body) = sections[inner]
                    if let old = id.string, let new = renamed[old] { sections[inner] = (Node(new), body) }
                }
                set[index] = (key, .mapping(sections))
            }
        }
        return set
    }
}
