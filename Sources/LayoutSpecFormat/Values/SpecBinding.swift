public import LayoutEngine

/// A name a spec's `let:` binds, as code generation writes it: a `let` constant of the Swift type
/// the spec's checker inferred, in the code that computes the values reading it.
public struct SpecBinding: Hashable, Sendable {
    /// Another expression for the name where a variant's condition holds.
    public struct Override: Hashable, Sendable {
        public var condition: TraitCondition
        public var expression: SpecExpression
        /// Where the variant gives it: `layout.variants[2].set.let.count`.
        public var path: String = ""
    }

    public var name: String
    /// The expression as written, with the spec's names (`collectionView.bounds.width / 3`).
    public var expression: SpecExpression
    /// The Swift type, such as `Int`, `CGFloat`, `Bool` or `UIUserInterfaceSizeClass`.
    public var type: String
    /// The section whose `let:` binds it, or `nil` for the spec's and the layout's names.
    public var sectionIndex: Int?
    /// Whether its expression reads nothing of the environment.
    public var isConstant: Bool
    /// The variants' expressions for it, in the order of the variants (the layout's names only).
    public var overrides: [Override]
}

/// What code generation reads of a spec (``SpecParser/parseForGeneration(_:file:)``).
public struct GenerationInput: Sendable {
    public var document: LayoutDocument
    /// Each value the spec computes from the environment, or per item, by key path.
    public var computedSources: [String: SpecExpression]
    /// Each value written with the spec's names and the same in every environment, by key path.
    public var namedSources: [String: SpecExpression] = [:]
    /// The items each variant sets.
    public var variantItems: [(condition: TraitCondition, items: [SectionID: [ItemRun]])]
    /// The names the spec's `let:` mappings bind, in the order of the text.
    public var bindings: [SpecBinding]
}
