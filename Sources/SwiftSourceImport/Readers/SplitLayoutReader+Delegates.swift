import LayoutSpecFormat
import SwiftSyntax

/// The split layout's delegate methods, each run by the interpreter for every section it names and
/// for one it does not: what a section's case returns is the section's, what the others get is the
/// layout's (or, for a key the layout has not, every other section's), and what a test of the
/// environment returns where it holds is a variant's.
extension SplitLayoutReader {
    /// Reads the method that gives `key`.
    func readDelegate(_ function: FunctionDeclSyntax, key: String) {
        guard let body = function.body else { return }
        let named = sections(namedIn: body, byItem: key == SpecKey.Name.itemSize.rawValue)
        namedSections.formUnion(named)
        // The section after the last named: what every section the code does not name gets.
        let others = (named.max() ?? -1) + 1
        let parameters = self.parameters(of: function)
        interpreter.traitConditions = []
        let results = (0...others).map { value(of: body, key: key, section: $0, parameters: parameters) }
        let conditions = interpreter.traitConditions
        let variantResults = conditions.map { condition in
            interpreter.assumed = [condition]
            defer { interpreter.assumed = [] }
            return (0...others).map { value(of: body, key: key, section: $0, parameters: parameters) }
        }
        passedOver += interpreter.takePassedOver()
        for (section, value) in results.enumerated() where value.read == nil {
            guard section == others || named.contains(section), let result = value.result,
                let message = unread(result, key: key, section: section == others ? nil : section)
            else { continue }
            passedOver.append((result.firstUnknown?.node ?? Syntax(function.name), message))
        }
        let values = results.map(\.read)
        let varied = variantResults.map { $0.map(\.read) }
        let fallback = values[others]
        if let fallback, !(Self.layoutProperties.contains(key) && isLayoutValue(fallback, of: key)) {
            record(layout: key, fallback)
        }
        for section in named.sorted() {
            if let value = values[section], value != fallback { sectionKeys[section, default: []].append((key, value)) }
        }
        for (condition, variant) in zip(conditions, varied) {
            for section in named.sorted() {
                if let value = variant[section], value != values[section] {
                    variantKeys.append((condition, key, value, section))
                }
            }
        }
    }

