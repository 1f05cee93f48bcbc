import Foundation
import LayoutEngine
import LayoutPipeline
import LayoutProtocol
import LayoutSpecFormat
import Testing

/// The one way every reader takes from a spec's bytes to its checked layout (``SpecPipeline``): the
/// daemon's jobs, the commands, `bench` and the language server.
@Suite struct SpecPipelineTests {
    /// Two sections on a 320-point screen: items 300 × 50 in one column.
    static func text(itemsOfB: Int) -> String {
        """
        environments:
          - {name: small, size: [320, 480], scale: 2}
        layout:
          itemSize: [300, 50]
        sections:
          - id: a
            items: 2
          - id: b
            items: \(itemsOfB)

        """
    }

    @Test func aSecondReadLaysOutOnlyTheSectionThatChanged() throws {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        let first = try pipeline.read(Data(Self.text(itemsOfB: 3).utf8))
        #expect(first.work.sectionsComputed == 2)
        let second = try pipeline.read(Data(Self.text(itemsOfB: 4).utf8))
        // Section a is as it was; b, the last, is laid out again.
        #expect(second.work.sectionsComputed == 1)
        #expect(second.work.sectionsReused == 1)
        // The same frames as a pipeline that never saw the first text.
        var fresh = SpecPipeline(file: "home.layout.yaml")
        #expect(try fresh.read(Data(Self.text(itemsOfB: 4).utf8)).snapshot == second.snapshot)
        #expect(second.snapshot.frameCount == first.snapshot.frameCount + 1)
    }

    @Test func thePicturesGetEachEnvironmentItsScrollAxisAndItsSectionsLines() throws {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        let laidOut = try pipeline.read(text: Self.text(itemsOfB: 3))
        #expect(laidOut.pictures.environments.map(\.name) == ["small"])
        #expect(laidOut.pictures.scrollsVertically == [true])
        // The sections' entries are on lines 6 and 8 of the text.
        #expect(laidOut.pictures.sources.first?.map(\.line) == [6, 8])
        let pictures = laidOut.pictures.pictures(spec: "home.layout.yaml", generation: 1, snapshot: laidOut.snapshot)
        #expect(pictures.map(\.layout.name) == ["small"])
        #expect(pictures.first?.svg().contains("<svg") == true)
    }

    @Test func bytesThatAreNotTextAreAnErrorAtTheFirstLineAndTheNextReadStartsAfresh() throws {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        _ = try pipeline.read(text: Self.text(itemsOfB: 3))
        #expect(pipeline.tree != nil)
        do {
            _ = try pipeline.read(Data([0x66, 0xFF, 0xFE]))
            Issue.record("bytes that are not UTF-8 were read")
        } catch {
            #expect(error.description == "home.layout.yaml:1:1: error: the file is not UTF-8 text")
        }
        #expect(pipeline.tree == nil)
    }

    @Test func aParsesWarningsAreKeptWhetherOrNotItLaysOut() throws {
        var pipeline = SpecPipeline(file: "home.layout.yaml")
        let text = "let:\n  unused: 4\n" + Self.text(itemsOfB: 3)
        _ = try pipeline.read(text: text)
        #expect(pipeline.warnings.map(\.message).contains { $0.contains("unused") })
    }
}
