public import LayoutEngine

/// The `layout.json` document of output-format.md: a spec's full current layout in every environment.
public struct LayoutFile: Sendable, Equatable {
    /// The spec's path relative to its watched directory (or as given on the command line).
    public var spec: String
    /// Successful layouts of this spec so far (1 = first).
    public var generation: Int
    public var snapshot: LayoutSnapshot
    /// The work the layout took, with its wall time: in the daemon's events, never in a file, so that
    /// the same specs always give the same bytes.
    public var stats: LayoutStats?
    /// Where each section was written, by environment and then section (``SectionTrace/traces(of:)``);
    /// empty when not known, and then `layout.json` has no `source`.
    public var sources: [[SectionTrace]]

    public init(
        spec: String,
        generation: Int,
        snapshot: LayoutSnapshot,
        stats: LayoutStats? = nil,
        sources: [[SectionTrace]] = []
    ) {
        self.spec = spec
        self.generation = generation
        self.snapshot = snapshot
        self.stats = stats
        self.sources = sources
    }

    /// The document as JSON text, keys in the documented order, one element a line.
    public func json() -> String {
        let elementCount = snapshot.environments.reduce(0) { total, environment in
            environment.sections.reduce(total + environment.supplementaries.count) { $0 + $1.elementCount }
        }
        var writer = JSONWriter(reservingCapacity: 256 + elementCount * 80)
        writer.raw("{\n  \"spec\": ")
        writer.string(spec)
        writer.raw(",\n  \"generation\": ")
        writer.integer(generation)
        writer.raw(",\n  \"environments\": [")
        for (index, environment) in snapshot.environments.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            Self.write(environment, sources: index < sources.count ? sources[index] : [], to: &writer)
        }
        writer.raw(snapshot.environments.isEmpty ? "]" : "\n  ]")
        if let stats {
            writer.raw(",\n  \"stats\": ")
            Self.write(stats, to: &writer)
        }
        writer.raw("\n}\n")
        return writer.text
    }

    /// The document as a file holds it: without the run's ``stats``, so that the same specs always
    /// give the same bytes.
    public var fileForm: LayoutFile {
        var file = self
        file.stats = nil
        return file
    }

    static func write(_ environment: EnvironmentLayout, sources: [SectionTrace] = [], to writer: inout JSONWriter) {
        writer.raw("    {\n      \"name\": ")
        writer.string(environment.name)
        writer.raw(",\n      \"size\": ")
        writer.numbers(environment.size.width, environment.size.height)
        writer.raw(", \"scale\": ")
        writer.number(environment.scale)
        writer.raw(",\n      \"contentSize\": ")
        writer.numbers(environment.contentSize.width, environment.contentSize.height)
        if !environment.supplementaries.isEmpty {
            writer.raw(",\n      \"supplementaries\": [")
            for (index, element) in environment.supplementaries.enumerated() {
                writer.raw(index == 0 ? "\n        " : ",\n        ")
                write(element, to: &writer)
            }
            writer.raw("\n      ]")
        }
        writer.raw(",\n      \"sections\": [")
        for (index, section) in environment.sections.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            write(section, source: section.index < sources.count ? sources[section.index] : nil, to: &writer)
        }
        writer.raw(environment.sections.isEmpty ? "]\n    }" : "\n      ]\n    }")
    }

    static func write(_ section: SectionLayout, source: SectionTrace? = nil, to writer: inout JSONWriter) {
        writer.raw("        {\n          \"id\": ")
        writer.string(section.id.rawValue)
        writer.raw(", \"index\": ")
        writer.integer(section.index)
        writer.raw(",\n          \"frame\": ")
        write(section.frame, to: &writer)
        if let source {
            writer.raw(",\n          \"source\": {\"line\": ")
            writer.integer(source.line)
            writer.raw(", \"column\": ")
            writer.integer(source.column)
            writer.raw(", \"items\": [")
            for (index, run) in source.items.enumerated() {
                writer.raw(index == 0 ? "" : ", ")
                writer.raw("{\"first\": ")
                writer.integer(run.first)
                writer.raw(", \"count\": ")
                writer.integer(run.count)
                writer.raw(", \"line\": ")
                writer.integer(run.line)
                writer.raw(", \"column\": ")
                writer.integer(run.column)
                writer.raw("}")
            }
            writer.raw("]}")
        }
        writer.raw(",\n          \"elements\": [")
        for position in 0..<section.elementCount {
            writer.raw(position == 0 ? "\n            " : ",\n            ")
            write(section.element(at: position), to: &writer)
        }
        writer.raw(section.elementCount == 0 ? "]\n        }" : "\n          ]\n        }")
    }

    /// One element: `{"kind", "item"?, "id"?, "frame", "zIndex", "color"?}`.
    ///
    /// A diff's element adds, last, the frame it `was` (an update) or the index it goes `at` (an
    /// insert), written straight into the same object.
    public static func write(_ element: LayoutElement, was: Rect? = nil, at: Int? = nil, to writer: inout JSONWriter) {
        writer.raw("{\"kind\": ")
        writer.string(element.kind.name)
        if let item = element.item {
            writer.raw(", \"item\": ")
            writer.integer(item)
        }
        if let id = element.id {
            writer.raw(", \"id\": ")
            writer.string(id)
        }
        writer.raw(", \"frame\": ")
        write(element.frame, to: &writer)
        writer.raw(", \"zIndex\": ")
        writer.integer(element.zIndex)
        if let color = element.color {
            writer.raw(", \"color\": ")
            writer.string(color)
        }
        if let was {
            writer.raw(", \"was\": ")
            write(was, to: &writer)
        }
        if let at {
            writer.raw(", \"at\": ")
            writer.integer(at)
        }
        writer.raw("}")
    }

    /// `[x, y, width, height]`.
    public static func write(_ frame: Rect, to writer: inout JSONWriter) {
        writer.numbers(frame.minX, frame.minY, frame.width, frame.height)
    }

    static func write(_ stats: LayoutStats, to writer: inout JSONWriter) {
        writer.raw("{\"sectionsComputed\": ")
        writer.integer(stats.sectionsComputed)
        writer.raw(", \"sectionsShifted\": ")
        writer.integer(stats.sectionsShifted)
        writer.raw(", \"sectionsReused\": ")
        writer.integer(stats.sectionsReused)
        writer.raw(", \"micros\": ")
        writer.integer(stats.micros)
        writer.raw("}")
    }
}
