public import Foundation
import LayoutEngine

extension LayoutFile {
    /// A `layout.json` that cannot be read back, with the reason.
    public struct DecodingError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a `layout.json` back: how a restarted daemon picks up each spec's last layout, so that its
    /// generations continue and its first publication is a real diff.
    ///
    /// Numbers were written in the shortest form that reads back to the same double, so the snapshot
    /// read equals the one written. The snapshot's `name` is not in the file and reads as `spec`.
    public static func decode(_ data: Data) throws -> LayoutFile {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw DecodingError(description: "not a layout.json: \(error)")
        }
        let environments = try document.environments.map(environment)
        return LayoutFile(
            spec: document.spec,
            generation: document.generation,
            snapshot: LayoutSnapshot(name: document.spec, environments: environments),
            stats: document.stats?.stats,
            sources: sources(of: document.environments)
        )
    }

    /// The sections' `source`, when every section of every environment has one.
    static func sources(of environments: [EnvironmentDocument]) -> [[SectionTrace]] {
        let traces = environments.map { environment in
            environment.sections.compactMap { section in
                section.source.map { SectionTrace(line: $0.line, column: $0.column, items: $0.items) }
            }
        }
        let complete = zip(traces, environments).allSatisfy { $0.count == $1.sections.count }
        return complete && traces.contains(where: { !$0.isEmpty }) ? traces : []
    }

    /// One environment's layout, as it reads back.
    static func environment(_ environment: EnvironmentDocument) throws -> EnvironmentLayout {
        EnvironmentLayout(
            name: environment.name,
            size: try size(environment.size),
            scale: environment.scale,
            contentSize: try size(environment.contentSize),
            sections: try environment.sections.map { section in
                SectionLayout(
                    id: SectionID(section.id),
                    index: section.index,
                    frame: try rect(section.frame),
                    elements: try section.elements.map(element)
                )
            },
            supplementaries: try (environment.supplementaries ?? []).map(element)
        )
    }

    private struct Document: Decodable {
        var spec: String
        var generation: Int
        var environments: [EnvironmentDocument]
        var stats: StatsDocument?
    }

    /// The JSON of one environment's layout (also inside a diff's `insertEnvironment`).
    struct EnvironmentDocument: Decodable {
        var name: String
        var size: [Double]
        var scale: Double
        var contentSize: [Double]
        var supplementaries: [ElementDocument]?
        var sections: [SectionDocument]
    }

    struct SectionDocument: Decodable {
        var id: String
        var index: Int
        var frame: [Double]
        var source: SourceDocument?
        var elements: [ElementDocument]
    }

    struct SourceDocument: Decodable {
        var line: Int
        var column: Int
        var items: [ItemsTrace]
    }

    struct ElementDocument: Decodable {
        var kind: String
        var item: Int?
        var id: String?
        var frame: [Double]
        var zIndex: Int
        var color: String?
    }

    struct StatsDocument: Decodable {
        var sectionsComputed: Int
        var sectionsShifted: Int
        var sectionsReused: Int
        var micros: Int

        var stats: LayoutStats {
            LayoutStats(
                sectionsComputed: sectionsComputed,
                sectionsShifted: sectionsShifted,
                sectionsReused: sectionsReused,
                micros: micros
            )
        }
    }

    static func kind(_ name: String) -> ElementKind {
        switch name {
        case "cell": .cell
        case "header": .header
        case "footer": .footer
        case "background": .background
        default: .custom(name)
        }
    }

    static func element(_ element: ElementDocument) throws -> LayoutElement {
        LayoutElement(
            kind: kind(element.kind),
            item: element.item,
            id: element.id,
            frame: try rect(element.frame),
            zIndex: element.zIndex,
            color: element.color
        )
    }

    static func size(_ numbers: [Double]) throws -> Size {
        guard numbers.count == 2 else { throw DecodingError(description: "a size is [width, height]") }
        return Size(width: numbers[0], height: numbers[1])
    }

    static func rect(_ numbers: [Double]) throws -> Rect {
        guard numbers.count == 4 else { throw DecodingError(description: "a frame is [x, y, width, height]") }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
