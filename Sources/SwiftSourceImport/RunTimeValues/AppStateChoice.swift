import SpecImport
import SwiftSyntax

/// A choice the layout code makes on what only the running app knows (a user setting, the data, a
/// model's kind): an `if`, a `guard`, a `?:` or a `switch` whose value the files do not give.
///
/// The reader takes the first way (the first branch, the code after a guard, the first case) and
/// notes the choice; the import reads the code again for each other way, and where that gives
/// another layout, writes it as a spec of its own, named after the line and the way
/// (`Library-42-else`). So every layout the app can show is there to compare, and none is chosen
/// silently.
struct AppStateChoice: Hashable {
    /// Where the choice is made: its file and its offset in it, the same in every reading.
    ///
    /// For a test of a value a function gives (`Settings.libraryType() == .list`), where the
    /// function reads what only the app knows.
    var file: String
    var offset: Int
    /// The test, for a choice made by where its value comes from: the same test of the same value
    /// takes the same way everywhere in a reading (`gridType == .list` in two methods).
    var test = ""
}

extension LayoutCodeInterpreter {
    /// The way the code takes at `node`, among `ways` (their names, the first the way read by
    /// default): the one forced for this reading, else the first.
    func choose(
        at node: some SyntaxProtocol,
        ways: [String],
        testing origin: Unknown? = nil,
        as key: AppStateChoice? = nil
    ) -> Int {
        let place = program.place(of: node)
        var choice = AppStateChoice(file: place.file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        // A test of a value that comes from one place (an accessor of a setting) is one choice
        // wherever the code makes it: one spec reads the setting one way throughout.
        if let origin {
            choice = AppStateChoice(
                file: program.place(of: origin.node).file,
                offset: origin.node.positionAfterSkippingLeadingTrivia.utf8Offset,
                test: node.trimmedDescription
            )
        }
        if let key { choice = key }
        if ways.count > 1, !runTime.choicesMet.contains(where: { $0.choice == choice }) {
            // Why the way is not known: where the value tested comes from, where that is one place.
            runTime.choicesMet.append(
                (choice, Syntax(node), ways, origin.map { "the condition reads \(describe($0))" })
            )
        }
        guard let forced = runTime.forcedChoices[choice], ways.indices.contains(forced) else { return 0 }
        return forced
    }

    /// A case's name for a spec's name: `.grid` is `grid`, `default` is `default`.
    static func wayName(of switchCase: SwitchCaseSyntax) -> String {
        wayName(of: switchCase, pattern: 0)
    }

    /// The name of a case's pattern at `pattern` (`topRated` of `case .popular, .topRated:`).
    static func wayName(of switchCase: SwitchCaseSyntax, pattern: Int) -> String {
        switch switchCase.label {
        case .default: return "default"
        case .case(let label):
            let item = label.caseItems.dropFirst(pattern).first ?? label.caseItems.first
            let text = item?.pattern.trimmedDescription ?? "case"
            // A case whose values are all bound (`let .groups(footer)`) by the case's name alone.
            if text.hasPrefix("let ") || text.hasPrefix("var "), let dot = text.firstIndex(of: "."),
                case let name = text[text.index(after: dot)...]
                    .prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }),
                name.first?.isLetter == true || name.first == "_"
            {
                return String(name.prefix(24))
            }
            // A case with its values (`.balance(let section)`, `.grid(columns: 3)`) by the case's name.
            let named = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
            let name = String(named.filter { $0.isLetter || $0.isNumber || $0 == "_" }.prefix(24))
            return name.contains(where: \.isLetter) ? name : "case"
        }
    }
}

extension SwiftSourceImport {
    /// The most readings again for the other ways of choices, for one import.
    static let maximumChoiceReadings = 8

