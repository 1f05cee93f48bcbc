import LayoutSpecFormat
import SwiftParser
import SwiftSyntax

/// Reads yahoojapan's `UICollectionViewSplitLayout` from Swift: the properties a function sets on
/// one it makes, and what its `UICollectionViewDelegateSectionSplitLayout` returns, from a `switch`
/// on the section (or one value for all): each section's side, header, footer, insets, spacings and
/// background colour, and the item size of a section (`case (1, _)`) and of the layout (`default:`).
final class SplitLayoutReader: SyntaxVisitor {
    /// The layout's keys as the spec writes them, in the order the code sets them.
    private(set) var layoutKeys: [(key: String, value: SpecYAML.Value)] = []
    /// Each section's own keys, by section index.
    private(set) var sectionKeys: [Int: [(key: String, value: SpecYAML.Value)]] = [:]
    /// The values of the section keys that have no layout-level key (the side, header, footer and
    /// background colour) for the sections the delegate's `switch` does not name: its `default:`.
    private(set) var sectionDefaults: [(key: String, value: SpecYAML.Value)] = []
    /// Whether the code makes a split layout at all.
    private(set) var makesSplitLayout = false
    /// What was passed over, with where.
    private(set) var passedOver: [(node: Syntax, message: String)] = []
    /// The names of the variables holding a split layout.
    private var layoutNames = LayoutNames()

    static let layoutProperties = Set(splitKeys.filter { $0.property != nil }.map(\.name))

    /// The catalogue's rows of a split layout's and a split section's keys.
    static let splitKeys = SpecKeyCatalogue.rows.filter { !$0.scopes.isDisjoint(with: [.splitLayout, .splitSection]) }

    /// The delegate methods' labels after `layout:`, and the spec key each gives per section.
    static let delegateMethods: [String: String] = Dictionary(
        uniqueKeysWithValues: splitKeys.compactMap { row in row.delegateLabel.map { ($0, row.name) } }
    )

    /// The classes whose instances are split layouts: the package's, and the file's own subclasses.
    private let splitLayoutClasses: Set<String>
    /// What follows the values computed from the collection view.
    private let interpreter: LayoutCodeInterpreter
    /// What the delegate or the layout gives where a test of the environment holds: the condition,
    /// as the spec writes it, the key, its value, and the section (`nil` for the layout's value).
    private(set) var variantKeys: [(condition: TraitCondition, key: String, value: SpecYAML.Value, section: Int?)] = []

    /// A reader of the program's files, whose own split layout subclasses it knows from the start.
    init(_ interpreter: LayoutCodeInterpreter) {
        let finder = LayoutSubclassFinder(roots: ["UICollectionViewSplitLayout"])
        for file in interpreter.program.files { finder.walk(file.tree) }
        finder.finish()
        splitLayoutClasses = finder.classes
        self.interpreter = interpreter
        super.init(viewMode: .sourceAccurate)
    }

    /// Where the layout is made, the first place.
    private(set) var madeAt: Syntax?
    /// The first file read: where a spec without a layout of its own is said to come from.
    var firstFile: SourceFileSyntax { interpreter.program.files[0].tree }

