import LayoutSpecFormat
import SwiftParser
import SwiftSyntax

/// Reads yahoojapan's `UICollectionViewSplitLayout` from Swift by following the code as it runs:
/// from where the layout is made, what the code sets on it (and a subclass's
/// `invalidateLayout(with:)`, where values follow the collection view), then what each method of its
/// `UICollectionViewDelegateSectionSplitLayout` returns for each section: each section's side,
/// header, footer, insets, spacings and background colour, and the item size of a section and of
/// the layout.
final class SplitLayoutReader: SyntaxVisitor {
    /// The layout's keys as the spec writes them, in the order the code sets them.
    var layoutKeys: [(key: String, value: SpecYAML.Value)] = []
    /// Each section's own keys, by section index.
    var sectionKeys: [Int: [(key: String, value: SpecYAML.Value)]] = [:]
    /// The values of the section keys that have no layout-level key (the side, header, footer and
    /// background colour) for the sections the delegate's `switch` does not name: its `default:`.
    var sectionDefaults: [(key: String, value: SpecYAML.Value)] = []
    /// The sections the delegate's methods name, each a section of the spec.
    var namedSections: Set<Int> = []
    /// Whether the code makes a split layout at all.
    private(set) var makesSplitLayout = false
    /// What was passed over, with where.
    var passedOver: [(node: Syntax, message: String)] = []
    /// What the delegate or the layout gives where a test of the environment holds: the condition,
    /// as the spec writes it, the key, its value, and the section (`nil` for the layout's value).
    var variantKeys: [(condition: TraitCondition, key: String, value: SpecYAML.Value, section: Int?)] = []
    /// The layout the code makes, as the interpreter followed it.
    var layout: LayoutObject?

    static let layoutProperties = Set(splitKeys.filter { $0.property != nil }.map(\.name))

    /// The catalogue's rows of a split layout's and a split section's keys.
    static let splitKeys = SpecKeyCatalogue.rows.filter { !$0.scopes.isDisjoint(with: [.splitLayout, .splitSection]) }

    /// The delegate methods' labels after `layout:`, and the spec key each gives per section.
    static let delegateMethods: [String: String] = Dictionary(
        uniqueKeysWithValues: splitKeys.compactMap { row in row.delegateLabel.map { ($0, row.name) } }
    )

    /// The classes whose instances are split layouts: the package's, and the file's own subclasses.
    private let splitLayoutClasses: Set<String>
    /// What runs the code.
    let interpreter: LayoutCodeInterpreter

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

    /// Follows the code from where the layout is made, then reads the delegate's methods in the
    /// order of the files.
    func walkProgram() {
        let finder = ConstructionFinder(classes: splitLayoutClasses)
        for file in interpreter.program.files where finder.first == nil { finder.walk(file.tree) }
        madeAt = finder.first.map(Syntax.init)
        makesSplitLayout = madeAt != nil
        followLayout()
        for file in interpreter.program.files { walk(file.tree) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = Array(node.signature.parameterClause.parameters)
        guard node.name.text == "collectionView", parameters.count >= 3,
            let key = Self.delegateMethods[parameters[2].firstName.text]
        else { return .visitChildren }
        readDelegate(node, key: key)
        return .skipChildren
    }

    /// Whether `value` is what the layout's `key` is already: the value the code set, or, where it
    /// set none, UIKit's default as the catalogue gives it.
    func isLayoutValue(_ value: SpecYAML.Value, of key: String) -> Bool {
        if let set = layoutKeys.last(where: { $0.key == key }) { return set.value.uncopied == value.uncopied }
        guard case .scalar(let text) = value.uncopied, let number = Double(text),
            let written = Self.splitKeys.first(where: { $0.name == key })?.defaultValue
        else { return false }
        return Double(written) == number
    }

    /// The value of `key` the delegate gives for sections that set none: the layout's, or, for a key
    /// a layout does not have, every such section's.
    func record(layout key: String, _ value: SpecYAML.Value) {
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
