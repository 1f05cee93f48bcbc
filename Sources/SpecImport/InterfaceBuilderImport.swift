public import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Specs read out of Interface Builder documents (`.xib`, `.storyboard`): one spec for every
/// collection view laid out by a `<collectionViewFlowLayout>`.
///
/// The layout's keys come from the flow layout's attributes and sizes (item size, spacings, section
/// inset, scroll direction, header, footer and estimated sizes), the environment from the collection
/// view's frame and the document's target device. Items are not in a layout: each spec gets
/// ``defaultItemCount`` items, for the user to change. Text in, text out: no file is read here.
public enum InterfaceBuilderImport {
    /// The items an imported spec is given.
    public static let defaultItemCount = 12

    /// One spec read from a document.
    public struct ImportedSpec: Equatable, Sendable {
        /// Its `name:`, which also names its file: the document's name, numbered from 1 when the
        /// document has several collection views.
        public var name: String
        /// Where its collection view is: `Main.storyboard:24:21`.
        public var line: Int
        public var column: Int
        public var text: String
    }

    public typealias Warning = ImportWarning
    public typealias Failure = ImportFailure

    /// The specs of the document `data`, named after `file`, and the warnings.
    public static func specs(
        in data: Data,
        file: String
    ) throws(Failure) -> (specs: [ImportedSpec], warnings: [Warning]) {
        let reader = try read(data, file: file)
        let device = reader.device ?? InterfaceBuilderDevice(id: "retina6_12", orientation: "portrait")
        var warnings = reader.warnings
        if reader.device == nil {
            warnings.append(
                Warning(
                    file: file,
                    line: 1,
                    column: 1,
                    message: "no target device; an iPhone at 3x in portrait is assumed"
                )
            )
        } else if !device.isKnown, let place = reader.devicePlace {
            warnings.append(
                Warning(
                    file: file,
                    line: place.line,
                    column: place.column,
                    message: "unknown target device \"\(device.id)\"; 3x is assumed"
                )
            )
        }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        func tagStart(line: Int, column: Int, name: String) -> Int {
            Self.tagStart(in: lines, line: line, column: column, name: name)
        }
        for index in warnings.indices where warnings[index].line > 1 {
            warnings[index].column = tagStart(line: warnings[index].line, column: warnings[index].column, name: "")
        }
        let stem = Self.stem(of: file)
        let specs = reader.collectionViews.enumerated().map { index, view in
            var view = view
            view.column = tagStart(line: view.line, column: view.column, name: "collectionView")
            let name = reader.collectionViews.count == 1 ? stem : "\(stem)-\(index + 1)"
            return ImportedSpec(
                name: name,
                line: view.line,
                column: view.column,
                text: ImportedSpecText.text(
                    view,
                    device: device,
                    name: name,
                    file: file
                )
            )
        }
        return (specs, warnings)
    }

    /// The document read whole, or where and why it is refused.
    static func read(_ data: Data, file: String) throws(Failure) -> InterfaceBuilderReader {
        // Interface Builder writes UTF-8; other bytes are refused here, where they can be located,
        // since Foundation's XML parser on Linux stops the process on a name that is not UTF-8.
        if let offset = Self.firstInvalidUTF8(in: data) {
            let (line, column) = Self.place(of: offset, in: data)
            throw Failure(file: file, line: line, column: column, message: "a byte that is not UTF-8 text")
        }
        // Nor are processing instructions past the XML declaration, which it stops the process on too
        // when they hold no data; Interface Builder writes none.
        if let offset = Self.processingInstruction(in: data) {
            let (line, column) = Self.place(of: offset, in: data)
            throw Failure(
                file: file,
                line: line,
                column: column,
                message: "a processing instruction (<?…?>); Interface Builder documents have none"
            )
        }
        // Nor entity declarations: one entity referenced 100,000 times costs time as its expanded
        // size, a minute for a 1.3 MB document. Interface Builder declares none.
        if let offset = data.firstRange(of: Data("<!ENTITY".utf8))?.lowerBound {
            let (line, column) = Self.place(of: offset - data.startIndex, in: data)
            throw Failure(
                file: file,
                line: line,
                column: column,
                message: "an entity declaration (<!ENTITY …>); Interface Builder documents have none"
            )
        }
        let reader = InterfaceBuilderReader(file: file)
        // From a stream, so that libxml2 takes the document in pieces: in one piece it refuses past 10 MB.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, reader.isComplete else {
            // Where the reading stopped: at the parser's error, or at the end of a cut document.
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let end = (line: max(lines.count, 1), column: (lines.last?.count ?? 0) + 1)
            let code = parser.parserError.map { ($0 as NSError).code }
            let place = parsed ? end : (max(parser.lineNumber, 1), max(parser.columnNumber, 1))
            let message =
                parsed
                ? (reader.sawRoot ? "the document ends inside an element" : "the document holds no XML element")
                : "not well-formed XML (the XML parser's error \(code.map(String.init) ?? "?"))"
            throw Failure(file: file, line: place.0, column: place.1, message: message)
        }
        guard reader.isInterfaceBuilderDocument else {
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            throw Failure(
                file: file,
                line: reader.rootPlace.line,
                column: Self.tagStart(
                    in: lines,
                    line: reader.rootPlace.line,
                    column: reader.rootPlace.column,
                    name: ""
                ),
                message: "not an Interface Builder document (its root is not <document>)"
            )
        }
        return reader
    }

    /// The column of the `<` that starts the element named `name` (any, for `""`) on `line`: the parser
    /// places an element at the end of its start tag, people look for its start.
    static func tagStart(in lines: [Data.SubSequence], line: Int, column: Int, name: String) -> Int {
        guard line >= 1, line <= lines.count else { return column }
        let text = String(decoding: lines[line - 1], as: UTF8.self)
        guard let range = text.range(of: "<" + name) else { return column }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// The line and column, from 1, of the byte `offset` bytes into `data`.
    static func place(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - data.startIndex + 1 } ?? 0) + 1
        return (line, column)
    }

    /// The offset of the first `<?` that is not the XML declaration at the document's start, if any.
    static func processingInstruction(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        let declaration = Array("<?xml".utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration =
                    index == 0 && bytes.starts(with: declaration) && bytes.count > declaration.count
                    && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(
                        bytes[declaration.count]
                    )
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte that does not belong to valid UTF-8, if any.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var start = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                start = offset
            case .emptyInput:
                return nil
            case .error:
                return start
            }
        }
    }

    /// A document's name without folders and extension: `Main` for `App/Base.lproj/Main.storyboard`.
    public static func stem(of file: String) -> String {
        var name = String(file.split(separator: "/").last ?? Substring(file))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}
