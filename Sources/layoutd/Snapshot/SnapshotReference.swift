import Foundation
import LayoutEngine
import LayoutFiles
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// Where a spec's layout snapshot lives, and how it is laid out and written.
///
/// For `screens/home.layout.yaml` and the folder `__Layouts__`: `screens/__Layouts__/home.txt`, the
/// text form of every frame in every environment, and `screens/__Layouts__/home/ENV.svg`, one picture
/// an environment.
struct SnapshotReference {
    /// The spec, as the command line named it.
    var spec: String
    /// The folder beside the spec that holds the references.
    var folderName: String

    static let defaultFolderName = "__Layouts__"

    /// The spec's name without `.layout.yaml`.
    var name: String {
        let file = URL(fileURLWithPath: spec).lastPathComponent
        return file.hasSuffix(".layout.yaml") ? String(file.dropLast(".layout.yaml".count)) : file
    }

    var folder: URL {
        URL(fileURLWithPath: spec).deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
    }

    var text: URL { folder.appendingPathComponent(name + ".txt") }
    var pictures: URL { folder.appendingPathComponent(name, isDirectory: true) }

    /// `path` as the command line would name it: relative to the current folder when it is inside it.
    static func shown(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// A spec read, checked and laid out: what a reference is made of and compared with.
    typealias Laidout = SpecPipeline.LaidOut

    /// Reads, parses and lays out the spec; its errors are thrown as a spec's are.
    ///
    /// A spec whose name
    /// is not a plain name (`...layout.yaml` is named `..`) has no reference: the name would lead
    /// out of the references' folder.
    func layOut() throws -> Laidout {
        if let problem = SnapshotFiles.plainNameProblem(name) {
            throw SpecFile.failure(
                .syntax,
                "the spec's name \(TerminalText.quoted(name)) cannot name a reference (\(problem)): rename the file",
                file: spec
            )
        }
        let data = try SpecFile.contents(spec)
        var pipeline = SpecPipeline(file: spec)
        return try pipeline.read(data)
    }

    /// Writes the reference of `laidout`: its text, then its pictures, each whole.
    ///
    /// Pictures of environments the spec no longer has are removed, where they read as pictures
    /// layoutd drew.
    /// Nothing is written through a link (``SnapshotFiles``).
    func record(_ laidout: Laidout) throws {
        let text = LayoutText.render(laidout.snapshot)
        guard text.utf8.count <= SnapshotFiles.maximumReferenceBytes else {
            throw SnapshotFiles.Refusal(
                description:
                    "\(SnapshotFiles.shown(self.text)): the layout's text is \(text.utf8.count) bytes; references may be at most \(SnapshotFiles.maximumReferenceBytes / 1024 / 1024) MiB"
            )
        }
        try SnapshotFiles.makeFolder(folder)
        // `home.txt.layout.yaml` keeps its pictures in `home.txt/`, where `home.layout.yaml` keeps its
        // text: two specs whose references share a name.
        let sharing = URL(fileURLWithPath: spec).deletingLastPathComponent()
            .appendingPathComponent(String(name.dropLast(".txt".count)) + ".layout.yaml")
        if name.hasSuffix(".txt"), SnapshotFiles.kind(of: pictures) == .regular,
            FileManager.default.fileExists(atPath: sharing.path)
        {
            throw SnapshotFiles.Refusal(
                description:
                    "\(SnapshotFiles.shown(pictures)) is the reference of \(TerminalText.escaped(sharing.lastPathComponent)), "
                    + "and this spec's pictures would be a folder of the same name: rename one of the two specs"
            )
        }
        try SnapshotFiles.makeFolder(pictures)
        try SnapshotFiles.write(text, to: self.text)
        var kept: Set<String> = []
        for index in laidout.snapshot.environments.indices {
            let file = OutputFolder.previewName(laidout.snapshot.environments[index].name)
            kept.insert(file)
            // The spec is named from the pictures' folder, so that recording from another working
            // folder writes the same bytes.
            try SnapshotFiles.write(
                laidout.picture(spec: RelativePath.of(spec, from: pictures.path), at: index).svg(),
                to: pictures.appendingPathComponent(file)
            )
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: pictures.path)) ?? []
        for file in existing where file.hasSuffix(".svg") && !kept.contains(file) {
            let url = pictures.appendingPathComponent(file)
            if SnapshotFiles.isDrawnPicture(url) { try? FileManager.default.removeItem(at: url) }
        }
    }
}

extension SpecPipeline.LaidOut {
    /// The picture of environment `index`, with frames a reference had drawn over it.
    func picture(
        spec: String,
        at index: Int,
        previous: [Rect] = [],
        changed: Set<PreviewSVG.Touched> = []
    ) -> PreviewSVG {
        var picture = pictures.picture(at: index, spec: spec, generation: 1, snapshot: snapshot)
        picture.changed = changed
        picture.previousFrames = previous
        return picture
    }
}
