import LayoutEngine
import TestSupport
import Testing
import Yams

@testable import LayoutSpecFormat

/// Composing only the changed section entries gives the tree composing the whole text gives, or
/// declines; it never gives another tree.
struct ComposedSpecTests {
    /// A flow spec as the save-to-diff benchmark saves it: a comment above the first key, `sections` last.
    static let flow = """
        # A typical spec.
        # save 1
        environments:
          - device: iPhone 15
          - device: iPad (10th generation)
        layout:
          type: flow
          itemSize: [100, 100]
          minimumLineSpacing: 10
          sectionInset: 10
        sections:
          - id: s0
            header: 44
            items: 50
          - id: s1
            header: 44
            items: [[40, 50], {size: [80, 50], count: 3}]
          # between entries
          - id: s2
            header: 44
            items: 50
            itemSize: [100, 40]
          - id: s3
            items: {count: 2, size: [10, 20]}

        """

    /// `sections` before another key, written without indentation, with quoted and block scalars.
    static let indentless = """
        name: "indentless"
        sections:
        - id: 'a'
          items: 3
        - id: b
          items:
            - [10, 10]
            - {size: [20, 20]}
        - id: c
          items: 1
        layout:
          type: flow
          itemSize: [50, 50]
        """

    /// A compositional spec whose entries nest lists and mappings.
    static let compositional = """
        layout:
          type: compositional
        sections:
          - id: grid
            items: 6
            group:
              horizontal: {width: 1.0fr, height: 100}
              subitems:
                - item: {width: 0.5fr, height: 1.0fr}
            interGroupSpacing: 8
          - id: list
            items: 4
            group:
              vertical: {width: 1.0fr, height: 44}
              subitems: [{item: {width: 1.0fr, height: 44}}]
            boundarySupplementaryItems:
              - {kind: header, width: 1.0fr, height: 30, alignment: top}
        """

    /// Sections computed from the screen, on screens that share widths (an iPhone 15 and an iPhone 15
    /// Pro are both 393 points wide) and screens that do not: the sections a parse reads in one
    /// environment stand for others, and for the next parse's.
    static let computed = """
        environments:
          - device: iPhone 15
          - device: iPhone 15 Pro
          - device: iPad (10th generation)
          - device: iPhone 15
            orientation: landscape
        layout:
          type: flow
          minimumLineSpacing: 10
        sections:
          - id: a
            items: {count: 4, size: ["collectionView.bounds.width / 4", 50]}
          - id: b
            let: {half: collectionView.bounds.width / 2}
            items: {count: 2, size: [half, "collectionView.bounds.width > 500 ? 80 : 40"]}
          - id: c
            items: 3
            itemSize: [60, 60]
          - id: d
            itemSize: ["collectionView.bounds.width - 20", 30]
            items: 2

        """

    /// The tree composing the whole text gives, or `nil` where it does not compose.
    static func fullTree(_ text: String) -> Node? {
        guard MappingKeyGuard.firstComplexKey(in: text) == nil else { return nil }
        return try? Yams.compose(yaml: text, .basic, .default, .utf8)
    }

    static func kept(_ text: String) throws -> ComposedSpec {
        try #require(fullTree(text).flatMap { ComposedSpec.kept(text: text, root: $0) })
    }

    /// Whether two trees are the same node for node: values, styles, tags and marks.
    static func same(_ lhs: Node, _ rhs: Node) -> Bool {
        guard lhs.mark?.line == rhs.mark?.line, lhs.mark?.column == rhs.mark?.column,
            lhs.tag.description == rhs.tag.description
        else { return false }
        switch (lhs, rhs) {
        case (.scalar(let left), .scalar(let right)):
            return left.string == right.string && left.style == right.style
        case (.sequence(let left), .sequence(let right)):
            return left.style == right.style && left.count == right.count && zip(left, right).allSatisfy(same)
        case (.mapping(let left), .mapping(let right)):
            return left.style == right.style && left.count == right.count
                && zip(left, right).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
        case (.alias(let left), .alias(let right)):
            return left == right
        default:
            return false
        }
    }

