import Foundation
import LayoutEngine
import LayoutProtocol
import Testing

struct LayoutFileTests {
    static let snapshot = LayoutSnapshot(
        name: "t",
        environments: [
            EnvironmentLayout(
                name: "e\"1",
                size: Size(width: 393, height: 852),
                scale: 3,
                contentSize: Size(width: 393, height: 338.0 / 3.0),
                sections: [
                    SectionLayout(
                        id: SectionID("a"),
                        index: 0,
                        frame: Rect(x: 0, y: 0, width: 393, height: 10),
                        elements: [
                            LayoutElement(kind: .header, frame: Rect(x: 0, y: 0, width: 393, height: 10), zIndex: 10),
                            LayoutElement(
                                kind: .cell,
                                item: 0,
                                id: "tab\there",
                                frame: Rect(x: 0.5, y: -40, width: 1e-5, height: 2),
                                zIndex: 0
                            ),
                        ]
                    )
                ]
            )
        ]
    )

    @Test func writesValidJSONThatReadsBackToTheSameNumbers() throws {
        let file = LayoutFile(
            spec: "a/b.layout.yaml",
            generation: 7,
            snapshot: Self.snapshot,
            stats: LayoutStats(sectionsComputed: 1, micros: 31)
        )
        let json = file.json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["generation"] as? Int == 7)
        let environment = try #require((object["environments"] as? [[String: Any]])?.first)
        #expect(environment["name"] as? String == "e\"1")
        #expect((environment["contentSize"] as? [Double])?[1] == 338.0 / 3.0)
        #expect(json.contains("\"contentSize\": [393, 112.66666666666667]"))
        #expect(
            json.contains(
                #"{"kind": "cell", "item": 0, "id": "tab\there", "frame": [0.5, -40, 1e-05, 2], "zIndex": 0}"#
            )
        )
        #expect(json.contains(#"{"kind": "header", "frame": [0, 0, 393, 10], "zIndex": 10}"#))
    }

    @Test func readsBackToTheSameSnapshot() throws {
        let file = LayoutFile(
            spec: "t",
            generation: 7,
            snapshot: Self.snapshot,
            stats: LayoutStats(sectionsComputed: 1, sectionsShifted: 2, sectionsReused: 3, micros: 31)
        )
        let read = try LayoutFile.decode(Data(file.json().utf8))
        #expect(read.snapshot == Self.snapshot)
        #expect(read.generation == 7 && read.spec == "t")
        #expect(read.stats == file.stats)
        #expect(read.json() == file.json())
    }

    @Test func sourcesReadBack() throws {
        let sources = [[SectionTrace(line: 4, column: 5, items: [ItemsTrace(line: 5, column: 12, first: 0, count: 1)])]]
        let file = LayoutFile(
            spec: "t",
            generation: 1,
            snapshot: Self.snapshot,
            stats: LayoutStats(sectionsComputed: 1, micros: 1),
            sources: sources
        )
        #expect(
            file.json().contains(
                #""source": {"line": 4, "column": 5, "items": [{"first": 0, "count": 1, "line": 5, "column": 12}]}"#
            )
        )
        let read = try LayoutFile.decode(Data(file.json().utf8))
        #expect(read.sources == sources)
        #expect(read.json() == file.json())
    }

    @Test func refusesWhatIsNotALayout() {
        #expect(throws: LayoutFile.DecodingError.self) { try LayoutFile.decode(Data("{\"spec\": 1}".utf8)) }
        #expect(throws: LayoutFile.DecodingError.self) {
            try LayoutFile.decode(Data("{\"spec\": \"s\", \"generation\"".utf8))
        }
    }

    @Test func errorFileListsLocatedErrors() throws {
        let file = ErrorFile(
            spec: "s.layout.yaml",
            errors: [ErrorFile.Entry(line: 14, column: 12, path: "sections[1].x", message: "expected \"a\"")]
        )
        let object = try #require(try JSONSerialization.jsonObject(with: Data(file.json().utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.first?["column"] as? Int == 12)
        #expect(errors.first?["message"] as? String == "expected \"a\"")
    }

    @Test func textFormLinesUpFrames() {
        #expect(
            LayoutText.render(Self.snapshot) == """
                environment e"1 size 393x852 content 393x112.66666666666667
                section a
                  header      0 0 393 10
                  cell 0 id=tab\there 0.5 -40 1e-05 2

                """
        )
    }
}

/// Elements of no section (a compositional layout's global boundary items) in both output forms.
struct GlobalSupplementaryOutputTests {
    static let snapshot = LayoutSnapshot(
        name: "t",
        environments: [
            EnvironmentLayout(
                name: "e",
                size: Size(width: 300, height: 600),
                scale: 2,
                contentSize: Size(width: 300, height: 70),
                sections: [SectionLayout(id: SectionID("a"), index: 0, frame: .zero, elements: [])],
                supplementaries: [
                    LayoutElement(kind: .header, frame: Rect(x: 0, y: 0, width: 300, height: 50), zIndex: 1),
                    LayoutElement(kind: .custom("banner"), frame: Rect(x: 0, y: 50, width: 300, height: 20), zIndex: 1),
                ]
            )
        ]
    )

    @Test func jsonListsThemBesideTheSections() throws {
        let json = LayoutFile(
            spec: "s",
            generation: 1,
            snapshot: Self.snapshot,
            stats: LayoutStats(sectionsComputed: 1, micros: 0)
        )
        .json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let environment = try #require((object["environments"] as? [[String: Any]])?.first)
        let supplementaries = try #require(environment["supplementaries"] as? [[String: Any]])
        #expect(supplementaries.map { $0["kind"] as? String } == ["header", "banner"])
        #expect(supplementaries.last?["frame"] as? [Double] == [0, 50, 300, 20])
    }

    @Test func jsonLeavesTheKeyOutWhenThereAreNone() {
        let json = LayoutFile(
            spec: "s",
            generation: 1,
            snapshot: LayoutFileTests.snapshot,
            stats: LayoutStats(sectionsComputed: 1, micros: 0)
        ).json()
        #expect(!json.contains("supplementaries"))
    }

    @Test func textListsThemUnderGlobal() {
        #expect(
            LayoutText.render(Self.snapshot) == """
                environment e size 300x600 content 300x70
                global
                  header      0 0 300 50
                  banner      0 50 300 20
                section a

                """
        )
    }
}
