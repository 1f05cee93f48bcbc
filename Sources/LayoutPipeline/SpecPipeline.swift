public import Foundation
public import LayoutEngine
public import LayoutProtocol
public import LayoutSpecFormat

/// One spec's way from its bytes to a checked layout and what its pictures need: the steps the
/// daemon, the language server and every command take alike.
///
/// The value keeps what one reading leaves for the next — the YAML tree of the last parse and the
/// section caches of the last layout — so that a spec read again composes only the sections whose
/// lines changed and lays out only the sections whose keys changed. A command that reads a spec
/// once makes a pipeline and drops it; the daemon keeps one per spec, the language server one per
/// open file.
///
/// Each step can be taken alone, for a caller that works between them (`compute` picks the
/// environments asked for before laying out); ``read(_:)`` takes them all.
public struct SpecPipeline: @unchecked Sendable {
    /// The name errors are reported under: the spec's path as the caller shows it.
    public let file: String
    public var parser: SpecParser
    /// The YAML tree of the last parse (``ComposedSpec``); `nil` before the first, or after bytes that
    /// were not text.
    public var tree: ComposedSpec?
    /// The section caches of the last good layout.
    public var layout: IncrementalLayout
    /// The warnings of the last parse (names bound and never used), whether it laid out or not.
    public private(set) var warnings: [SpecError] = []

    public init(
        file: String,
        parser: SpecParser = SpecParser(),
        tree: ComposedSpec? = nil,
        layout: IncrementalLayout = IncrementalLayout()
    ) {
        self.file = file
        self.parser = parser
        self.tree = tree
        self.layout = layout
    }

    /// A spec laid out: its document, its checked layout, what the layout cost and what its
    /// pictures need.
    public struct LaidOut {
        public var document: LayoutDocument
        public var snapshot: LayoutSnapshot
        public var work: LayoutWork
        /// What the layout computed, shifted and reused, and how long it took (the parse not
        /// included).
        public var stats: LayoutStats
        public var pictures: SpecPictures
    }

    /// The first step: the bytes parsed into a document.
    ///
    /// Bytes that are not UTF-8 text are an error at the first line, and the next parse starts afresh.
    public mutating func document(from data: Data) throws(SpecErrors) -> LayoutDocument {
        let text: String
        do {
            text = try Self.text(data, file: file)
        } catch {
            tree = nil
            throw error
        }
        return try document(from: text)
    }

    /// A spec file's bytes as text; bytes that are not UTF-8 are an error at the first line.
    public static func text(_ data: Data, file: String) throws(SpecErrors) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecErrors([
                SpecError(
                    kind: .syntax,
                    message: "the file is not UTF-8 text",
                    location: SourceLocation(file: file, line: 1, column: 1),
                    path: ""
                )
            ])
        }
        return text
    }

    /// The first step for text already decoded (an editor's buffer).
    public mutating func document(from text: String) throws(SpecErrors) -> LayoutDocument {
        var warnings: [SpecError] = []
        defer { self.warnings = warnings }
        return try parser.parse(text, file: file, tree: &tree, warnings: &warnings)
    }

    /// The second step: `document` laid out and checked (``LayoutEngine/IncrementalLayout/checkedUpdate(_:file:)``).
    public mutating func layOut(_ document: LayoutDocument) throws(SpecErrors) -> LaidOut {
        let start = ContinuousClock.now
        let (snapshot, work) = try layout.checkedUpdate(document, file: file)
        return LaidOut(
            document: document,
            snapshot: snapshot,
            work: work,
            stats: LayoutStats(work, micros: LayoutStats.micros(ContinuousClock.now - start)),
            pictures: SpecPictures(document)
        )
    }

    /// Every step: the bytes parsed, laid out and checked.
    public mutating func read(_ data: Data) throws(SpecErrors) -> LaidOut {
        try layOut(try document(from: data))
    }

    /// Every step, for text already decoded.
    public mutating func read(text: String) throws(SpecErrors) -> LaidOut {
        try layOut(try document(from: text))
    }
}
