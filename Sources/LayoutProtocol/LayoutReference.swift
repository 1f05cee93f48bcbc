public import LayoutEngine

/// A layout snapshot's reference (`__Layouts__/NAME.txt`): the text form of every frame in every
/// environment (``LayoutText``), read back so that a later layout is compared with it element by
/// element.
///
/// The text is the reviewable half of a reference: a pull request that moves a cell shows the line
/// that moved. Elements are matched by environment, section and label (`cell 3`, `header`,
/// `cell 0 id=hero`), as `diff.json` matches them.
public struct LayoutReference: Equatable, Sendable {
    public struct Element: Equatable, Sendable {
        /// The element's label in the text form, its spaces collapsed: `cell 3`, `badge 0`, `header`.
        public var label: String
        public var frame: Rect
        /// The element's line in the reference text (from 1).
        public var line: Int
    }

    public struct Section: Equatable, Sendable {
        /// The section's id, or `global` for the layout's global boundary items.
        public var id: String
        /// Its line in the text (`section ID`, or `global`): what sections are matched by.
        public var key: String
        public var elements: [Element]
    }

    public struct Environment: Equatable, Sendable {
        public var name: String
        public var contentSize: Size
        public var sections: [Section]
    }

    public var environments: [Environment]

    /// A line of the text that is not of the text form, with its number.
    public struct ReadingError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var text: String
        /// Quotes at most 40 characters of the line, escaped: a reference may be any file, and its
        /// lines are not printed whole.
        public var description: String { "line \(line) is not a layout's text form: \(TerminalText.quoted(text))" }

        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }

    /// The reference of a layout, as its text form reads back.
    public init(_ snapshot: LayoutSnapshot) {
        // The text form is the reference: reading it back keeps one definition of a label.
        self = (try? LayoutReference(text: LayoutText.render(snapshot))) ?? LayoutReference(environments: [])
    }

    public init(environments: [Environment]) {
        self.environments = environments
    }

    /// Reads the text form back.
    public init(text: String) throws(ReadingError) {
        var environments: [Environment] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            if raw.isEmpty { continue }
            if raw.hasPrefix("environment ") {
                let words = raw.split(separator: " ")
                guard words.count >= 6, words[words.count - 2] == "content",
                    let size = Self.size(words[words.count - 1])
                else { throw ReadingError(line: line, text: String(raw)) }
                let name = words[1..<(words.count - 4)].joined(separator: " ")
                environments.append(Environment(name: name, contentSize: size, sections: []))
            } else if raw == "global" || raw.hasPrefix("section ") {
                guard !environments.isEmpty else { throw ReadingError(line: line, text: String(raw)) }
                let id = raw == "global" ? "global" : String(raw.dropFirst("section ".count))
                environments[environments.count - 1].sections.append(Section(id: id, key: String(raw), elements: []))
            } else if raw.hasPrefix("  ") {
                let words = raw.split(separator: " ")
                let numbers = words.suffix(4).compactMap { Double($0) }
                guard words.count >= 5, numbers.count == 4, let last = environments.indices.last,
                    !environments[last].sections.isEmpty
                else { throw ReadingError(line: line, text: String(raw)) }
                let element = Element(
                    label: words.dropLast(4).joined(separator: " "),
                    frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                    line: line
                )
                environments[last].sections[environments[last].sections.count - 1].elements.append(element)
            } else {
                throw ReadingError(line: line, text: String(raw))
            }
        }
        self.environments = environments
    }

    /// `393x852` as a size.
    static func size(_ word: Substring) -> Size? {
        let parts = word.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        return Size(width: width, height: height)
    }
}

/// What differs between a reference and a layout, in the order of the layout's environments and
/// sections (then what went).
public enum LayoutReferenceChange: Equatable, Sendable {
    case environmentAdded(String)
    case environmentRemoved(String)
    case contentSize(environment: String, old: Size, new: Size)
    case sectionAdded(environment: String, section: String)
    case sectionRemoved(environment: String, section: String)
    case moved(environment: String, section: String, label: String, old: Rect, new: Rect)
    case added(environment: String, section: String, label: String, frame: Rect)
    case removed(environment: String, section: String, label: String, frame: Rect)

