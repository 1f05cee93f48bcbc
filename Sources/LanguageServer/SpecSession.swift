import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat

/// One open spec in the editor: its unsaved text, and the parse and layout of it, kept from one
/// change to the next as the daemon keeps them from one save to the next.
///
/// A change composes again only the sections whose lines changed and lays out again only the
/// sections whose keys changed (``ComposedSpec``, ``IncrementalLayout``). The last good layout stays
/// while the text has errors, so that hovering still shows frames while a key is half typed.
struct SpecSession {
    /// The name errors are reported under: the file's path.
    let file: String
    private(set) var text = ""
    private(set) var version = 0
    /// The parse tree and section caches kept from one change to the next.
    private var pipeline: SpecPipeline
    /// The errors of the current text; empty when it lays out.
    private(set) var errors: [SpecError] = []
    /// The warnings of the current text (names bound and never used), whether it lays out or not.
    private(set) var warnings: [SpecError] = []
    /// The last text that laid out, its document and layout.
    private(set) var goodText: SourceText?
    /// The names that text's `let:` mappings bind, with their values (``SpecParser/boundNames(in:file:)``),
    /// read when first asked for.
    private(set) var boundNames: [BoundName]?
    private var goodSource = ""
    private(set) var document: LayoutDocument?
    private(set) var snapshot: LayoutSnapshot?

    init(file: String) {
        self.file = file
        pipeline = SpecPipeline(file: file)
    }

    /// Reads the text of version `version`: its errors, and its layout when it has none.
    mutating func update(text: String, version: Int, parser: SpecParser) {
        self.text = text
        self.version = version
        pipeline.parser = parser
        let laidOut: SpecPipeline.LaidOut
        do {
            // A layout that is not finite keeps nothing, its section caches included, as in the daemon.
            defer { warnings = pipeline.warnings }
            laidOut = try pipeline.read(text: text)
        } catch let failure {
            errors = failure.errors
            return
        }
        errors = []
        document = laidOut.document
        snapshot = laidOut.snapshot
        goodText = SourceText(text)
        goodSource = text
        boundNames = nil
    }

    /// Takes the text of version `version` without reading it: a newer version waits to be read.
    ///
    /// The errors and layout stay those of the last text read.
    mutating func pass(text: String, version: Int) {
        self.text = text
        self.version = version
    }

    /// The names the last text that laid out binds, read once for that text.
    mutating func names(parser: SpecParser) -> [BoundName] {
        if let boundNames { return boundNames }
        let names = goodText == nil ? [] : parser.boundNames(in: goodSource, file: file)
        boundNames = names
        return names
    }

    /// The LSP diagnostics of the current text.
    func diagnostics() -> [[String: Any]] {
        let source = SourceText(text)
        return (errors + warnings).map { error in
            var diagnostic: [String: Any] = [
                "range": source.range(
                    line: error.location.line,
                    column: error.location.column,
                    quoted: error.quotedTexts
                ).json,
                "severity": error.isWarning ? 2 : 1,
                "source": "layoutd",
                "code": error.kind.rawValue,
                "message": error.path.isEmpty ? error.message : "\(error.path): \(error.message)",
            ]
            if let suggestion = error.suggestion { diagnostic["data"] = ["suggestion": suggestion] }
            return diagnostic
        }
    }

    /// The quick fixes for the errors within `range`: each "did you mean" replaces the word written.
    func quickFixes(in range: LSPRange, uri: String) -> [[String: Any]] {
        let source = SourceText(text)
        var actions: [[String: Any]] = []
        for error in errors {
            guard let suggestion = error.suggestion else { continue }
            let written = source.range(
                line: error.location.line,
                column: error.location.column,
                quoted: error.quotedTexts
            )
            guard written.overlaps(range) else { continue }
            let edit: [String: Any] = ["range": written.json, "newText": suggestion]
            let diagnostic: [String: Any] = [
                "range": written.json, "severity": 1, "source": "layoutd",
                "message": error.path.isEmpty ? error.message : "\(error.path): \(error.message)",
            ]
            actions.append([
                "title": "Change to \"\(suggestion)\"",
                "kind": "quickfix",
                "isPreferred": true,
                "diagnostics": [diagnostic],
                "edit": ["changes": [uri: [edit]]],
            ])
        }
        return actions
    }
}
