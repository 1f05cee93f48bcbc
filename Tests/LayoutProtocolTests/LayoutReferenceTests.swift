import LayoutEngine
import LayoutProtocol
import Testing

/// A layout snapshot's reference read back and compared, in process.
struct LayoutReferenceTests {
    static let reference = """
        environment phone size 100x200 content 100x170
        global
          header      0 0 100 20
        section global
          cell 0      25 0 50 50
        section s
          cell 0 id=hero 25 60 50 50
          footer      0 110 100 10
        environment gone size 10x10 content 10x10

        """

    @Test func theTextFormReadsBack() throws {
        let reference = try LayoutReference(text: Self.reference)
        #expect(reference.environments.map(\.name) == ["phone", "gone"])
        let phone = reference.environments[0]
        #expect(phone.contentSize == Size(width: 100, height: 170))
        // The global items and a section named `global` are two sections.
        #expect(phone.sections.map(\.key) == ["global", "section global", "section s"])
        #expect(phone.sections[2].elements.map(\.label) == ["cell 0 id=hero", "footer"])
        #expect(phone.sections[2].elements[0].frame == Rect(x: 25, y: 60, width: 50, height: 50))
        #expect(phone.sections[2].elements[0].line == 7)
        #expect(throws: LayoutReference.ReadingError(line: 2, text: "  cell 0 25 0 50")) {
            try LayoutReference(text: "environment e size 1x1 content 1x1\n  cell 0 25 0 50\n")
        }
    }

    @Test func changesAreElementByElement() throws {
        let old = try LayoutReference(text: Self.reference)
        let new = try LayoutReference(
            text: """
                environment phone size 100x200 content 100x180
                global
                  header      0 0 100 20
                section global
                  cell 0      25 0 50 50
                section s
                  cell 0 id=hero 25 70 50 50
                  cell 1      25 130 50 50
                section t
                  cell 0      0 0 1 1
                environment new size 10x10 content 10x10

                """
        )
        let changes = old.changes(to: new)
        #expect(
            changes.map(\.description) == [
                "phone: content 100x170 → 100x180",
                "phone · section s · cell 0 id=hero: 25 60 50 50 → 25 70 50 50",
                "phone · section s · cell 1: new, at 25 130 50 50",
                "phone · section s · footer: gone, was at 0 110 100 10",
                "phone · section t: a section the reference does not have",
                "new: an environment the reference does not have",
                "gone: an environment of the reference that the spec no longer has",
            ]
        )
        // A tolerance of 10 points forgives the content size and the move, not the rest.
        #expect(old.changes(to: new, tolerance: 10).count == changes.count - 2)
        #expect(old.changes(to: old).isEmpty)
    }
}
