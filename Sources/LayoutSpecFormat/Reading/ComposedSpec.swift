import LayoutEngine
import Yams

/// A spec's YAML tree from its last parse, kept so that the next save composes again only the
/// entries of `sections` whose lines changed.
///
/// A save usually changes a value or two in one section, but composing the whole text (Yams) was
/// most of the time a parse took. When the new text has as many lines as the old one, and every line
/// that differs lies within entries of `sections` or is a comment above the first key, only those
/// entries' lines are composed: padded with line breaks up to their first line, so that every mark
/// keeps its line and column, and put in place of the old entries. Anything this cannot show to
/// compose the same as the whole text composes the whole text instead:
/// - a different number of lines, or a change anywhere else (a changed comment with anything but
///   printable ASCII included: Yams refuses control characters even in comments);
/// - an anchor in the changed entries (aliases elsewhere would keep the old value);
/// - a document marker, or a line less indented than the list, in the changed entries;
/// - line breaks other than `\n` and `\r\n`, which Yams counts as lines where this would not;
/// - changed entries that do not compose on their own into entries at the list's column.
public struct ComposedSpec {
    /// Texts larger than this keep no tree: a tree takes several times its text's memory.
    public static let maximumBytes = 64 * 1024

    /// The text the tree was composed from.
    let text: [UInt8]
    /// Where each line of `text` starts (the part after the last line break counts as a line).
    let lineStarts: [Int]
    /// The tree, as composing the whole text gives it.
    let root: Node
    /// The line (from 1) of the root mapping's first key: above it are only comments and blank lines.
    let firstKeyLine: Int
    /// The `sections` list, when it can be composed in part.
    let sections: SectionLines?
    /// The sections read from this tree, when reading it found no error: the next parse takes those
    /// of the entries it leaves as they were instead of reading them again.
    var sectionsRead: [Section]?
    /// The entries of ``sectionsRead`` with a value that reads the environment.
    var sectionsReadingEnvironment: Set<Int> = []
    /// The expressions the parse of this tree compiled, for the next parse to take.
    var compiledExpressions: [ExpressionScope.Key: ExpressionScope.Entry] = [:]
    /// The sections of ``sectionsRead`` read in environments, by entry, keyed by the values their
    /// expressions took.
    var sectionsByValues: [Int: SectionsByValues] = [:]
    /// The sections of each environment that reading this tree gave (before variants set items), keyed
    /// by all the environment's values.
    var sectionsByEnvironment: [ExpressionEnvironment: [Section]] = [:]
    /// The spec's and the layout's names of `let:` as that parse read them.
    var bindingsRead = DocumentReader.BindingsRead()

    /// Where the entries of a block `sections` list are.
    struct SectionLines {
        /// The index of `sections` among the root mapping's pairs.
        let pairIndex: Int
        /// The line (from 1) each entry starts on: the line of its `-`.
        let entryLines: [Int]
        /// The column (from 0) of the entries' `-`.
        let dashColumn: Int
        /// The last line the last entry may reach: the text's last line when `sections` is the root's
        /// last key, `nil` otherwise (a change in the last entry then composes the whole text).
        let lastLine: Int?
    }

