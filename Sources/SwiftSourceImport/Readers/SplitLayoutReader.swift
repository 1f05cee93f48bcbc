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
        let finder = ConstructionFinder(classes: splitLayoutClasses)
        for file in interpreter.program.files where finder.first == nil { finder.walk(file.tree) }
        madeAt = finder.first.map(Syntax.init)
        makesSplitLayout = madeAt != nil
        followLayout()
        for file in interpreter.program.files { walk(file.tree) }
    }

    /// Follows the code from where the layout is made, as it runs: what it sets on the layout there
    /// and in the methods it calls is the layout's keys, in the order the code sets them.
    private func followLayout() {
        guard let site = madeAt else { return }
        let before = interpreter.splitLayouts.count
        interpreter.follow(upTo: site)
        let made = interpreter.splitLayouts[before...]
        guard let object = made.first(where: { $0.node.id == site.id }) ?? made.first else { return }
        let program = interpreter.program
        let names = object.properties.keys.sorted { first, second in
            let places = (object.places[first] ?? object.node, object.places[second] ?? object.node)
            let order = (Self.order(of: places.0, in: program), Self.order(of: places.1, in: program))
            return order.0 == order.1 ? first < second : order.0 < order.1
        }
        for name in names {
            guard let value = object.properties[name] else { continue }
            let place = object.places[name] ?? object.node
            guard Self.layoutProperties.contains(name) else {
                passedOver.append((place, "\(name) is not a key of a split layout spec; it is left out"))
                continue
            }
            guard let read = Self.specValue(of: value) else {
                passedOver.append(
                    (
                        Self.value(assignedAt: place),
                        "the value of \(name) is not written out in the code; it is left out"
                    )
                )
                continue
            }
            layoutKeys.append((name, read))
        }
        followInvalidation(of: object, at: site)
    }

    /// Runs the subclass's override of `invalidateLayout(with:)`, where the split layout takes the
    /// values that follow the collection view.
    ///
    /// It runs once where no variant's condition holds, which gives the layout's values, then once
    /// where each condition the code tests holds, which gives that variant's. A property the code sets only to undo a variant, to what the layout has without it,
    /// adds no key.
    private func followInvalidation(of object: LayoutObject, at site: Syntax) {
        guard let typeName = object.appType, let type = interpreter.program.types[typeName],
            let (member, _) = interpreter.program.member("invalidateLayout", of: type),
            case .functions(let overloads) = member
        else { return }
        func run() -> [(name: String, value: ReadValue, place: Syntax)] {
            let copy = LayoutObject(copying: object)
            copy.places = [:]
            _ = interpreter.invoke(.function(overloads, .object(copy)), labeled: [], node: site)
            let program = interpreter.program
            return copy.places.sorted { Self.order(of: $0.value, in: program) < Self.order(of: $1.value, in: program) }
                .compactMap { name, place in copy.properties[name].map { (name, $0, place) } }
        }
        interpreter.traitConditions = []
        let base = run()
        let conditions = interpreter.traitConditions
        var varied: Set<String> = []
        for condition in conditions {
            interpreter.assumed = [condition]
            defer { interpreter.assumed = [] }
            for (name, value, place) in run() where Self.layoutProperties.contains(name) {
                guard let read = Self.specValue(of: value) else {
                    passedOver.append(
                        (
                            Self.value(assignedAt: place),
                            "the value of \(name) is not written out in the code; it is left out"
                        )
                    )
                    continue
                }
                let otherwise = base.first { $0.name == name }.flatMap { Self.specValue(of: $0.value) }
                guard read != otherwise else { continue }
                varied.insert(name)
                variantKeys.append((condition, name, read, nil))
            }
        }
        for (name, value, place) in base {
            guard Self.layoutProperties.contains(name) else {
                passedOver.append((place, "\(name) is not a key of a split layout spec; it is left out"))
                continue
            }
            guard let read = Self.specValue(of: value) else {
                passedOver.append(
                    (
                        Self.value(assignedAt: place),
                        "the value of \(name) is not written out in the code; it is left out"
                    )
                )
                continue
            }
            // Where the variant does not hold, a property set to what the layout has without it
            // (UIKit's default, where the code set none) changes nothing: generated code writes that
            // to undo the variant.
            if varied.contains(name), isLayoutValue(read, of: name) { continue }
            record(layout: name, read)
        }
    }

    /// The value assigned to the property at `target` (`layout.leftSideRatio = ratio`), where a
    /// warning about it is said; `target` itself where it is not assigned there.
    static func value(assignedAt target: Syntax) -> Syntax {
        guard let assignment = target.parent?.as(InfixOperatorExprSyntax.self),
            assignment.leftOperand.id == target.id, assignment.operator.is(AssignmentExprSyntax.self)
        else { return target }
        return Syntax(assignment.rightOperand)
    }

    /// Where `node` is in the program, to put what the code sets in the order it sets it.
    static func order(of node: Syntax, in program: SwiftProgram) -> (file: Int, offset: Int) {
        (program.fileIndex(of: node), node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A value the code gave a layout property, as the spec writes it: a number, a flag, a case, insets
    /// as their four numbers, a value computed from the environment as its expression.
    static func specValue(of value: ReadValue) -> SpecYAML.Value? {
        switch value {
        case .number(let number), .named(_, let number): return .number(number)
        case .bool(let flag): return .scalar(flag ? "true" : "false")
        case .member("zero", let arguments) where arguments.isEmpty: return .numbers([0, 0, 0, 0])
        case .member(let name, let arguments) where arguments.isEmpty: return .scalar(name)
        case .object(let object) where object.type == "UIEdgeInsets":
            let sides = ["top", "left", "bottom", "right"].compactMap { object[$0]?.number }
            if sides.count == 4 { return .numbers(sides) }
            return SwiftValue.spec(of: value)?.yaml
        default: return SwiftValue.spec(of: value)?.yaml
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
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

    /// Whether `value` is what the layout's `key` is already: the value the code set, or, where it
    /// set none, UIKit's default as the catalogue gives it.
    private func isLayoutValue(_ value: SpecYAML.Value, of key: String) -> Bool {
        if let set = layoutKeys.last(where: { $0.key == key }) { return set.value.uncopied == value.uncopied }
        guard case .scalar(let text) = value.uncopied, let number = Double(text),
            let written = Self.splitKeys.first(where: { $0.name == key })?.defaultValue
        else { return false }
        return Double(written) == number
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

/// The first call that makes an instance of one of `classes`.
private final class ConstructionFinder: SyntaxVisitor {
    let classes: Set<String>
    private(set) var first: FunctionCallExprSyntax?

    init(classes: Set<String>) {
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard first == nil else { return .skipChildren }
        if classes.contains(node.calledExpression.trimmedDescription) { first = node }
        return .visitChildren
    }
}
