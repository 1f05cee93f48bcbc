import LayoutEngine
import TestSupport

/// The random edits a spec goes through between two saves, applied to its parsed document.
enum SeededEdit: CaseIterable {
    case resizeItem
    case changeSpacing
    case changeInset
    case insertSection
    case deleteSection
    case moveSection
    case insertItems
    case deleteItems
    case addEnvironment

    /// `document` with this edit applied at random places; the document is unchanged when the edit does
    /// not apply (no section to delete, say).
    ///
    /// A document whose values differ by environment (``LayoutDocument/environmentKeys``) gets the same
    /// edit in every environment's sections, as an edit of its text would give.
    func apply(to document: LayoutDocument, using random: inout SeededGenerator, serial: Int) -> LayoutDocument {
        var document = document
        if case .addEnvironment = self {
            guard let index = document.environments.indices.randomElement(using: &random) else { return document }
            var environment = document.environments[index]
            environment.name = "added-\(serial)"
            environment.size.width += Double(Int.random(in: -40...200, using: &random))
            environment.size.width = max(environment.size.width, 1)
            if !document.environmentKeys.isEmpty { document.environmentKeys.append(document.keys(at: index)) }
            document.environments.append(environment)
            return document
        }
        guard let edit = SectionEdit(self, of: document.sections, using: &random, serial: serial) else {
            return document
        }
        edit.apply(to: &document.sections)
        for index in document.environmentKeys.indices { edit.apply(to: &document.environmentKeys[index].sections) }
        return document
    }
}

/// One edit of a spec's sections with its random choices made, so that it can be made alike in every
/// environment's sections.
private struct SectionEdit {
    var kind: SeededEdit
    var section: Int
    /// Where in the section's runs, as a fraction of their count: environments may hold other runs.
    var runFraction: Double
    var size = Size(width: 1, height: 1)
    var spacing = 0.0
    var inset = EdgeInsets.zero
    var destination = 0
    var count = 1
    var serial: Int

    init?(_ kind: SeededEdit, of sections: [Section], using random: inout SeededGenerator, serial: Int) {
        guard !sections.isEmpty else { return nil }
        self.kind = kind
        self.serial = serial
        section = Int.random(in: 0..<sections.count, using: &random)
        runFraction = Double.random(in: 0..<1, using: &random)
        switch kind {
        case .resizeItem:
            size = Size(
                width: Double(Int.random(in: 1...120, using: &random)),
                height: Double(Int.random(in: 1...90, using: &random))
            )
        case .changeSpacing:
            spacing = Double(Int.random(in: 0...24, using: &random))
        case .changeInset:
            inset = EdgeInsets(
                top: Double(Int.random(in: 0...20, using: &random)),
                left: Double(Int.random(in: 0...20, using: &random)),
                bottom: Double(Int.random(in: 0...20, using: &random)),
                right: Double(Int.random(in: 0...20, using: &random))
            )
        case .insertSection:
            destination = Int.random(in: 0...sections.count, using: &random)
        case .deleteSection:
            guard sections.count > 1 else { return nil }
        case .moveSection:
            destination = Int.random(in: 0..<sections.count, using: &random)
        case .insertItems:
            count = Int.random(in: 1...3, using: &random)
        case .deleteItems, .addEnvironment:
            break
        }
    }

    /// The index of the chosen run among `count` runs, or `nil` when there are none.
    private func run(among count: Int) -> Int? {
        count == 0 ? nil : min(Int(runFraction * Double(count)), count - 1)
    }

    func apply(to sections: inout [Section]) {
        switch kind {
        case .resizeItem:
            guard let run = run(among: sections[section].items.count) else { return }
            // Split items read `splitSize`, the others `size`; each kind ignores the other field.
            sections[section].items[run].size = size
            sections[section].items[run].splitSize = SplitItemSize(
                width: .points(size.width),
                height: .points(size.height)
            )
        case .changeSpacing:
            sections[section].flow.minimumLineSpacing = spacing
            sections[section].split.minimumItemLineSpacing = spacing
            sections[section].compositional.interGroupSpacing = spacing
        case .changeInset:
            sections[section].flow.sectionInset = inset
            sections[section].split.sectionInset = inset
            sections[section].compositional.contentInsets = inset
        case .insertSection:
            var copy = sections[section]
            copy.id = SectionID("inserted-\(serial)")
            sections.insert(copy, at: destination)
        case .deleteSection:
            sections.remove(at: section)
        case .moveSection:
            let moved = sections.remove(at: section)
            sections.insert(moved, at: destination)
        case .insertItems:
            var inserted =
                run(among: sections[section].items.count).map { sections[section].items[$0] }
                ?? ItemRun(size: nil, count: 1)
            inserted.count = count
            inserted.id = nil
            let at = run(among: sections[section].items.count + 1) ?? 0
            sections[section].items.insert(inserted, at: at)
        case .deleteItems:
            guard let run = run(among: sections[section].items.count) else { return }
            sections[section].items[run].count -= 1
            if sections[section].items[run].count <= 0 { sections[section].items.remove(at: run) }
        case .addEnvironment:
            break
        }
    }
}