    /// The sections the cases of the method's `switch` on the section name (`case 1, 2:`, or `case
    /// (1, _):` for a section's item size); a case number that is no section is said, and left out.
    func sections(namedIn body: CodeBlockSyntax, byItem: Bool) -> Set<Int> {
        guard let switchExpression = body.statements.lazy.compactMap(FlowLayoutReader.switchExpression).first
        else { return [] }
        var named: Set<Int> = []
        for case let switchCase in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { continue }
            let sections = label.caseItems.map { FlowLayoutReader.section(of: $0, byItem: byItem) }
            // A case of single items: the items' own sizes, which the file's record keeps.
            guard sections.allSatisfy({ $0 != nil }) else { continue }
            for (item, section) in zip(label.caseItems, sections) {
                guard let section, let index = Int(exactly: section), index >= 0, index < FlowLayoutReader.sectionLimit
                else {
                    passedOver.append((Syntax(item), "this is not a section index from 0 to 999; it is left out"))
                    continue
                }
                named.insert(index)
            }
        }
        return named
    }

    /// The method's parameters besides the collection view, the section and the index path: its
    /// layout is the split layout, and what else it is given (the side, its width) only the
    /// running layout knows.
    func parameters(of function: FunctionDeclSyntax) -> [String: ReadValue] {
        var parameters: [String: ReadValue] = [:]
        for parameter in function.signature.parameterClause.parameters.dropFirst() {
            let local = (parameter.secondName ?? parameter.firstName).text
            guard !["section", "indexPath", "_"].contains(local) else { continue }
            let unknown = ReadValue.unknown(Unknown(text: local, node: Syntax(parameter)))
            switch parameter.firstName.text {
            case "layout": parameters[local] = layout.map(ReadValue.object) ?? unknown
            case "width":
                parameters[local] = .unknown(Unknown(text: LayoutCodeInterpreter.sideWidth, node: Syntax(parameter)))
            default: parameters[local] = unknown
            }
        }
        return parameters
    }

    /// What the method returns for `section` as the spec writes `key` (`nil` where it returns no
    /// value of its own, `.zero` or `nil`, or one the spec cannot hold), and as the code computed it.
    func value(
        of body: CodeBlockSyntax,
        key: String,
        section: Int,
        parameters: [String: ReadValue]
    ) -> (read: SpecYAML.Value?, result: ReadValue?) {
        let result = interpreter.delegateResult(of: body, section: section, parameters: parameters)
        return (result.flatMap { Self.specValue(of: $0, key: key) }, result)
    }

    /// What a warning says of a value the method returns that the spec cannot hold, for `section`
    /// (`nil`: the sections the method does not name); `nil` for no value of the section's own.
    func unread(_ result: ReadValue, key: String, section: Int?) -> String? {
        guard !Self.isNoValue(result) else { return nil }
        let sections = section.map { "section \($0)" } ?? "the sections the method does not name"
        if let unknown = result.firstUnknown {
            return
                "the \(key) of \(sections) is computed from \(interpreter.describe(unknown)); it is left out: set it in the spec"
        }
        return "the \(key) of \(sections) is not one a split layout spec holds; it is left out"
    }

    /// Whether the method returns no value of the section's own: `nil`, or `.zero` (no size, no
    /// insets).
    static func isNoValue(_ result: ReadValue) -> Bool {
        switch result {
        case .none: true
        case .member("zero", let arguments): arguments.isEmpty
        default: false
        }
    }

    /// A value the method returned, as the spec writes `key`.
    static func specValue(of result: ReadValue, key: String) -> SpecYAML.Value? {
        guard !isNoValue(result) else { return nil }
        switch SpecKey.Name(rawValue: key) {
        case .header, .footer: return Self.supplementary(result)
        case .itemSize: return Self.itemSize(result)
        case .backgroundColor:
            switch result {
            case .member(let name, let arguments) where arguments.isEmpty: return .expression(name)
            case .string(let name): return .expression(name)
            default: return nil
            }
        case .side:
            if case .member(let name, let arguments) = result, arguments.isEmpty { return .scalar(name) }
            return nil
        default:
            if case .named = result { return SwiftValue.spec(of: result)?.yaml }
            return Self.specValue(of: result)
        }
    }

    /// A header's or footer's size: its height alone where its width is the side's, which the
    /// delegate is given; a size as itself.
    static func supplementary(_ value: ReadValue) -> SpecYAML.Value? {
        guard let size = value.object, size.type == "CGSize", let height = size["height"] else { return nil }
        if size["width"]?.unknown?.text == LayoutCodeInterpreter.sideWidth, let extent = dimension(height) {
            return extent
        }
        guard let width = size["width"].flatMap(dimension), let height = dimension(height) else { return nil }
        return .list([width, height], flow: true)
    }

    /// An item size: `CGSize(width:height:)` of numbers, or of a `{columns: N}` width, whose height
    /// may be that width again (`square`).
    static func itemSize(_ value: ReadValue) -> SpecYAML.Value? {
        guard let size = value.object, size.type == "CGSize", let width = size["width"], let height = size["height"]
        else { return nil }
        func columns(_ value: ReadValue) -> SpecYAML.Value? {
            guard case .member(LayoutCodeInterpreter.columnsMember, let arguments) = value,
                let count = arguments.first?.number
            else { return nil }
            return .mapping([.init(LayoutCodeInterpreter.columnsMember, .number(count))], flow: true)
        }
        guard let widthValue = columns(width) ?? dimension(width) else { return nil }
        // The column width again as the height: a square.
        let heightValue = columns(height).map { $0 == widthValue ? .scalar("square") : nil } ?? dimension(height)
        return heightValue.map { .list([widthValue, $0], flow: true) }
    }

    /// A number, or a value computed from the environment as the spec's expression.
    static func dimension(_ value: ReadValue) -> SpecYAML.Value? {
        switch value {
        case .number(let number), .named(_, let number): .number(number)
        case .expression(let text): .expression(ExpressionPrinter.minimallyParenthesized(text))
        default: nil
        }
    }
}
