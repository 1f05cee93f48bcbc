public import Foundation
import LayoutEngine

extension DiffFile {
    /// Reads a `diff.json` (or a `diff` event's `diff`) back.
    ///
    /// How a client keeps a spec's layout from the events alone: `decode(…).diff.applied(to:)` the
    /// layout it holds gives the next one, exactly, since numbers are written in the shortest form that
    /// reads back to the same double.
    public static func decode(_ data: Data) throws -> DiffFile {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw LayoutFile.DecodingError(description: "not a diff.json: \(error)")
        }
        return DiffFile(
            spec: document.spec,
            from: document.from,
            to: document.to,
            diff: LayoutDiff(environments: try document.environments.map(environmentChange)),
            stats: document.stats?.stats
        )
    }

    private struct Document: Decodable {
        var spec: String
        var from: Int
        var to: Int
        var environments: [Environment]
        var stats: LayoutFile.StatsDocument?
    }

    private struct Environment: Decodable {
        var name: String
        var op: String?
        var layout: LayoutFile.EnvironmentDocument?
        var contentSize: [Double]?
        var size: [Double]?
        var scale: Double?
        var supplementaries: [LayoutFile.ElementDocument]?
        var changes: [Change]?
    }

    private struct Change: Decodable {
        var op: String
        var section: String
        var frame: [Double]?
        var elements: [Element]?
        var by: [Double]?
        var index: Int?
        var to: Int?
        var was: [Double]?
    }

    /// An element of a change: a whole element, one with its position (`insert`), or a key (`delete`).
    private struct Element: Decodable {
        var kind: String
        var item: Int?
        var id: String?
        var frame: [Double]?
        var zIndex: Int?
        var color: String?
        var at: Int?
        var was: [Double]?

        var document: LayoutFile.ElementDocument? {
            guard let frame, let zIndex else { return nil }
            return LayoutFile.ElementDocument(
                kind: kind,
                item: item,
                id: id,
                frame: frame,
                zIndex: zIndex,
                color: color
            )
        }
    }

    private static func environmentChange(_ environment: Environment) throws -> EnvironmentChange {
        switch environment.op {
        case "deleteEnvironment":
            return .deleted(name: environment.name)
        case "insertEnvironment":
            guard let layout = environment.layout else { throw failure("insertEnvironment without its layout") }
            return .inserted(try LayoutFile.environment(layout))
        case nil:
            return .changed(
                EnvironmentDiff(
                    name: environment.name,
                    contentSize: try environment.contentSize.map(LayoutFile.size),
                    size: try environment.size.map(LayoutFile.size),
                    scale: environment.scale,
                    supplementaries: try environment.supplementaries?.map(LayoutFile.element),
                    changes: try (environment.changes ?? []).map(sectionChange)
                )
            )
        case let op?:
            throw failure("unknown environment op \"\(op)\"")
        }
    }

    private static func sectionChange(_ change: Change) throws -> SectionChange {
        let section = SectionID(change.section)
        let elements = change.elements ?? []
        func whole() throws -> [LayoutElement] {
            try elements.map {
                guard let document = $0.document else { throw failure("an element without its frame") }
                return try LayoutFile.element(document)
            }
        }
        switch change.op {
        case "update":
            // The previous frames, when the document has them for the section and every element.
            let previous = elements.compactMap(\.was)
            return .update(
                section: section,
                frame: try change.frame.map(LayoutFile.rect),
                elements: try whole(),
                was: PreviousFrames(
                    section: try change.was.map(LayoutFile.rect),
                    elements: previous.count == elements.count ? try previous.map(LayoutFile.rect) : []
                )
            )
        case "insert":
            let positions = elements.map(\.at)
            return .insert(
                section: section,
                elements: try zip(positions, whole()).map { at, element in
                    guard let at else { throw failure("an inserted element without `at`") }
                    return PositionedElement(at: at, element: element)
                }
            )
        case "delete":
            return .delete(
                section: section,
                elements: elements.map { ElementKey(kind: LayoutFile.kind($0.kind), item: $0.item) }
            )
        case "shift":
            guard let by = change.by, by.count == 2 else { throw failure("a shift without `by: [dx, dy]`") }
            return .shift(section: section, by: Point(x: by[0], y: by[1]))
        case "insertSection":
            guard let index = change.index, let frame = change.frame else {
                throw failure("insertSection without its index and frame")
            }
            return .insertSection(
                SectionLayout(id: section, index: index, frame: try LayoutFile.rect(frame), elements: try whole())
            )
        case "deleteSection":
            return .deleteSection(section)
        case "moveSection":
            guard let to = change.to else { throw failure("moveSection without `to`") }
            return .moveSection(section, to: to)
        default:
            throw failure("unknown section op \"\(change.op)\"")
        }
    }

    private static func failure(_ reason: String) -> LayoutFile.DecodingError {
        LayoutFile.DecodingError(description: "not a diff.json: \(reason)")
    }
}
