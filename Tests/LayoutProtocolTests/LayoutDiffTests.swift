import Foundation
import LayoutEngine
import LayoutProtocol
import Testing

/// The diff of an incremental update: sections the engine only moved are one `shift` each.
struct LayoutDiffTests {
    /// Three flow sections of three 100 × 100 items in one row on a 320-point-wide screen: each
    /// section is 100 high, section k starts at 100 · k.
    static func document(firstHeight: Double, secondHeight: Double = 100) -> LayoutDocument {
        var flow = FlowParameters()
        flow.minimumInteritemSpacing = 10
        let sections = (0..<3).map { index in
            Section(
                id: SectionID("s\(index)"),
                items: [
                    ItemRun(
                        size: Size(width: 100, height: index == 0 ? firstHeight : index == 1 ? secondHeight : 100),
                        count: 3
                    )
                ]
            )
        }
        return LayoutDocument(
            name: "t",
            environments: [LayoutEnvironment(name: "phone", size: Size(width: 320, height: 480), scale: 3)],
            layout: .flow(FlowLayoutSpec(flow: flow)),
            sections: sections
        )
    }

    @Test func movedSectionsAreOneShiftEachAndTheDiffApplies() throws {
        var incremental = IncrementalLayout()
        let before = incremental.update(Self.document(firstHeight: 100)).snapshot
        // Section 0's row grows from 100 to 130: sections 1 and 2 move down by 30.
        let (after, work) = incremental.update(Self.document(firstHeight: 130))
        #expect(work.sectionsMovedInConstantTime == 2)
        let diff = LayoutDiff(from: before, to: after)
        guard case .changed(let environment) = try #require(diff.environments.first) else {
            Issue.record("the environment is not changed in \(diff)")
            return
        }
        #expect(environment.contentSize == Size(width: 320, height: 330))
        let grown = (0..<3).map { item in
            LayoutElement(
                kind: .cell,
                item: item,
                frame: Rect(x: 110 * Double(item), y: 0, width: 100, height: 130),
                zIndex: 0
            )
        }
        #expect(
            environment.changes == [
                .update(
                    section: SectionID("s0"),
                    frame: Rect(x: 0, y: 0, width: 320, height: 130),
                    elements: grown,
                    // Where they were: the section 100 tall, its cells 100 tall at x 0, 110, 220.
                    was: PreviousFrames(
                        section: Rect(x: 0, y: 0, width: 320, height: 100),
                        elements: (0..<3).map { Rect(x: 110 * Double($0), y: 0, width: 100, height: 100) }
                    )
                ),
                .shift(section: SectionID("s1"), by: Point(x: 0, y: 30)),
                .shift(section: SectionID("s2"), by: Point(x: 0, y: 30)),
            ]
        )
        #expect(diff.applied(to: before) == after)

        // The event is written on one line in one pass: the file's text with its breaks taken out.
        let file = DiffFile(
            spec: "t.layout.yaml",
            from: 1,
            to: 2,
            diff: diff,
            stats: LayoutStats(work, micros: 5)
        )
        let event = SocketEvent.diff(file, clock: "c:1:2")
        #expect(
            event
                == SocketEvent.diff(
                    spec: file.spec,
                    clock: "c:1:2",
                    generation: 2,
                    json: SocketEvent.oneLine(file.json())
                )
        )
        #expect(!event.contains("\n"))
    }

    /// An updated section that also moved: `was` is where its elements were in the previous layout,
    /// before the shift; the document and its text form say so, and it reads back.
    @Test func anUpdateSaysWhereEachFrameWas() throws {
        var incremental = IncrementalLayout()
        let before = incremental.update(Self.document(firstHeight: 100)).snapshot
        // Section 0 grows (s1 shifts by 30), then s1's own row grows too: s1 is shifted, then updated.
        let after = incremental.update(Self.document(firstHeight: 130, secondHeight: 60)).snapshot
        let diff = LayoutDiff(from: before, to: after)
        let file = DiffFile(spec: "t", from: 1, to: 2, diff: diff)
        let json = file.json()
        // s1 was at y 100 before s0 grew (and 100 + 100 = 200 tall); its first cell at (0, 100).
        #expect(json.contains(#""op": "shift", "section": "s1", "by": [0, 30]"#), "\(json)")
        #expect(json.contains(#""was": [0, 100, 100, 100]}"#), "\(json)")
        let read = try DiffFile.decode(Data(json.utf8))
        #expect(read.diff == diff)
        #expect(read.diff.applied(to: before) == after)
        let text = DiffText.render(diff)
        #expect(text.contains("was 0 100 100 100"), "\(text)")
    }
}
