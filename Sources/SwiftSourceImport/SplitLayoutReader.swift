import LayoutSpecFormat
import SwiftParser
import SwiftSyntax

/// Reads yahoojapan's `UICollectionViewSplitLayout` from Swift: the properties a function sets on
/// one it makes, and what its `UICollectionViewDelegateSectionSplitLayout` returns, from a `switch`
/// on the section (or one value for all): each section's side, header, footer, insets, spacings and
/// background colour, and the item size of a section (`case (1, _)`) and of the layout (`default:`).
final class SplitLayoutReader: SyntaxVisitor {
    /// The layout's keys as the spec writes them, in the order the code sets them.
    private(set) var layoutKeys: [(key: String, value: String)] = []
    /// Each section's own keys, by section index.
    private(set) var sectionKeys: [Int: [(key: String, value: String)]] = [:]
    /// The values of the section keys that have no layout-level key (the side, header, footer and
    /// background colour) for the sections the delegate's `switch` does not name: its `default:`.
    private(set) var sectionDefaults: [(key: String, value: String)] = []
    /// Whether the code makes a split layout at all.
    private(set) var makesSplitLayout = false
    /// What was passed over, with where.
    private(set) var passedOver: [(node: Syntax, message: String)] = []
    /// The names of the variables holding a split layout.
    private var layoutNames: Set<String> = []

    static let layoutProperties: Set<String> = [
        "leftSideRatio", "splitSpacing", "minimumItemLineSpacing", "minimumInterItemSpacing", "sectionInset",
        "sectionInsetReference", "isNormalizingLineHeight", "sectionPinToVisibleBounds",
    ]

    /// The delegate methods' labels after `layout:`, and the spec key each gives per section.
    static let delegateMethods: [String: String] = [
        "sideForSection": "side", "sizeForItemAtIndexPath": "itemSize", "referenceSizeForHeaderInSection": "header",
        "referenceSizeForFooterInSection": "footer", "insetForSectionAtIndex": "sectionInset",
        "minimumInterItemSpacingForSectionAtIndex": "minimumInterItemSpacing",
        "minimumItemLineSpacingForSectionAtIndex": "minimumItemLineSpacing",
        "itemsBackgroundColorFor": "backgroundColor",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UICollectionViewSplitLayout",
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            layoutNames.insert(name)
            makesSplitLayout = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self), layoutNames.contains(base.baseName.text)
        else { return .visitChildren }
        let property = target.declName.baseName.text
        guard Self.layoutProperties.contains(property) else {
            passedOver.append((Syntax(node), "\(property) is not a key of a split layout spec; it is left out"))
            return .skipChildren
        }
        guard let value = SwiftValue.read(elements[2]) else {
            passedOver.append(
                (Syntax(elements[2]), "the value of \(property) is not written out in the code; it is left out")
            )
            return .skipChildren
        }
        layoutKeys.append((property, SwiftSourceImport.yaml(value)))
        return .skipChildren
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
            let sections = caseLabel.caseItems.map { FlowLayoutReader.section(of: $0, byItem: key == "itemSize") }
            // A case of single items: the items' own sizes, which the file's first comment keeps.
            guard sections.allSatisfy({ $0 != nil }) else { continue }
            guard let value = value(of: switchCase.statements, key: key) else { continue }
            for (item, section) in zip(caseLabel.caseItems, sections) {
                guard let section, let index = Int(exactly: section), index >= 0, index < FlowLayoutReader.sectionLimit
                else {
                    passedOver.append((Syntax(item), "this is not a section index from 0 to 999; it is left out"))
                    continue
                }
                sectionKeys[index, default: []].append((key, value))
            }
        }
    }

    /// The value of `key` the delegate gives for sections that set none: the layout's, or, for a key
    /// a layout does not have, every such section's.
    private func record(layout key: String, _ value: String) {
        guard Self.layoutProperties.contains(key) || key == "itemSize" else {
            sectionDefaults.removeAll { $0.key == key }
            sectionDefaults.append((key, value))
            return
        }
        layoutKeys.removeAll { $0.key == key }
        layoutKeys.append((key, value))
    }

    /// Section `index`'s keys: its own, then the defaults of those it does not set.
    func keys(ofSection index: Int) -> [(key: String, value: String)] {
        let own = sectionKeys[index] ?? []
        return sectionDefaults.filter { entry in !own.contains { $0.key == entry.key } } + own
    }

    /// The value a case's statements return, as the spec writes it for `key`; `nil`, with a warning,
    /// where it is not written out in the code.
    private func value(of statements: CodeBlockItemListSyntax, key: String) -> String? {
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
        let text: String?
        switch key {
        case "header", "footer":
            text = Self.supplementary(returned)
        case "itemSize":
            text = Self.itemSize(returned, columns: Self.columns(in: statements))
        case "backgroundColor":
            text = Self.color(returned)
        default:
            text = SwiftValue.read(returned).map(SwiftSourceImport.yaml)
        }
        if text == nil {
            passedOver.append((Syntax(returned), "the value of \(key) is not written out in the code; it is left out"))
        }
        return text
    }

    /// `CGSize(width: width, height: 20)`, a height across the side, as `20`; a size as itself.
    static func supplementary(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGSize",
            call.arguments.first?.expression.trimmedDescription == "width",
            let height = call.arguments.last.flatMap({ SwiftValue.number($0.expression) })
        {
            return SwiftSourceImport.n(height)
        }
        return SwiftValue.read(expression).map(SwiftSourceImport.yaml)
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
    static func itemSize(_ expression: ExprSyntax, columns: [String: Int]) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "CGSize",
            call.arguments.count == 2, let width = call.arguments.first?.expression,
            let height = call.arguments.last?.expression
        else { return nil }
        let widthName = width.as(DeclReferenceExprSyntax.self)?.baseName.text
        let widthText =
            widthName.flatMap { columns[$0] }.map { "{columns: \($0)}" }
            ?? SwiftValue.number(width).map(SwiftSourceImport.n)
        let heightName = height.as(DeclReferenceExprSyntax.self)?.baseName.text
        let heightText =
            heightName != nil && heightName == widthName ? "square" : SwiftValue.number(height).map(SwiftSourceImport.n)
        guard let widthText, let heightText else { return nil }
        return "[\(widthText), \(heightText)]"
    }

    /// A background colour as the spec writes it: `.green` as `green`, `UIColor(named: "x")` as `x`,
    /// and `UIColor(red: 0xff / 255, …)` as `"#ff…"`.
    static func color(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return YAMLScalar.quoted(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UIColor"
        else { return nil }
        if call.arguments.count == 1, call.arguments.first?.label?.text == "named",
            let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            let text = literal.representedLiteralValue
        {
            return YAMLScalar.quoted(text)
        }
        var hex = "#"
        for label in ["red", "green", "blue"] {
            guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression,
                let sequence = argument.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let literal = sequence.elements.first?.as(IntegerLiteralExprSyntax.self)?.literal.text,
                literal.hasPrefix("0x"), literal.count == 4,
                sequence.elements.last?.trimmedDescription == "255"
            else { return nil }
            hex += literal.dropFirst(2)
        }
        return YAMLScalar.quoted(hex)
    }
}
