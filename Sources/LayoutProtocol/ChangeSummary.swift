import LayoutEngine

/// Changes between two layouts said at the level they happened, for a reviewer: one line a section,
/// where the elements that moved together are one phrase and the environments where the same
/// happened are named once.
///
/// `section general: shifted by 0 -52 (3 cells), in every environment`, or
/// `section general: shifted by 0 -52 (3 cells) in iphone-17, ipad-a16; shifted by 0 -44 (3 cells) in
/// iphone-se`. Numbers are rounded to the hundredth of a point, which tells every pixel of a 2x or 3x
/// screen apart (`618.67`); the frames in full are in JSON.
public struct ChangeSummary: Equatable, Sendable {
    /// One line: the section (or none, for what is the whole layout's), what happened where.
    public struct Line: Equatable, Sendable {
        public var section: String?
        public var text: String
        /// The changes the line says, the first of them where it is placed.
        public var changes: [LayoutReferenceChange]

        public var description: String { (section.map { "section \($0)" } ?? "layout") + ": " + text }
    }

    public var lines: [Line]

    /// At most this many elements are named one by one in a phrase; the rest are counted.
    public static let namedElements = 5

    /// The lines of `changes`, a section each.
    ///
    /// `environments` are the names of all the environments compared, in order: where the same
    /// happened in each, the line says "in every environment". Where `causes` has one key that
    /// differs in a section (or in the layout's own keys), the line names it first:
    /// `interGroupSpacing 8 → 10 moves 6 cells: …`.
    public init(_ changes: [LayoutReferenceChange], environments: [String], causes: KeyChanges? = nil) {
        var sections: [String?] = []
        var bySection: [String: [LayoutReferenceChange]] = [:]
        for change in changes {
            let key = change.section.map { "s" + $0 } ?? "-"
            if bySection[key] == nil { sections.append(change.section) }
            bySection[key, default: []].append(change)
        }
        lines = sections.map { section in
            let key = section.map { "s" + $0 } ?? "-"
            let changes = bySection[key] ?? []
            // What happened in each environment, then the environments where the same happened.
            var order: [String] = []
            var places: [String: [String]] = [:]
            var seen: Set<String> = []
            for environment in changes.map(\.environment) where seen.insert(environment).inserted {
                let here = changes.filter { $0.environment == environment }
                var text = Self.phrases(here).joined(separator: "; ")
                if let cause = causes?.cause(of: section, in: environment) {
                    text = Self.caused(here, by: cause) + ": " + text
                }
                if places[text] == nil { order.append(text) }
                places[text, default: []].append(environment)
            }
            let text: String
            if order.count == 1, let only = order.first, places[only] == environments, environments.count > 1 {
                text = only + ", in every environment"
            } else {
                text = order.map { "\($0) in \(places[$0, default: []].joined(separator: ", "))" }
                    .joined(separator: "; ")
            }
            return Line(section: section, text: text, changes: changes)
        }
    }

    /// The phrases of one section's (or environment's) changes, in the order they first appear.
    static func phrases(_ changes: [LayoutReferenceChange]) -> [String] {
        var phrases: [String] = []
        // Elements that kept their size and moved by one offset move together.
        var shifts: [(offset: String, labels: [String], first: String)] = []
        var named: [String] = []
        for change in changes {
            switch change {
            case .moved(_, _, let label, let old, let new) where old.width == new.width && old.height == new.height:
                let offset = "\(rounded(new.minX - old.minX)) \(rounded(new.minY - old.minY))"
                if let index = shifts.firstIndex(where: { $0.offset == offset }) {
                    shifts[index].labels.append(label)
                } else {
                    shifts.append((offset, [label], "\(label) shifted by \(offset)"))
                }
            case .moved(_, _, let label, let old, let new):
                named.append("\(label): \(frame(old)) → \(frame(new))")
            case .added(_, _, let label, let rect):
                named.append("\(label) new at \(frame(rect))")
            case .removed(_, _, let label, _):
                named.append("\(label) gone")
            case .sectionAdded:
                phrases.append("a section the reference does not have")
            case .sectionRemoved:
                phrases.append("a section of the reference that is gone")
            case .contentSize(_, let old, let new) where old.width == new.width:
                phrases.append("content height \(rounded(old.height)) → \(rounded(new.height))")
            case .contentSize(_, let old, let new) where old.height == new.height:
                phrases.append("content width \(rounded(old.width)) → \(rounded(new.width))")
            case .contentSize(_, let old, let new):
                phrases.append("content \(size(old)) → \(size(new))")
            case .environmentAdded:
                phrases.append("an environment the reference does not have")
            case .environmentRemoved:
                phrases.append("an environment of the reference that the spec no longer has")
            }
        }
        // An element that moved alone is said alone.
        var alone: [String] = []
        for shift in shifts {
            if shift.labels.count == 1 {
                alone.append(shift.first)
            } else {
                phrases.append("shifted by \(shift.offset) (\(counted(shift.labels)))")
            }
        }
        named = alone + named
        phrases += named.prefix(namedElements)
        if named.count > namedElements { phrases.append("\(named.count - namedElements) more elements") }
        return phrases
    }

    /// `interGroupSpacing 8 → 10 moves 6 cells`: the key, and the elements that moved when moving is
    /// all that happened to them.
    static func caused(_ changes: [LayoutReferenceChange], by cause: KeyChanges.Change) -> String {
        var labels: [String] = []
        for change in changes {
            switch change {
            case .moved(_, _, let label, _, _): labels.append(label)
            case .contentSize: continue
            default: return cause.description
            }
        }
        return labels.isEmpty ? cause.description : "\(cause) moves \(counted(labels))"
    }

    /// `12 cells, 1 header`: the elements by kind, the first word of their labels.
    static func counted(_ labels: [String]) -> String {
        var kinds: [(kind: String, count: Int)] = []
        for label in labels {
            let kind = String(label.prefix { $0 != " " })
            if let index = kinds.firstIndex(where: { $0.kind == kind }) {
                kinds[index].count += 1
            } else {
                kinds.append((kind, 1))
            }
        }
        return kinds.map { "\($0.count) \($0.kind)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// `618.67`: a number to the hundredth of a point.
    public static func rounded(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return formatNumber(hundredths == 0 ? 0 : hundredths)
    }

    static func frame(_ rect: Rect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map(rounded).joined(separator: " ")
    }

    static func size(_ size: Size) -> String { "\(rounded(size.width))x\(rounded(size.height))" }
}
