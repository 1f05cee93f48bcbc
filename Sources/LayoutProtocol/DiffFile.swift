import LayoutEngine

/// The `diff.json` document of output-format.md: the changes from generation `from` to generation `to`.
public struct DiffFile: Sendable {
    public var spec: String
    public var from: Int
    public var to: Int
    public var diff: LayoutDiff
    /// The work the update took, with its wall time: in the daemon's events, never in a file.
    public var stats: LayoutStats?

    public init(spec: String, from: Int, to: Int, diff: LayoutDiff, stats: LayoutStats? = nil) {
        self.spec = spec
        self.from = from
        self.to = to
        self.diff = diff
        self.stats = stats
    }

    /// The document as JSON text, keys in the documented order, one change a line.
    public func json() -> String {
        var writer = JSONWriter(reservingCapacity: 1024)
        write(to: &writer)
        return writer.text
    }

    /// Writes the document to `writer`: the text of ``json()``, or of the same on one line.
    public func write(to writer: inout JSONWriter) {
        writer.raw("{\n  \"spec\": ")
        writer.string(spec)
        writer.raw(", \"from\": ")
        writer.integer(from)
        writer.raw(", \"to\": ")
        writer.integer(to)
        writer.raw(",\n  \"environments\": [")
        for (index, change) in diff.environments.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            Self.write(change, to: &writer)
        }
        writer.raw(diff.environments.isEmpty ? "]" : "\n  ]")
        if let stats {
            writer.raw(",\n  \"stats\": ")
            LayoutFile.write(stats, to: &writer)
        }
        writer.raw("\n}\n")
    }

    /// The document as a file holds it: without the run's ``stats``.
    public var fileForm: DiffFile {
        var file = self
        file.stats = nil
        return file
    }

    static func write(_ change: EnvironmentChange, to writer: inout JSONWriter) {
        switch change {
        case .deleted(let name):
            writer.raw("{\"name\": ")
            writer.string(name)
            writer.raw(", \"op\": \"deleteEnvironment\"}")
        case .inserted(let environment):
            writer.raw("{\"name\": ")
            writer.string(environment.name)
            writer.raw(", \"op\": \"insertEnvironment\", \"layout\":\n")
            LayoutFile.write(environment, to: &writer)
            writer.raw("}")
        case .changed(let diff):
            writer.raw("{\"name\": ")
            writer.string(diff.name)
            if let contentSize = diff.contentSize {
                writer.raw(", \"contentSize\": ")
                writer.numbers(contentSize.width, contentSize.height)
            }
            if let size = diff.size {
                writer.raw(", \"size\": ")
                writer.numbers(size.width, size.height)
            }
            if let scale = diff.scale {
                writer.raw(", \"scale\": ")
                writer.number(scale)
            }
            if let supplementaries = diff.supplementaries {
                writer.raw(", \"supplementaries\": ")
                write(supplementaries, to: &writer)
            }
            writer.raw(", \"changes\": [")
            for (index, sectionChange) in diff.changes.enumerated() {
                writer.raw(index == 0 ? "\n      " : ",\n      ")
                write(sectionChange, to: &writer)
            }
            writer.raw(diff.changes.isEmpty ? "]}" : "\n    ]}")
        }
    }

    static func write(_ change: SectionChange, to writer: inout JSONWriter) {
        func open(_ op: String, _ section: SectionID) {
            writer.raw("{\"op\": \"\(op)\", \"section\": ")
            writer.string(section.rawValue)
        }
        switch change {
        case .update(let section, let frame, let elements, let was):
            open("update", section)
            if let frame {
                writer.raw(", \"frame\": ")
                LayoutFile.write(frame, to: &writer)
            }
            if let previous = was.section {
                writer.raw(", \"was\": ")
                LayoutFile.write(previous, to: &writer)
            }
            writer.raw(", \"elements\": ")
            write(elements, was: was.elements, to: &writer)
        case .insert(let section, let elements):
            open("insert", section)
            writer.raw(", \"elements\": [")
            for (index, entry) in elements.enumerated() {
                if index > 0 { writer.raw(", ") }
                LayoutFile.write(entry.element, at: entry.at, to: &writer)
            }
            writer.raw("]")
        case .delete(let section, let keys):
            open("delete", section)
            writer.raw(", \"elements\": [")
            for (index, key) in keys.enumerated() {
                writer.raw(index == 0 ? "{\"kind\": " : ", {\"kind\": ")
                writer.string(key.kind.name)
                if let item = key.item {
                    writer.raw(", \"item\": ")
                    writer.integer(item)
                }
                writer.raw("}")
            }
            writer.raw("]")
        case .shift(let section, let delta):
            open("shift", section)
            writer.raw(", \"by\": ")
            writer.numbers(delta.x, delta.y)
        case .insertSection(let layout):
            open("insertSection", layout.id)
            writer.raw(", \"index\": ")
            writer.integer(layout.index)
            writer.raw(", \"frame\": ")
            LayoutFile.write(layout.frame, to: &writer)
            writer.raw(", \"elements\": ")
            write(layout.elements, to: &writer)
        case .deleteSection(let section):
            open("deleteSection", section)
        case .moveSection(let section, let index):
            open("moveSection", section)
            writer.raw(", \"to\": ")
            writer.integer(index)
        }
        writer.raw("}")
    }

    /// Elements; an update's each with the frame it `was` when that is known.
    static func write(_ elements: [LayoutElement], was: [Rect] = [], to writer: inout JSONWriter) {
        writer.raw("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { writer.raw(", ") }
            LayoutFile.write(element, was: index < was.count ? was[index] : nil, to: &writer)
        }
        writer.raw("]")
    }
}