    /// The environment the change is in.
    public var environment: String {
        switch self {
        case .environmentAdded(let name), .environmentRemoved(let name): name
        case .contentSize(let environment, _, _), .sectionAdded(let environment, _),
            .sectionRemoved(let environment, _), .moved(let environment, _, _, _, _),
            .added(let environment, _, _, _), .removed(let environment, _, _, _):
            environment
        }
    }

    /// The section the change is in, if it is in one.
    public var section: String? {
        switch self {
        case .environmentAdded, .environmentRemoved, .contentSize: nil
        case .sectionAdded(_, let section), .sectionRemoved(_, let section), .moved(_, let section, _, _, _),
            .added(_, let section, _, _), .removed(_, let section, _, _):
            section
        }
    }

    /// One line: `iphone-15 · section featured · cell 3: 0 184 100 120 → 0 194 100 120`.
    public var description: String {
        func frame(_ rect: Rect) -> String { LayoutText.format(rect) }
        func size(_ size: Size) -> String { "\(formatNumber(size.width))x\(formatNumber(size.height))" }
        switch self {
        case .environmentAdded(let name): return "\(name): an environment the reference does not have"
        case .environmentRemoved(let name):
            return "\(name): an environment of the reference that the spec no longer has"
        case .contentSize(let environment, let old, let new):
            return "\(environment): content \(size(old)) → \(size(new))"
        case .sectionAdded(let environment, let section):
            return "\(environment) · section \(section): a section the reference does not have"
        case .sectionRemoved(let environment, let section):
            return "\(environment) · section \(section): a section of the reference that is gone"
        case .moved(let environment, let section, let label, let old, let new):
            return "\(environment) · section \(section) · \(label): \(frame(old)) → \(frame(new))"
        case .added(let environment, let section, let label, let rect):
            return "\(environment) · section \(section) · \(label): new, at \(frame(rect))"
        case .removed(let environment, let section, let label, let rect):
            return "\(environment) · section \(section) · \(label): gone, was at \(frame(rect))"
        }
    }
}

extension LayoutReference {
    /// The changes from this reference to `layout`; a number that differs by no more than `tolerance`
    /// points is the same (0: frames are deterministic, so any difference is one).
    public func changes(to layout: LayoutReference, tolerance: Double = 0) -> [LayoutReferenceChange] {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= tolerance }
        func same(_ a: Rect, _ b: Rect) -> Bool {
            same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
        }
        var changes: [LayoutReferenceChange] = []
        let old = Dictionary(environments.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(layout.environments.map(\.name))
        for environment in layout.environments {
            guard let before = old[environment.name] else {
                changes.append(.environmentAdded(environment.name))
                continue
            }
            let name = environment.name
            if !same(before.contentSize.width, environment.contentSize.width)
                || !same(before.contentSize.height, environment.contentSize.height)
            {
                changes.append(.contentSize(environment: name, old: before.contentSize, new: environment.contentSize))
            }
            let oldSections = Dictionary(before.sections.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for section in environment.sections {
                guard let previous = oldSections[section.key] else {
                    changes.append(.sectionAdded(environment: name, section: section.id))
                    continue
                }
                let oldElements = Dictionary(
                    previous.elements.map { ($0.label, $0) },
                    uniquingKeysWith: { first, _ in first }
                )
                for element in section.elements {
                    if let was = oldElements[element.label] {
                        if !same(was.frame, element.frame) {
                            changes.append(
                                .moved(
                                    environment: name,
                                    section: section.id,
                                    label: element.label,
                                    old: was.frame,
                                    new: element.frame
                                )
                            )
                        }
                    } else {
                        changes.append(
                            .added(environment: name, section: section.id, label: element.label, frame: element.frame)
                        )
                    }
                }
                let labels = Set(section.elements.map(\.label))
                for element in previous.elements where !labels.contains(element.label) {
                    changes.append(
                        .removed(environment: name, section: section.id, label: element.label, frame: element.frame)
                    )
                }
            }
            let keys = Set(environment.sections.map(\.key))
            for section in before.sections where !keys.contains(section.key) {
                changes.append(.sectionRemoved(environment: name, section: section.id))
            }
        }
        for environment in environments where !newNames.contains(environment.name) {
            changes.append(.environmentRemoved(environment.name))
        }
        return changes
    }
}
