import LayoutSpecFormat
import SwiftSyntax

/// What the warnings say: where a value only the running app knows comes from, and which code is
/// the layout's, so that no word is said of the rest.
extension LayoutCodeInterpreter {
    /// `File.swift:12:5`: where a node is, for a warning that names another place.
    func place(_ node: some SyntaxProtocol) -> String {
        let at = program.place(of: node)
        return "\(at.file):\(at.line):\(at.column)"
    }

    /// Where a value only the running app knows comes from, for a warning: "`viewModel.columns`
    /// (Home.swift:12:5), which only the running app knows", or for a name of a type the files do
    /// not declare, what to pass.
    func describe(_ unknown: Unknown) -> String {
        let text = "`\(unknown.text)` (\(place(unknown.node)))"
        let named = String(unknown.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        // A type alias of the program (`typealias DataSource = UICollectionViewDiffableDataSource<…>`)
        // is the type it names.
        let first = program.unaliased(named, from: program.owner(of: unknown.node))
        let system =
            Self.systemTypes.contains(first)
            || ["UI", "NS", "CG", "CA"].contains { first.hasPrefix($0) && first.count > 2 }
        if first.first?.isUppercase == true, !system,
            program.resolveType(first, from: program.owner(of: unknown.node)) == nil
        {
            return "\(text), which the files read do not declare: pass the file that declares `\(first)`"
        }
        return "\(text), which only the running app knows"
    }

    /// The types of Apple's frameworks whose values layout code reads and only the running app has.
    static let systemTypes: Set<String> = [
        "UserDefaults", "UIScreen", "UIDevice", "UIApplication", "ProcessInfo", "Bundle", "NotificationCenter",
        "UITraitCollection", "UIFont", "UIFontMetrics", "UIContentSizeCategory", "Locale", "Date", "Int", "Double",
        "Float", "String", "Bool", "Array", "Dictionary", "Set", "Optional", "Character", "Calendar", "URL", "Data",
        "JSONDecoder", "DispatchQueue", "Task", "Self",
    ]

    /// The names of UIKit's layout API: code that reads or sets one of them makes the layout, and
    /// is worth a warning where it is not followed; any other code (the view's set-up, the data
    /// source) is passed over without a word.
    static let layoutNames = Set<String>([
        "NSCollectionLayoutSize", "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutSection",
        "NSCollectionLayoutDimension", "NSCollectionLayoutSpacing", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutEdgeSpacing", "UICollectionViewCompositionalLayout",
        "UICollectionViewCompositionalLayoutConfiguration", "UICollectionLayoutListConfiguration",
        "UICollectionViewFlowLayout", "NSDirectionalEdgeInsets", "fractionalWidth", "fractionalHeight", "absolute",
        "estimated", "collectionViewLayout",
    ])
    .union(
        [
            SpecKey.Name.contentInsets, .interGroupSpacing, .interItemSpacing, .orthogonalScrollingBehavior,
            .boundarySupplementaryItems, .decorationItems, .supplementaryItems, .edgeSpacing, .interSectionSpacing,
            .scrollDirection,
        ].map(\.rawValue)
    )
    .union(FlowLayoutReader.objectKeys)

    /// Whether `node` reads or sets the layout (``layoutNames``, or a constant of `scope` that holds
    /// a layout value), or returns from a section provider.
    func isLayoutCode(_ node: some SyntaxProtocol, in scope: Scope? = nil) -> Bool {
        // The whole statement an expression is part of (`section.interGroupSpacing = a ? 0 : 10`).
        let statement = node.ancestor(CodeBlockItemSyntax.self).map(Syntax.init) ?? Syntax(node)
        return statement.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind {
                if Self.layoutNames.contains(name) { return true }
                switch scope?[name] {
                case .object(let object)?: return object.appType == nil
                case .array(let elements)?: return elements.contains { $0.object.map { $0.appType == nil } ?? false }
                default: return false
                }
            }
            // What a provider or a flow delegate's method returns is the layout's.
            return (sections.sectionBeingRead != nil || sections.flowSectionBeingRead != nil)
                && token.tokenKind == .keyword(.return)
        }
    }
}
