import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutSpecFormat
import Testing

/// The check every command's layout goes through (`compute`, `render`, `diff`, `snapshot`, the
/// daemon): a layout that is not finite is a spec error, and nothing of it is kept.
@Suite struct CheckedLayoutTests {
    /// A 320-point screen, items 100 × 50 in one column of three rows (`items: 3`), 10 apart.
    static let text = """
        environments:
          - {name: small, size: [320, 480], scale: 2}
        layout:
          itemSize: [300, 50]
        sections:
          - id: grid
            items: 3

        """

    static func document() throws -> LayoutDocument {
        var pipeline = SpecPipeline(file: "grid.layout.yaml")
        return try pipeline.document(from: Data(text.utf8))
    }

    /// Values no spec can hold (the parser bounds every number to a million), set on the document
    /// itself: rows 1.0e308 high, 1.0e308 apart, put the second row at 2.0e308, which is infinite.
    static func overflowing() throws -> LayoutDocument {
        var document = try document()
        guard case .flow(var flow) = document.layout else { throw CheckFailure("not a flow spec") }
        flow.flow.itemSize = Size(width: 300, height: 1.0e308)
        flow.flow.minimumLineSpacing = 1.0e308
        document.layout = .flow(flow)
        return document
    }

    struct CheckFailure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    @Test func aFiniteLayoutIsTheEnginesLayout() throws {
        var checked = IncrementalLayout()
        var plain = IncrementalLayout()
        let document = try Self.document()
        #expect(
            try checked.checkedUpdate(document, file: "grid.layout.yaml").snapshot == plain.update(document).snapshot
        )
    }

    @Test func aLayoutThatOverflowsIsASpecErrorNamingItsEnvironment() throws {
        var layout = IncrementalLayout()
        _ = try layout.checkedUpdate(Self.document(), file: "grid.layout.yaml")
        let overflowing = try Self.overflowing()
        do {
            _ = try layout.checkedUpdate(overflowing, file: "grid.layout.yaml")
            Issue.record("an infinite layout passed the check")
        } catch {
            #expect(error.description.hasPrefix("grid.layout.yaml:"), "\(error)")
            #expect(error.description.contains("in small, the content size of the layout is not a finite number"))
        }
    }
}
