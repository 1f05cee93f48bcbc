import Foundation
import Testing

/// `layoutd diff OLD NEW` on real files: only changed sections are laid out, and the diff says exactly
/// what moved.
struct DiffCommandTests {
    /// A flow spec of 100 sections × 1,000 items of 50 × 50 (inset 10, spacing 10) on a 375-point screen;
    /// `itemSize` overrides one section's item size; `order` gives the sections' order by number.
    static func spec(itemSize: (section: Int, size: Int)? = nil, order: [Int] = Array(0..<100)) -> String {
        var lines = [
            "environments: [{name: e, size: [375, 812]}]",
            "layout: {type: flow, itemSize: [50, 50], minimumLineSpacing: 10, minimumInteritemSpacing: 10, sectionInset: 10}",
            "sections:",
        ]
        for number in order {
            if let itemSize, itemSize.section == number {
                lines.append("  - {id: s\(number), items: 1000, itemSize: [\(itemSize.size), \(itemSize.size)]}")
            } else {
                lines.append("  - {id: s\(number), items: 1000}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `layoutd diff` on two versions and returns the parsed diff.json.
    static func diff(_ old: String, _ new: String) throws -> [String: Any] {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write(old, to: "old.layout.yaml", in: directory)
        try LayoutdBinary.write(new, to: "new.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(["diff", "old.layout.yaml", "new.layout.yaml"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The last line of `layoutd diff --format text`: how many sections were computed, shifted, reused.
    static func statsLine(_ old: String, _ new: String) throws -> String {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write(old, to: "old.layout.yaml", in: directory)
        try LayoutdBinary.write(new, to: "new.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(
            ["diff", "old.layout.yaml", "new.layout.yaml", "--format", "text"],
            in: directory
        )
        return String(result.stdout.split(separator: "\n").last ?? "")
    }

    static func changes(_ diff: [String: Any]) throws -> [[String: Any]] {
        let environments = try #require(diff["environments"] as? [[String: Any]])
        #expect(environments.count == 1)
        return try #require(environments.first?["changes"] as? [[String: Any]])
    }

    @Test func editingOneSectionComputesOneAndShiftsTheLaterOnes() throws {
        let diff = try Self.diff(Self.spec(), Self.spec(itemSize: (50, 60)))
        // diff.json holds no stats (no timings: the same specs give the same bytes); the text says them.
        #expect(diff["stats"] == nil)
        #expect(
            try Self.statsLine(Self.spec(), Self.spec(itemSize: (50, 60))) == "stats: 1 computed, 49 shifted, 50 reused"
        )

        let changes = try Self.changes(diff)
        let updates = changes.filter { $0["op"] as? String == "update" }
        let shifts = changes.filter { $0["op"] as? String == "shift" }
        #expect(updates.count == 1)
        #expect(updates.first?["section"] as? String == "s50")
        #expect(shifts.map { $0["section"] as? String } == (51..<100).map { "s\($0)" })
        #expect(changes.count == updates.count + shifts.count)
        // Section 50 grows: 1000 items of 60 in 355 points are 5 a row (200 rows), 200·60 + 199·10 + 20
        // = 14010 tall instead of 6 a row (167 rows), 167·50 + 166·10 + 20 = 10030; later ones move 3980.
        #expect(shifts.first?["by"] as? [Double] == [0, 3980])
        #expect(updates.first?["frame"] as? [Double] == [0, 50 * 10030, 375, 14010])
    }

    @Test func movingASectionIsOneMoveAndShiftsWithoutUpdates() throws {
        var order = Array(0..<100)
        order.remove(at: 10)
        order.insert(10, at: 50)
        let diff = try Self.diff(Self.spec(), Self.spec(order: order))
        #expect(try Self.statsLine(Self.spec(), Self.spec(order: order)).hasPrefix("stats: 0 computed, "))

        let changes = try Self.changes(diff)
        let ops = Set(changes.compactMap { $0["op"] as? String })
        #expect(ops == ["moveSection", "shift"])
        let moves = changes.filter { $0["op"] as? String == "moveSection" }
        #expect(moves.count == 1)
        #expect(moves.first?["section"] as? String == "s10")
        #expect(moves.first?["to"] as? Int == 50)
        // s11…s50 move up one section (10030); s10 moves down 40 sections.
        let shifts = changes.filter { $0["op"] as? String == "shift" }
        #expect(shifts.count == 41)
        #expect(shifts.first { $0["section"] as? String == "s11" }?["by"] as? [Double] == [0, -10030])
        #expect(shifts.first { $0["section"] as? String == "s10" }?["by"] as? [Double] == [0, 40 * 10030])
    }

    @Test func textFormNamesEachChange() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let old = """
            environments: [{name: e, size: [100, 200]}]
            layout: {itemSize: [100, 10], minimumLineSpacing: 0}
            sections: [{id: a, items: 2}, {id: b, items: 1}, {id: gone, items: 1}]
            """
        let new = """
            environments: [{name: e, size: [100, 200]}]
            layout: {itemSize: [100, 10], minimumLineSpacing: 0}
            sections: [{id: a, items: 3}, {id: b, items: 1}]
            """
        try LayoutdBinary.write(old, to: "old.layout.yaml", in: directory)
        try LayoutdBinary.write(new, to: "new.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(
            ["diff", "old.layout.yaml", "new.layout.yaml", "--format", "text"],
            in: directory
        )
        // The content stays 40 tall: a grows by 10 while gone (10) goes.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.dropLast() == [
                "environment e",
                "  deleteSection gone",
                "  insert a",
                "    cell 2      0 20 100 10",
                // a was two 10-tall items: 20 tall.
                "  update a frame 0 0 100 30 was 0 0 100 20",
                "  shift b by 0 10",
            ]
        )
        #expect(lines.last == "stats: 1 computed, 1 shifted, 0 reused")
    }

    /// A section whose one key changed says which: `b`'s `minimumLineSpacing` 0 → 5 puts its second
    /// cell at 10 + 5 = 15; `a`, whose keys are the same, names none.
    @Test func textFormNamesTheOneKeyThatChanged() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let old = """
            environments: [{name: e, size: [100, 200]}]
            layout: {itemSize: [100, 10], minimumLineSpacing: 0}
            sections: [{id: a, items: 2}, {id: b, items: 2}]
            """
        let new = """
            environments: [{name: e, size: [100, 200]}]
            layout: {itemSize: [100, 10], minimumLineSpacing: 0}
            sections: [{id: a, items: 3}, {id: b, items: 2, minimumLineSpacing: 5}]
            """
        try LayoutdBinary.write(old, to: "old.layout.yaml", in: directory)
        try LayoutdBinary.write(new, to: "new.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(
            ["diff", "old.layout.yaml", "new.layout.yaml", "--format", "text"],
            in: directory
        )
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("  update b frame 0 30 100 25 was 0 20 100 20 because minimumLineSpacing 0 → 5"),
            "\(result.stdout)"
        )
        #expect(lines.contains { $0.hasPrefix("  update a ") && !$0.contains("because") }, "\(result.stdout)")
    }