    /// The tree of `text` to keep, or `nil` for a text too large or with line breaks this cannot count.
    static func kept(text: String, root: Node) -> ComposedSpec? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
        guard bytes.count <= maximumBytes, let lineStarts = lineStarts(of: bytes) else { return nil }
        return kept(bytes: bytes, lineStarts: lineStarts, root: root)
    }

    /// The tree of a text whose bytes and line starts are known (``Recomposed``).
    static func kept(bytes: [UInt8], lineStarts: [Int], root: Node) -> ComposedSpec? {
        guard case .mapping(let mapping) = root, let firstKey = mapping.first?.key.mark else { return nil }
        return ComposedSpec(
            text: bytes,
            lineStarts: lineStarts,
            root: root,
            firstKeyLine: firstKey.line,
            sections: sectionLines(in: mapping, text: bytes, lineStarts: lineStarts)
        )
    }

    /// Where each line starts, or `nil` when the text holds a line break Yams counts and this would
    /// not (a lone `\r`, NEL, LS, PS) or a byte order mark.
    static func lineStarts(of bytes: [UInt8]) -> [Int]? {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                guard index + 1 < count, bytes[index + 1] == 0x0A else { return nil }
            case 0xC2:
                // NEL, U+0085.
                if index + 1 < count, bytes[index + 1] == 0x85 { return nil }
            case 0xE2:
                // LS and PS, U+2028 and U+2029.
                if index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    return nil
                }
            case 0xEF:
                // A byte order mark.
                if index + 2 < count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return nil }
            default:
                break
            }
            index += 1
        }
        return starts
    }

    /// The entries of a block `sections` list, each starting on a line of its own at one column.
    ///
    /// A block list is told by its entries' `-`, not by the node's style: Yams gives every composed
    /// list the style `any`.
    static func sectionLines(in mapping: Node.Mapping, text: [UInt8], lineStarts: [Int]) -> SectionLines? {
        guard let pairIndex = mapping.firstIndex(where: { $0.key.scalar?.string == SpecKey.Name.sections.rawValue }),
            case .sequence(let list) = mapping[pairIndex].value, !list.isEmpty
        else { return nil }
        var entryLines: [Int] = []
        entryLines.reserveCapacity(list.count)
        var dashColumn: Int?
        for entry in list {
            guard let mark = entry.mark, let column = entryDashColumn(at: mark, text: text, lineStarts: lineStarts),
                dashColumn == nil || dashColumn == column
            else { return nil }
            dashColumn = column
            entryLines.append(mark.line)
        }
        guard let dashColumn else { return nil }
        return SectionLines(
            pairIndex: pairIndex,
            entryLines: entryLines,
            dashColumn: dashColumn,
            lastLine: pairIndex == mapping.count - 1 ? lineStarts.count : nil
        )
    }

    /// The column of the `-` before an entry starting at `mark`, when all that precedes the entry on its
    /// line is spaces, that `-` and spaces.
    static func entryDashColumn(at mark: Mark, text: [UInt8], lineStarts: [Int]) -> Int? {
        guard mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 3 else { return nil }
        let start = lineStarts[mark.line - 1]
        let end = start + mark.column - 1
        guard end <= text.count else { return nil }
        var index = start
        while index < end, text[index] == 0x20 { index += 1 }
        guard index < end, text[index] == UInt8(ascii: "-") else { return nil }
        let dash = index - start
        index += 1
        guard index < end else { return nil }
        while index < end, text[index] == 0x20 { index += 1 }
        return index == end ? dash : nil
    }

    // MARK: Composing in part

    /// A tree composed in part: the new root, and which entries of `sections` were composed again.
    struct Recomposed {
        let root: Node
        /// The old entries that were replaced; none when only comments changed.
        let replaced: Range<Int>
        /// How many new entries took the replaced ones' place.
        let replacements: Int
        /// The new text's bytes and where its lines start, for the tree kept of it.
        let text: [UInt8]
        let lineStarts: [Int]
    }

    /// The tree of `newText`, composed only where its lines differ from this tree's text; `nil` when
    /// the whole text must be composed.
    func recomposed(_ newText: String) -> Node? {
        recomposedInPart(newText)?.root
    }

    /// The tree of `newText`, composed only where its lines differ from this tree's text, with the
    /// entries that were composed again; `nil` when the whole text must be composed (see the type's
    /// documentation for when).
    func recomposedInPart(_ newText: String) -> Recomposed? {
        guard let sections else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(newText.utf8.count)
        bytes.append(contentsOf: newText.utf8)
        guard bytes.count <= Self.maximumBytes, let newStarts = Self.lineStarts(of: bytes),
            newStarts.count == lineStarts.count
        else { return nil }

        // The entries holding changed lines, from `first` through `last`.
        var first = Int.max
        var last = -1
        for line in 0..<lineStarts.count {
            let old = Self.line(line, of: text, starts: lineStarts)
            let new = Self.line(line, of: bytes, starts: newStarts)
            if old.elementsEqual(new) { continue }
            if line + 1 < firstKeyLine && Self.isCommentOrBlank(old) && Self.isCommentOrBlank(new)
                && Self.isPrintable(new)
            {
                continue
            }
            guard let entry = sections.entry(containing: line + 1) else { return nil }
            first = min(first, entry)
            last = max(last, entry)
        }
        guard last >= 0 else {
            return Recomposed(root: root, replaced: 0..<0, replacements: 0, text: bytes, lineStarts: newStarts)
        }

        // The changed entries' lines, from the first one's `-` to the line before the next entry.
        let startLine = sections.entryLines[first]
        let endLine: Int
        if last + 1 < sections.entryLines.count {
            endLine = sections.entryLines[last + 1] - 1
        } else if let lastLine = sections.lastLine {
            endLine = lastLine
        } else {
            return nil
        }
        guard
            Self.isSafeChunk(lines: startLine...endLine, of: text, starts: lineStarts, dashColumn: sections.dashColumn),
            Self.isSafeChunk(lines: startLine...endLine, of: bytes, starts: newStarts, dashColumn: sections.dashColumn)
        else { return nil }
        let chunkStart = newStarts[startLine - 1]
        let chunkEnd = endLine < newStarts.count ? newStarts[endLine] : bytes.count
        var padded = String(repeating: "\n", count: startLine - 1)
        padded += String(decoding: bytes[chunkStart..<chunkEnd], as: UTF8.self)
        guard MappingKeyGuard.firstComplexKey(in: padded) == nil,
            let composed = try? Yams.compose(yaml: padded, .basic, .default, .utf8),
            case .sequence(let entries) = composed, !entries.isEmpty
        else { return nil }
        // Every new entry starts at the list's column, on a line of its own.
        for entry in entries {
            guard let mark = entry.mark,
                Self.entryDashColumn(at: mark, text: bytes, lineStarts: newStarts) == sections.dashColumn
            else { return nil }
        }

        guard case .mapping(var mapping) = root else { return nil }
        let pair = mapping[sections.pairIndex]
        guard case .sequence(var list) = pair.value else { return nil }
        // The list starts at its first entry's `-`: a new first entry must leave it there.
        if first == 0 && (entries.mark?.line != list.mark?.line || entries.mark?.column != list.mark?.column) {
            return nil
        }
        list.replaceSubrange(first..<(last + 1), with: entries)
        mapping[sections.pairIndex] = (key: pair.key, value: .sequence(list))
        return Recomposed(
            root: .mapping(mapping),
            replaced: first..<(last + 1),
            replacements: entries.count,
            text: bytes,
            lineStarts: newStarts
        )
    }

    static func line(_ index: Int, of bytes: [UInt8], starts: [Int]) -> ArraySlice<UInt8> {
        let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        return bytes[starts[index]..<end]
    }

    /// Whether a line holds nothing but spaces and maybe a comment.
    ///
    /// Only spaces: a tab before a comment at the top of a text is a syntax error to Yams.
    static func isCommentOrBlank(_ line: ArraySlice<UInt8>) -> Bool {
        for byte in line {
            switch byte {
            case 0x20, 0x0A, 0x0D: continue
            case UInt8(ascii: "#"): return true
            default: return false
            }
        }
        return true
    }

    /// Whether a line holds only printable ASCII and tabs.
    ///
    /// A changed comment is not composed, but Yams refuses a text with a control character anywhere,
    /// comments included; one with anything else than plain ASCII is composed whole, which checks it.
    static func isPrintable(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// Whether a line may define an anchor (`&name`): any `&` that is not half of an expression's `&&`.
    static func hasAnchor(_ line: ArraySlice<UInt8>) -> Bool {
        let ampersand = UInt8(ascii: "&")
        for index in line.indices where line[index] == ampersand {
            let before = index > line.startIndex ? line[index - 1] : 0
            let after = index + 1 < line.endIndex ? line[index + 1] : 0
            if before != ampersand && after != ampersand { return true }
        }
        return false
    }

    /// Whether `text` may hold an alias (`*name`): a `*` that begins a value, followed by a name.
    ///
    /// The multiplications of expressions (`w * 2`, `2*w`) are not.
    static func mayHoldAlias(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "*") {
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            let after = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
            let beginsValue = [" ", "\t", "\n", "[", "{", ",", ":", "-"].contains { before == UInt8(ascii: $0) }
            let isName =
                !([" ", "\t", "\n", "\r", "*", "(", ")", ",", "]", "}"].contains { after == UInt8(ascii: $0) })
            if beginsValue && isName { return true }
        }
        return false
    }

    /// Whether lines can be composed apart from the rest: no anchor, no document marker, and nothing
    /// but comments less indented than the list's `-`.
    static func isSafeChunk(lines: ClosedRange<Int>, of bytes: [UInt8], starts: [Int], dashColumn: Int) -> Bool {
        for number in lines {
            let line = line(number - 1, of: bytes, starts: starts)
            if hasAnchor(line) { return false }
            if line.starts(with: "---".utf8) || line.starts(with: "...".utf8) { return false }
            if isCommentOrBlank(line) { continue }
            guard line.prefix(dashColumn).allSatisfy({ $0 == 0x20 }) else { return false }
        }
        return true
    }
}

extension ComposedSpec.SectionLines {
    /// The entry whose lines hold `line` (from 1): the last one starting at or above it; `nil` above
    /// the first.
    func entry(containing line: Int) -> Int? {
        guard let firstLine = entryLines.first, line >= firstLine else { return nil }
        // The last entry whose first line is at or before `line`.
        var low = 0
        var high = entryLines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if entryLines[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
