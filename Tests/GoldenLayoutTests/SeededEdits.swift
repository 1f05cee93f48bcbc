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
    func apply(to document: LayoutDocument, using random: inout SeededGenerator, serial: Int) -> LayoutDocument {
        var document = document
        let sectionIndex = document.sections.isEmpty ? nil : Int.random(in: 0..<document.sections.count, using: &random)
        switch self {
        case .resizeItem:
            guard let sectionIndex, !document.sections[sectionIndex].items.isEmpty else { return document }
            let runIndex = Int.random(in: 0..<document.sections[sectionIndex].items.count, using: &random)
            let size = Size(
                width: Double(Int.random(in: 1...120, using: &random)),
                height: Double(Int.random(in: 1...90, using: &random))
            )
            // Split items read `splitSize`, the others `size`; each kind ignores the other field.
            document.sections[sectionIndex].items[runIndex].size = size
            document.sections[sectionIndex].items[runIndex].splitSize = SplitItemSize(
                width: .points(size.width),
                height: .points(size.height)
            )
        case .changeSpacing:
            guard let sectionIndex else { return document }
            let spacing = Double(Int.random(in: 0...24, using: &random))
            document.sections[sectionIndex].flow.minimumLineSpacing = spacing
            document.sections[sectionIndex].split.minimumItemLineSpacing = spacing
            document.sections[sectionIndex].compositional.interGroupSpacing = spacing
        case .changeInset:
            guard let sectionIndex else { return document }
            let inset = EdgeInsets(
                top: Double(Int.random(in: 0...20, using: &random)),
                left: Double(Int.random(in: 0...20, using: &random)),
                bottom: Double(Int.random(in: 0...20, using: &random)),
                right: Double(Int.random(in: 0...20, using: &random))
            )
            document.sections[sectionIndex].flow.sectionInset = inset
            document.sections[sectionIndex].split.sectionInset = inset
            document.sections[sectionIndex].compositional.contentInsets = inset
        case .insertSection:
            guard let sectionIndex else { return document }
            var copy = document.sections[sectionIndex]
            copy.id = SectionID("inserted-\(serial)")
            document.sections.insert(copy, at: Int.random(in: 0...document.sections.count, using: &random))
        case .deleteSection:
            guard let sectionIndex, document.sections.count > 1 else { return document }
            document.sections.remove(at: sectionIndex)
        case .moveSection:
            guard let sectionIndex else { return document }
            let section = document.sections.remove(at: sectionIndex)
            document.sections.insert(section, at: Int.random(in: 0...document.sections.count, using: &random))
        case .insertItems:
            guard let sectionIndex else { return document }
            var run =
                document.sections[sectionIndex].items.randomElement(using: &random) ?? ItemRun(size: nil, count: 1)
            run.count = Int.random(in: 1...3, using: &random)
            run.id = nil
            let at = Int.random(in: 0...document.sections[sectionIndex].items.count, using: &random)
            document.sections[sectionIndex].items.insert(run, at: at)
        case .deleteItems:
            guard let sectionIndex, !document.sections[sectionIndex].items.isEmpty else { return document }
            let runIndex = Int.random(in: 0..<document.sections[sectionIndex].items.count, using: &random)
            document.sections[sectionIndex].items[runIndex].count -= 1
            if document.sections[sectionIndex].items[runIndex].count <= 0 {
                document.sections[sectionIndex].items.remove(at: runIndex)
            }
        case .addEnvironment:
            guard var environment = document.environments.randomElement(using: &random) else { return document }
            environment.name = "added-\(serial)"
            environment.size.width += Double(Int.random(in: -40...200, using: &random))
            environment.size.width = max(environment.size.width, 1)
            document.environments.append(environment)
        }
        return document
    }
}