    /// `--exit-code`: 0 when the layouts are the same (a changed comment, say), 1 when they differ;
    /// specs with errors are 2 with or without it.
    @Test func exitCodeSaysWhetherAnythingMoved() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        let spec = "environments: [{name: e, size: [100, 200]}]\nsections: [{id: a, items: 2}]\n"
        try LayoutdBinary.write(spec, to: "old.layout.yaml", in: directory)
        try LayoutdBinary.write("# a comment\n" + spec, to: "same.layout.yaml", in: directory)
        try LayoutdBinary.write(
            spec.replacingOccurrences(of: "items: 2", with: "items: 3"),
            to: "new.layout.yaml",
            in: directory
        )
        let same = try LayoutdBinary.run(["diff", "--exit-code", "old.layout.yaml", "same.layout.yaml"], in: directory)
        #expect(same.status == 0, "\(same.stderr)")
        let changed = try LayoutdBinary.run(
            ["diff", "--exit-code", "old.layout.yaml", "new.layout.yaml"],
            in: directory
        )
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.contains("\"op\": \"insert\""))
        let without = try LayoutdBinary.run(["diff", "old.layout.yaml", "new.layout.yaml"], in: directory)
        #expect(without.status == 0)
        #expect(without.stdout == changed.stdout, "the same bytes every run")
    }

    @Test func aBadVersionIsAnError() throws {
        let directory = try LayoutdBinary.temporaryDirectory()
        try LayoutdBinary.write("sections: [{items: -1}]\n", to: "new.layout.yaml", in: directory)
        try LayoutdBinary.write("sections: [{items: 1}]\n", to: "old.layout.yaml", in: directory)
        let result = try LayoutdBinary.run(["diff", "old.layout.yaml", "new.layout.yaml"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("new.layout.yaml:1:20: error: sections[0].items"))
    }
}