    static func value(_ node: Node?, _ key: String) -> Node? {
        node?.mapping?.first { $0.key.scalar?.string == key }?.value
    }

    static func entry(_ node: Node?, _ index: Int) -> Node? {
        node?.sequence.flatMap { index < $0.count ? $0[index] : nil }
    }

    static func replacingLine(_ number: Int, of text: String, with line: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[number - 1] = line
        return lines.joined(separator: "\n")
    }

    @Test func aChangedValueInOneSectionComposesThatEntryAlone() throws {
        let tree = try Self.kept(Self.flow)
        // Line 2 is the comment, line 22 the `itemSize` of s2.
        var edited = Self.replacingLine(2, of: Self.flow, with: "# save 2")
        edited = Self.replacingLine(22, of: edited, with: "    itemSize: [100, 46]")
        let partly = try #require(tree.recomposed(edited))
        let whole = try #require(Self.fullTree(edited))
        #expect(Self.same(partly, whole))
        let height = Self.entry(Self.value(Self.entry(Self.value(partly, "sections"), 2), "itemSize"), 1)
        #expect(height?.scalar?.string == "46")
        // The mark of the changed value is where composing the whole text puts it.
        #expect(height?.mark?.line == 22)
    }

    @Test func changesOutsideTheSectionsComposeTheWholeText() throws {
        let tree = try Self.kept(Self.flow)
        // `minimumLineSpacing`, the `sections:` line, and a line added.
        #expect(tree.recomposed(Self.replacingLine(9, of: Self.flow, with: "  minimumLineSpacing: 12")) == nil)
        #expect(tree.recomposed(Self.replacingLine(11, of: Self.flow, with: "sections: # all")) == nil)
        #expect(tree.recomposed(Self.flow + "\n") == nil)
        // A control character in a changed comment, which Yams refuses anywhere.
        #expect(Self.fullTree(Self.replacingLine(2, of: Self.flow, with: "# save\u{0}2")) == nil)
        #expect(tree.recomposed(Self.replacingLine(2, of: Self.flow, with: "# save\u{0}2")) == nil)
        // An anchor in the changed entry, and a document marker.
        #expect(tree.recomposed(Self.replacingLine(14, of: Self.flow, with: "    items: &n 50")) == nil)
        #expect(tree.recomposed(Self.replacingLine(24, of: Self.flow, with: "...")) == nil)
        // The last entry of a list that is not the last key.
        let indentless = try Self.kept(Self.indentless)
        #expect(indentless.recomposed(Self.replacingLine(10, of: Self.indentless, with: "  items: 2")) == nil)
        #expect(indentless.recomposed(Self.replacingLine(4, of: Self.indentless, with: "  items: 4")) != nil)
    }

    @Test func theSameTextKeepsTheTree() throws {
        let tree = try Self.kept(Self.flow)
        let again = try #require(tree.recomposed(Self.flow))
        #expect(Self.same(again, tree.root))
    }