    /// The program's specs, with a spec of its own for each other way of a choice on what only the
    /// app knows that gives another layout.
    static func readWithChoices(
        _ sources: [(text: String, file: String)],
        nibs: [String: Nib] = [:],
        documentLayouts: [DocumentFlowLayout] = []
    ) -> Result {
        // Parsed once: every reading follows the same trees, so a choice has the same place in each.
        let program = parsed(sources)
        program.program.nibs = nibs
        for layout in documentLayouts where program.program.documentLayouts[layout.controllerClass] == nil {
            program.program.documentLayouts[layout.controllerClass] = layout
        }
        let (first, choices) = read(sources, parsed: program, forcing: [:])
        var result = first
        guard !result.specs.isEmpty else { return result }
        var names = Set(result.specs.map(\.name))
        var readings = 0
        let firstPlaces = Set(first.warnings.map { "\($0.file):\($0.line):\($0.column)" })
        for (choice, place, ways, reason) in choices {
            // The specs each other way gave, said in one warning at the choice.
            var made: [(base: String, name: String, way: String, body: String)] = []
            for way in ways.indices.dropFirst() where readings < maximumChoiceReadings {
                readings += 1
                let (other, _) = read(sources, parsed: program, forcing: [choice: way])
                for spec in other.specs {
                    // A way that gives the layout of the first way, or of another of this choice's
                    // (`case .saves, .favorites:`), is not a spec of its own.
                    let specBody = body(of: spec.text)
                    guard let base = result.specs.first(where: { $0.name == spec.name }),
                        body(of: base.text) != specBody,
                        !made.contains(where: { $0.base == spec.name && $0.body == specBody })
                    else { continue }
                    let name = "\(spec.name)-\(place.line)-\(ways[way])"
                    guard names.insert(name).inserted else { continue }
                    let at = "\(place.file):\(place.line):\(place.column)"
                    result.specs.append(
                        Spec(
                            name: name,
                            text: renamed(spec.text, to: name, note: "Where the app takes `\(ways[way])` at \(at)."),
                            file: spec.file,
                            line: spec.line,
                            column: spec.column
                        )
                    )
                    made.append((spec.name, name, ways[way], specBody))
                    // What only this way's code says (a value it reads that the first way does not),
                    // said of its spec.
                    for warning in other.warnings
                    where warning.line > 1 && !firstPlaces.contains("\(warning.file):\(warning.line):\(warning.column)")
                        && !warning.message.contains("keep the one your app shows")
                    {
                        var said = warning
                        said.message += " (in \(name))"
                        result.warnings.append(said)
                    }
                }
            }
            guard !made.isEmpty else { continue }
            // Said with what the first reading said there: why the code's way is not known.
            let said = result.warnings.firstIndex {
                ($0.file, $0.line, $0.column) == (place.file, place.line, place.column)
                    && ($0.message.hasSuffix("edit the spec") || $0.message.hasSuffix("first branch is read"))
            }
            let why = said.map { String(result.warnings[$0].message.prefix { $0 != ";" }) }
            if let said { result.warnings.remove(at: said) }
            result.warnings.append(
                Warning(
                    file: place.file,
                    line: place.line,
                    column: place.column,
                    message: (why ?? reason ?? "only the running app knows which way the code takes here")
                        + "; \(Self.ways(made)): keep the one your app shows"
                )
            )
        }
        result.warnings = ordered(result.warnings, files: sources.map(\.file))
        return result
    }

    /// Which spec is which way: `Library is the layout where the app takes the first way, Library-42-else
    /// where it takes `else``, each spec the first reading made with the others its choice gave.
    private static func ways(_ made: [(base: String, name: String, way: String, body: String)]) -> String {
        var bases: [String] = []
        for spec in made where !bases.contains(spec.base) { bases.append(spec.base) }
        return bases.map { base in
            "\(base) is the layout where the app takes the first way, "
                + made.filter { $0.base == base }.map { "\($0.name) where it takes `\($0.way)`" }
                .joined(separator: ", ")
        }
        .joined(separator: "; ")
    }

    /// A spec's text without its comments and name: what two readings are compared by.
    private static func body(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("name: ") }.joined(separator: "\n")
    }

    /// The text with its `name:` changed and a comment after its first that says which way it is.
    private static func renamed(_ text: String, to name: String, note: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.firstIndex(where: { $0.hasPrefix("name: ") }) { lines[index] = "name: \(name)" }
        let afterComments = lines.firstIndex { !$0.hasPrefix("#") } ?? 0
        lines.insert("# \(note)", at: afterComments)
        return lines.joined(separator: "\n")
    }

    /// Warnings in the order of the files given, then of their lines, each once.
    static func ordered(_ warnings: [Warning], files: [String]) -> [Warning] {
        let order = Dictionary(files.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var seen: Set<String> = []
        return warnings.enumerated().sorted {
            let a = (order[$0.element.file] ?? -1, $0.element.line, $0.element.column, $0.offset)
            let b = (order[$1.element.file] ?? -1, $1.element.line, $1.element.column, $1.offset)
            return a < b
        }.map(\.element).filter { seen.insert($0.description).inserted }
    }
}