    /// Reads every file of the program.
    func walkProgram() {
        for file in interpreter.program.files { walk(file.tree) }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
            splitLayoutClasses.contains(call.calledExpression.trimmedDescription),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            layoutNames.insert(name, boundAt: Syntax(node))
            makesSplitLayout = true
            if madeAt == nil { madeAt = Syntax(call) }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (assigned, value) = OperatorExpressions.plainAssignment(node),
            let target = assigned.as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self),
            layoutNames.contains(base.baseName.text, at: Syntax(node))
        else { return .visitChildren }
        let property = target.declName.baseName.text
        guard Self.layoutProperties.contains(property) else {
            passedOver.append((Syntax(node), "\(property) is not a key of a split layout spec; it is left out"))
            return .skipChildren
        }
        guard let read = SwiftValue.read(value) else {
            passedOver.append(
                (Syntax(value), "the value of \(property) is not written out in the code; it is left out")
            )
            return .skipChildren
        }
        layoutKeys.append((property, read.yaml))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A subclass's values that follow the collection view, set where the split layout lays out.
        if node.name.text == "invalidateLayout", let body = node.body {
            for statement in body.statements {
                guard let test = Self.ifExpression(statement),
                    test.conditions.trimmedDescription == "let collectionView"
                else { continue }
                readFollowing(test.body.statements)
            }
            return .skipChildren
        }
        let parameters = Array(node.signature.parameterClause.parameters)
        guard node.name.text == "collectionView", parameters.count >= 3,
            let key = Self.delegateMethods[parameters[2].firstName.text], let body = node.body
        else { return .visitChildren }
        read(body.statements, key: key)
        return .skipChildren
    }

    /// A method's body: a `switch` on the section (on the section and item for sizes), or one value
    /// for every section.
    private func read(_ statements: CodeBlockItemListSyntax, key: String) {
        guard let switchExpression = statements.lazy.compactMap({ FlowLayoutReader.switchExpression(in: $0) }).first
        else {
            // No switch: one value for all.
            if let value = value(of: statements, key: key) {
                record(layout: key, value)
            }
            return
        }
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            if switchCase.label.is(SwitchDefaultLabelSyntax.self) {
                guard let value = value(of: switchCase.statements, key: key) else { continue }
                record(layout: key, value)
                continue
            }
            guard let caseLabel = switchCase.label.as(SwitchCaseLabelSyntax.self) else { continue }
            let sections = caseLabel.caseItems.map {
                FlowLayoutReader.section(of: $0, byItem: key == SpecKey.Name.itemSize.rawValue)
            }
            // A case of single items: the items' own sizes, which the file's record keeps.
            guard sections.allSatisfy({ $0 != nil }) else { continue }
            let variants = FlowLayoutReader.returns(switchCase.statements).variants.compactMap { variant in
                specValue(of: variant.value, key: key, statements: switchCase.statements).map {
                    (variant.condition, $0)
                }
            }
            let value = value(of: switchCase.statements, key: key)
            for (item, section) in zip(caseLabel.caseItems, sections) {
                guard let section, let index = Int(exactly: section), index >= 0, index < FlowLayoutReader.sectionLimit
                else {
                    passedOver.append((Syntax(item), "this is not a section index from 0 to 999; it is left out"))
                    continue
                }
                for (condition, text) in variants { variantKeys.append((condition, key, text, index)) }
                if let value { sectionKeys[index, default: []].append((key, value)) }
            }
        }
    }

    /// The properties an override of `invalidateLayout(with:)` sets from the collection view: in an
    /// `if` on a test of the environment, the variant's values, and in its `else`, the layout's;
    /// outside one, a value computed from the collection view.
    private func readFollowing(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            if let test = Self.ifExpression(statement) {
                guard let condition = TraitConditionReader.condition(test.conditions) else {
                    passedOver.append((Syntax(test.conditions), "the condition is not a variant's; it is left out"))
                    continue
                }
                for (key, value) in assignments(test.body.statements) {
                    variantKeys.append((condition, key, value, nil))
                }
                if case .codeBlock(let otherwise)? = test.elseBody {
                    // Where the variant does not hold, a property set to what the layout has without
                    // it (UIKit's default, where the code set none) changes nothing: generated code
                    // writes that to undo the variant.
                    for (key, value) in assignments(otherwise.statements) where !isLayoutValue(value, of: key) {
                        record(layout: key, value)
                    }
                }
                continue
            }
            for (key, value) in assignments(CodeBlockItemListSyntax([statement])) { record(layout: key, value) }
        }
    }

    /// The layout properties statements assign (`leftSideRatio = 0.4`), as the spec writes them; a
    /// value computed from the collection view as the spec's expression.
    private func assignments(_ statements: CodeBlockItemListSyntax) -> [(key: String, value: SpecYAML.Value)] {
        var values: [(key: String, value: SpecYAML.Value)] = []
        for statement in statements {
            let expression =
                statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            guard let assignment = expression?.as(InfixOperatorExprSyntax.self),
                assignment.operator.is(AssignmentExprSyntax.self),
                let name = assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
                Self.layoutProperties.contains(name)
            else { continue }
            let value = assignment.rightOperand
            if let read = SwiftValue.read(value) ?? computed(value, section: nil, at: Syntax(assignment)) {
                values.append((name, read.yaml))
            }
        }
        return values
    }

    /// Whether `value` is what the layout's `key` is already: the value the code set, or, where it
    /// set none, UIKit's default as the catalogue gives it.
    private func isLayoutValue(_ value: SpecYAML.Value, of key: String) -> Bool {
        if let set = layoutKeys.last(where: { $0.key == key }) { return set.value.uncopied == value.uncopied }
        guard case .scalar(let text) = value.uncopied, let number = Double(text),
            let written = Self.splitKeys.first(where: { $0.name == key })?.defaultValue
        else { return false }
        return Double(written) == number
    }

    /// An `if` statement.
    static func ifExpression(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        (statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self))?
            .as(IfExprSyntax.self)
    }

    /// A value computed from the collection view the code is given, as the spec's expression; `nil`,
    /// with a warning, where it reads anything else.
    private func computed(_ expression: ExprSyntax, section: Int?, at node: Syntax? = nil) -> SwiftValue? {
        if let value = interpreter.delegateValue(expression, section: section.map(Double.init)) { return value }
        passedOver.append((node ?? Syntax(expression), "the value is not written out in the code; it is left out"))
        return nil
    }

    /// The value of `key` the delegate gives for sections that set none: the layout's, or, for a key
    /// a layout does not have, every such section's.
    private func record(layout key: String, _ value: SpecYAML.Value) {
        guard Self.layoutProperties.contains(key) || key == SpecKey.Name.itemSize.rawValue else {
            sectionDefaults.removeAll { $0.key == key }
            sectionDefaults.append((key, value))
            return
        }
        layoutKeys.removeAll { $0.key == key }
        layoutKeys.append((key, value))
    }

    /// Section `index`'s keys: its own, then the defaults of those it does not set.
    func keys(ofSection index: Int) -> [(key: String, value: SpecYAML.Value)] {
        let own = sectionKeys[index] ?? []
        return sectionDefaults.filter { entry in !own.contains { $0.key == entry.key } } + own
    }

    /// The value a case's statements return, as the spec writes it for `key`; `nil`, with a warning,
    /// where it is not written out in the code.
    private func value(of statements: CodeBlockItemListSyntax, key: String) -> SpecYAML.Value? {
        guard let last = statements.last else { return nil }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        guard let returned else {
            passedOver.append((Syntax(last), "the value is not written out in the code; it is left out"))
            return nil
        }
        // No value of its own: the layout's property, no size, no colour.
        if returned.trimmedDescription.hasPrefix("(collectionViewLayout as? UICollectionViewSplitLayout)")
            || [".zero", "nil"].contains(returned.trimmedDescription)
        {
            return nil
        }
        let text = specValue(of: returned, key: key, statements: statements)
        if text == nil {
            passedOver.append((Syntax(returned), "the value of \(key) is not written out in the code; it is left out"))
        }
        return text
    }

    /// A returned value as the spec writes it for `key`; `statements` are those around it, for the
    /// item width helper's variables.
    private func specValue(of returned: ExprSyntax, key: String, statements: CodeBlockItemListSyntax) -> SpecYAML.Value?
    {
        switch SpecKey.Name(rawValue: key) {
        case .header, .footer:
            return Self.supplementary(returned)
        case .itemSize:
            return Self.itemSize(returned, columns: Self.columns(in: statements))
        case .backgroundColor:
            return Self.color(returned)
        case .sectionInset, .minimumInterItemSpacing, .minimumItemLineSpacing:
            // A value the delegate computes from the collection view it is given.
            let section = returned.ancestor(SwitchCaseSyntax.self).flatMap { switchCase in
                switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.first.flatMap {
                    FlowLayoutReader.section(of: $0, byItem: false).flatMap { Int(exactly: $0) }
                }
            }
            if let value = SwiftValue.read(returned) { return value.yaml }
            let warned = passedOver.count
            let value = computed(returned, section: section).map(\.yaml)
            // The caller says what was not read.
            if value == nil { passedOver.removeSubrange(warned...) }
            return value
        default:
            return SwiftValue.read(returned).map(\.yaml)
        }
    }

    /// `CGSize(width: width, height: 20)`, a height across the side, as `20`; a size as itself.
    static func supplementary(_ expression: ExprSyntax) -> SpecYAML.Value? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGSize",
            call.arguments.first?.expression.trimmedDescription == "width",
            let height = call.arguments.last.flatMap({ SwiftValue.number($0.expression) })
        {
            return .number(height)
        }
        return SwiftValue.read(expression).map(\.yaml)
    }

    /// The variables a case sets to `….calculateFixedWidthRaughly(to: N, …)`, and their `N`: the
    /// spec's `{columns: N}`, whose spacing and insets are its section's.
    static func columns(in statements: CodeBlockItemListSyntax) -> [String: Int] {
        var columns: [String: Int] = [:]
        for statement in statements {
            guard let binding = statement.item.as(VariableDeclSyntax.self)?.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    == "calculateFixedWidthRaughly",
                let count = call.arguments.first(where: { $0.label?.text == "to" }).flatMap({
                    SwiftValue.number($0.expression)
                }).flatMap({ Int(exactly: $0) })
            else { continue }
            columns[name] = count
        }
        return columns
    }

    /// An item size: `CGSize(width:height:)` of numbers, or of a `{columns: N}` width, whose height
    /// may be that width again (`square`).
    static func itemSize(_ expression: ExprSyntax, columns: [String: Int]) -> SpecYAML.Value? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "CGSize",
            call.arguments.count == 2, let width = call.arguments.first?.expression,
            let height = call.arguments.last?.expression
        else { return nil }
        let widthName = width.as(DeclReferenceExprSyntax.self)?.baseName.text
        let widthValue =
            widthName.flatMap { columns[$0] }.map {
                SpecYAML.Value.mapping([.init("columns", .number(Double($0)))], flow: true)
            }
            ?? SwiftValue.number(width).map(SpecYAML.Value.number)
        let heightName = height.as(DeclReferenceExprSyntax.self)?.baseName.text
        let heightValue =
            heightName != nil && heightName == widthName
            ? .scalar("square") : SwiftValue.number(height).map(SpecYAML.Value.number)
        guard let widthValue, let heightValue else { return nil }
        return .list([widthValue, heightValue], flow: true)
    }

    /// A background colour as the spec writes it: `.green` as `green`, `UIColor(named: "x")` as `x`,
    /// and `UIColor(red: 0xff / 255, …)` as `"#ff…"`.
    static func color(_ expression: ExprSyntax) -> SpecYAML.Value? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .expression(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UIColor"
        else { return nil }
        if call.arguments.count == 1, call.arguments.first?.label?.text == "named",
            let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            let text = literal.representedLiteralValue
        {
            return .expression(text)
        }
        var hex = "#"
        for label in ["red", "green", "blue"] {
            guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression,
                let operation = argument.as(InfixOperatorExprSyntax.self),
                let literal = operation.leftOperand.as(IntegerLiteralExprSyntax.self)?.literal.text,
                literal.hasPrefix("0x"), literal.count == 4,
                operation.rightOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "255"
            else { return nil }
            hex += literal.dropFirst(2)
        }
        return .expression(hex)
    }
}
