import Foundation
import LayoutSpecFormat

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Interface Builder document's XML as it streams: the target device, and each collection
/// view with its frame and its flow layout's attributes, at their lines.
final class InterfaceBuilderReader: NSObject, XMLParserDelegate {
    /// One collection view as the document writes it.
    struct CollectionView {
        var id: String
        var line: Int
        var column: Int
        var frame: (width: Double, height: Double)?
        /// The `<collectionViewFlowLayout>`'s attributes, and its `size` and `inset` children by key.
        var flow: [String: String]?
        var sizes: [String: (width: Double, height: Double)] = [:]
        var insets: [String: (top: Double, left: Double, bottom: Double, right: Double)] = [:]
        /// The class of the scene's view controller the collection view is in (`customClass`), if the
        /// document names one: the code that is its delegate.
        var controllerClass: String?
    }

    let file: String
    private(set) var isInterfaceBuilderDocument = false
    /// Where the root element starts.
    private(set) var rootPlace = (line: 1, column: 1)
    /// Whether every element that started also ended: a cut document may parse without an error.
    var isComplete: Bool { path.isEmpty && rootPlace.line > 0 && sawRoot }
    private(set) var sawRoot = false
    private(set) var device: InterfaceBuilderDevice?
    private(set) var devicePlace: (line: Int, column: Int)?
    private(set) var collectionViews: [CollectionView] = []
    private(set) var warnings: [InterfaceBuilderImport.Warning] = []
    /// The document's top-level views (a nib's cell or view), in order, with their frames.
    private(set) var topLevelViews: [NibTopLevelView] = []

    /// The element names from the root to the current element.
    private var path: [String] = []
    /// Collection views open at the current element (a collection view may sit in another's cell);
    /// empty where a collection view's children appear without one (a document whose root is one).
    private var open: [CollectionView] = []
    /// The view controllers open at the current element, with the depth each started at and its class.
    private var controllers: [(depth: Int, customClass: String?)] = []

    init(file: String) {
        self.file = file
    }

    func parser(
        _ parser: XMLParser,
        didStartElement name: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        defer { path.append(name) }
        let place = (line: parser.lineNumber, column: parser.columnNumber)
        if path.isEmpty {
            isInterfaceBuilderDocument = name == "document"
            rootPlace = place
            sawRoot = true
            return
        }
        if path == ["document", "objects"], name != "placeholder" {
            topLevelViews.append(
                NibTopLevelView(element: name, customClass: attributes["customClass"], line: place.line, size: nil)
            )
        }
        if name == "rect", attributes["key"] == "frame", path.count == 3, path.prefix(2) == ["document", "objects"],
            !topLevelViews.isEmpty, let width = Self.number(attributes["width"]),
            let height = Self.number(attributes["height"])
        {
            topLevelViews[topLevelViews.count - 1].size = (width, height)
        }
        switch name {
        case "device" where path == ["document"]:
            device = InterfaceBuilderDevice(id: attributes["id"] ?? "", orientation: attributes["orientation"])
            devicePlace = place
        case _ where attributes["sceneMemberID"] == "viewController":
            controllers.append((path.count, attributes["customClass"]))
        case "collectionView":
            var view = CollectionView(id: attributes["id"] ?? "", line: place.line, column: place.column)
            view.controllerClass = controllers.last?.customClass
            open.append(view)
        case "rect" where path.last == "collectionView" && attributes["key"] == "frame" && !open.isEmpty:
            if let width = Self.number(attributes["width"]), let height = Self.number(attributes["height"]) {
                open[open.count - 1].frame = (width, height)
            }
        case "collectionViewFlowLayout" where path.last == "collectionView" && !open.isEmpty:
            open[open.count - 1].flow = attributes
            for key in Self.spacingKeys {
                if let text = attributes[key.name], Self.number(text) == nil {
                    let fallback = key.defaultValue ?? "0"
                    warn("\(key.name) \"\(Self.shown(text))\" is not a size; \(fallback) is used", at: place)
                }
            }
        case "collectionViewLayout" where path.last == "collectionView" && !open.isEmpty:
            let kind =
                attributes["customClass"].map { "a layout of class \($0)" } ?? "a layout that is not a flow layout"
            warn("collection view \"\(open[open.count - 1].id)\" has \(kind); it is not imported", at: place)
        case "size" where path.last == "collectionViewFlowLayout" && !open.isEmpty:
            guard let key = attributes["key"] else { break }
            if let width = Self.number(attributes["width"]), let height = Self.number(attributes["height"]) {
                open[open.count - 1].sizes[key] = (width, height)
            } else {
                warn("\(Self.shown(key)) is not a size of two numbers ≥ 0; UIKit's default is used", at: place)
            }
        case "inset" where path.last == "collectionViewFlowLayout" && !open.isEmpty:
            if let key = attributes["key"] {
                // Interface Builder writes insets as minX (left), minY (top), maxX (right), maxY (bottom).
                let value = ["minY", "minX", "maxY", "maxX"].map { Self.number(attributes[$0]) ?? 0 }
                if ["minY", "minX", "maxY", "maxX"].contains(where: {
                    attributes[$0] != nil && Self.number(attributes[$0]) == nil
                }) {
                    warn("\(Self.shown(key)) has an inset that is not a number ≥ 0; 0 is used for it", at: place)
                }
                open[open.count - 1].insets[key] = (value[0], value[1], value[2], value[3])
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        if controllers.last?.depth == path.count { controllers.removeLast() }
        guard name == "collectionView", let view = open.popLast() else { return }
        if let flow = view.flow {
            if flow["automaticEstimatedItemSize"] == "YES" {
                warn(
                    "the cells of collection view \"\(view.id)\" size themselves (Estimate Size: Automatic); "
                        + "the spec estimates them at the cell size: give the items their measured sizes",
                    at: (view.line, view.column)
                )
            }
            if view.frame == nil {
                warn("collection view \"\(view.id)\" has no frame; 375 × 667 is assumed", at: (view.line, view.column))
            }
            collectionViews.append(view)
        }
    }

    private func warn(_ message: String, at place: (line: Int, column: Int)) {
        warnings.append(
            InterfaceBuilderImport.Warning(file: file, line: place.line, column: place.column, message: message)
        )
    }

    /// A text from the document as a message or a comment shows it: on one line, at most 80 characters.
    static func shown(_ text: String) -> String {
        // YAML, where these texts end up as comments, allows no control characters and no noncharacters,
        // and reads U+2028 and U+2029 as line breaks, which would end the comment.
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let hidden =
                category == .control || category == .lineSeparator || category == .paragraphSeparator
                || scalar.properties.isNoncharacterCodePoint
            line.append(hidden ? " " : scalar)
        }
        let shown = String(line)
        return shown.count > 80 ? String(shown.prefix(80)) + "…" : shown
    }

    /// A size or spacing as Interface Builder writes it (`128`, `0.0`); `nil` for anything else, and
    /// for what no screen holds (negative, or a million points and more).
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, value >= 0, value < 1_000_000 else { return nil }
        return value
    }
}