    /// Random edits of one to three lines of a spec, each checked against composing the whole text;
    /// then the edited text's tree against a second round of edits, as the daemon chains saves.
    @Test(arguments: [flow, indentless, compositional])
    func randomEditsComposeAsTheWholeTextDoes(base: String) throws {
        var random = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(base.utf8.count))
        let baseTree = try Self.kept(base)
        var reused = 0
        var declined = 0
        for _ in 0..<1_500 {
            var text = base
            var tree = baseTree
            for _ in 0..<2 {
                let edited = Self.randomlyEdited(text, using: &random)
                let whole = Self.fullTree(edited)
                if let partly = tree.recomposed(edited) {
                    reused += 1
                    let whole = try #require(whole, "composed in part, but the whole text does not compose:\n\(edited)")
                    #expect(Self.same(partly, whole), "a different tree for:\n\(edited)")
                } else {
                    declined += 1
                }
                // The next round starts from the edited text when it composes, as the daemon's next save.
                guard let whole, let next = ComposedSpec.kept(text: edited, root: whole) else { break }
                text = edited
                tree = next
            }
        }
        // Both paths were taken, each many times.
        #expect(reused > 300, "reused \(reused), declined \(declined)")
        #expect(declined > 300, "reused \(reused), declined \(declined)")
    }

    /// The same random edits through the parser, which also takes the sections of unchanged entries
    /// from the previous parse: the same document, or the same errors, as a fresh parse.
    @Test(arguments: [flow, indentless, computed])
    func randomEditsParseAsAFreshParseDoes(base: String) throws {
        let parser = SpecParser()
        var random = SeededGenerator(seed: 0x9A25_0000 &+ UInt64(base.utf8.count))
        var baseTree: ComposedSpec?
        _ = try parser.parse(base, file: "a.layout.yaml", tree: &baseTree)
        #expect(baseTree?.sectionsRead != nil)
        var reused = 0
        for _ in 0..<1_000 {
            var text = base
            var tree = baseTree
            for _ in 0..<2 {
                let edited = Self.randomlyEdited(text, using: &random)
                if tree?.sectionsRead != nil && tree?.recomposedInPart(edited) != nil { reused += 1 }
                let fresh = Result { () throws(SpecErrors) in try parser.parse(edited, file: "a.layout.yaml") }
                let partly = Result { () throws(SpecErrors) in
                    try parser.parse(edited, file: "a.layout.yaml", tree: &tree)
                }
                #expect(fresh == partly, "a different parse of:\n\(edited)")
                guard tree != nil else { break }
                text = edited
            }
        }
        #expect(reused > 150, "sections reused \(reused) times")
    }

    /// `text` with one to three of its lines edited: a character removed or inserted, a line copied
    /// over another, or a digit changed (the edit a save usually makes).
    static func randomlyEdited(_ text: String, using random: inout SeededGenerator) -> String {
        let fragments = [
            " ", "-", "- ", ":", ": ", "[", "]", "{", "}", ", ", "\"", "'", "&a ", "*a", "|", ">", "#", "# x",
            "---", "...", "\t", "? ", "\r", "é", "\u{2028}", "\u{0}", "\u{7F}", "\u{85}", "\u{FFFE}", "0", "7", "-3",
            "1.5", "x", "id", "items", "  ", "\\",
        ]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0...(random.next() % 3) {
            let number = Int(random.next() % UInt64(lines.count))
            var line = Array(lines[number])
            switch random.next() % 4 {
            case 0 where !line.isEmpty:
                line.remove(at: Int(random.next() % UInt64(line.count)))
            case 1:
                let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
                line.insert(contentsOf: fragment, at: Int(random.next() % UInt64(line.count + 1)))
            case 2:
                line = Array(lines[Int(random.next() % UInt64(lines.count))])
            default:
                if let index = line.firstIndex(where: \.isNumber) {
                    line[index] = Character(String(random.next() % 10))
                }
            }
            lines[number] = String(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test func aParseWithTheTreeGivesTheDocumentAndErrorsOfAFreshParse() throws {
        let parser = SpecParser()
        var tree: ComposedSpec?
        _ = try parser.parse(Self.flow, file: "a.layout.yaml", tree: &tree)
        #expect(tree != nil)
        let good = Self.replacingLine(22, of: Self.flow, with: "    itemSize: [100, 46]")
        #expect(try parser.parse(good, file: "a.layout.yaml", tree: &tree) == parser.parse(good, file: "a.layout.yaml"))
        // An error in the changed section: the same errors, at the same line and column.
        let bad = Self.replacingLine(22, of: good, with: "    itemSize: [100, -46]")
        let fresh = #expect(throws: SpecErrors.self) { try parser.parse(bad, file: "a.layout.yaml") }
        let reused = #expect(throws: SpecErrors.self) { try parser.parse(bad, file: "a.layout.yaml", tree: &tree) }
        #expect(fresh == reused)
        #expect(fresh?.errors.first?.location.line == 22)
        // A spec that does not compose keeps no tree.
        #expect(throws: SpecErrors.self) { try parser.parse("sections: [", file: "a.layout.yaml", tree: &tree) }
        #expect(tree == nil)
    }
}
