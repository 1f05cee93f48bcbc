import LayoutEngine
import LayoutSpecFormat

/// A flow spec as the Swift an iOS developer writes for it: a configured `UICollectionViewFlowLayout`
/// for the layout's keys, and a `UICollectionViewDelegateFlowLayout` for what sections and items set
/// apart from it (each method only where some section needs it).
struct FlowLayoutSwift {
    let typeName: String
    let flow: FlowParameters
    let sections: [Section]
    /// The values the spec computes from the environment: the delegate computes them, from the
    /// collection view it is given.
    let computed: ComputedValues
    /// The variants that change keys (not those that set only items): the delegate tests their
    /// conditions on the collection view it is given.
    var variants: [TraitVariant<FlowParameters>] = []
    /// The spec's variants as written, by whose index a variant's values are found in the spec.
    var writtenVariants: [TraitVariant<FlowParameters>] = []

    /// One value a variant gives, as the delegate tests it: its condition, its value, and where the
    /// spec writes it under the variant's `set:` (`layout.variants[1].set.sections.grid.`), for the
    /// expressions it computes it with.
    typealias Varied<Value> = (condition: [String], value: Value, prefix: String)

    /// The variants that set a key (`value` reads it) for the section `id` (or, for `nil`, the
    /// layout), the later first: the first whose condition holds gives the value, as the later
    /// variant's value wins in the spec.
    func variants<Value>(_ value: (FlowParameters) -> Value?, section id: SectionID?) -> [Varied<Value>] {
        variants.reversed().compactMap { variant in
            guard let given = id.map({ variant.sections[$0].flatMap(value) }) ?? value(variant.layout),
                let condition = VariantCondition(condition: variant.condition).swift(
                    traits: "collectionView.traitCollection",
                    size: "collectionView.bounds"
                )
            else { return nil }
            return (condition, given, variantPrefix(variant, section: id))
        }
    }

    /// The tests a section's case makes before its own value: the variants of its own key, then,
    /// where it has no value of its own, those of the layout's, which it takes.
    func chain<Value>(
        _ value: (FlowParameters) -> Value?,
        section: Section,
        write: (Varied<Value>) -> SwiftExpression
    ) -> [(condition: [String], value: SwiftExpression)] {
        let own = variants(value, section: section.id)
        let layout = value(section.flow) == nil ? variants(value, section: nil) : []
        // A test already made returned where it held: made again, it would never hold.
        var tested: Set<[String]> = []
        return (own + layout).filter { tested.insert($0.condition).inserted }.map { ($0.condition, write($0)) }
    }

    /// `layout.variants[1].set.` or `layout.variants[1].set.sections.grid.`: where `variant`'s
    /// values for the section `id` (or the layout) are in the spec's key paths.
    func variantPrefix(_ variant: TraitVariant<FlowParameters>, section id: SectionID?) -> String {
        VariantCondition.setPrefix(variant, in: writtenVariants, section: id)
    }

    /// The key path of the value of `names` (a key, then its shorthand) under `prefix`: the one the
    /// spec computes, else the key's.
    func path(_ prefix: String, _ names: [String]) -> String {
        let computes = names.first { name in
            computed.sources.keys.contains {
                $0 == prefix + name || $0.hasPrefix(prefix + name + "[") || $0.hasPrefix(prefix + name + ".")
            }
        }
        return prefix + (computes ?? names[0])
    }

    /// Whether a variant sets the key `parameter` holds, for the layout or a section.
    func varies(_ parameter: FlowParameter) -> Bool {
        variants.contains { variant in
            parameter.value(variant.layout) != nil || variant.sections.values.contains { parameter.value($0) != nil }
        }
    }

    /// Whether the layout (not a section) computes `key` from the environment; then `makeLayout()`
    /// leaves it out and the delegate's method gives it for every section.
    func layoutComputes(_ key: String) -> Bool {
        computed.sources.keys.contains {
            $0 == "layout.\(key)" || $0.hasPrefix("layout.\(key)[") || $0.hasPrefix("layout.\(key).")
        }
    }

    /// One `UICollectionViewDelegateFlowLayout` method: its last parameter as UIKit names it (its
    /// label, name and type), its result type, and its body.
    struct DelegateMethod {
        let label: String
        let name: String
        let type: String
        let returns: String
        let body: (inout SwiftSource) -> Void

        /// `sizeForItemAt indexPath: IndexPath`.
        var parameter: String { "\(label) \(name): \(type)" }
    }

    /// The delegate methods some section or item needs, in UIKit's order: one for each key the
    /// catalogue says a delegate method gives (``SpecKeyCatalogue/flowDelegateKeys``) that a section
    /// sets, a variant changes or the layout computes.
    var delegateMethods: [DelegateMethod] {
        var methods: [DelegateMethod] = []
        for key in SpecKeyCatalogue.flowDelegateKeys {
            guard let parameter = key.flowParameter, let label = key.delegateLabel else { continue }
            let varies = layoutComputes(key.name) || varies(parameter)
            if parameter.kind == .size {
                // The items' size is asked item by item: needed too where an item gives its own.
                if varies
                    || sections.contains(where: {
                        parameter.value($0.flow) != nil || !selfSizing && $0.items.contains { $0.size != nil }
                    })
                {
                    methods.append(
                        DelegateMethod(
                            label: label,
                            name: "indexPath",
                            type: "IndexPath",
                            returns: "CGSize",
                            body: writeSizes
                        )
                    )
                }
                continue
            }
            guard varies || sections.contains(where: { parameter.value($0.flow) != nil }) else { continue }
            methods.append(
                DelegateMethod(
                    label: label,
                    name: "section",
                    type: "Int",
                    returns: Self.swiftType(of: parameter.kind),
                    body: { writeSwitch(key, parameter, &$0) }
                )
            )
        }
        return methods
    }

    /// The Swift type of a delegate method's answer of `kind`.
    static func swiftType(of kind: FlowParameter.Kind) -> String {
        switch kind {
        case .number: "CGFloat"
        case .insets: "UIEdgeInsets"
        default: "CGSize"
        }
    }

    var scrollsHorizontally: Bool { flow.scrollDirection == .horizontal }

    /// `parameters` without the keys the delegate gives.
    static func withoutDelegateKeys(_ parameters: FlowParameters) -> FlowParameters {
        var rest = parameters
        for key in SpecKeyCatalogue.flowDelegateKeys { key.flowParameter?.store(&rest, nil) }
        return rest
    }

    /// The seed layouts and alignments the layout uses.
    var seed: FlowSeedSwift { FlowSeedSwift(typeName: typeName, flow: flow, variants: variants) }

    /// Whether cells size themselves (`estimatedItemSize`): then the items' sizes are what the cells
    /// measure, which the file's record records, not the delegate's answers.
    var selfSizing: Bool { flow.estimatedItemSize != nil }

    func write(to source: inout SwiftSource) {
        let methods = delegateMethods
        let hasDelegate = !methods.isEmpty
        source.line("/// The spec's `UICollectionViewFlowLayout`.")
        if hasDelegate {
            source.line("///")
            source.line("/// Sections that set their own values get them from the delegate methods below, which the")
            source.line("/// collection view's own `UICollectionViewDelegateFlowLayout` calls.")
        }
        source.type(.topLevel("enum", typeName)) { source in
            source.function(
                .member(["public", "static"], "func", "makeLayout"),
                result: " -> UICollectionViewFlowLayout"
            ) {
                source in
                let construction = seed.construction
                source.assignment("let layout", construction.make)
                // The flow layout's own properties the spec sets; what the layout computes from the
                // environment, the delegate gives.
                for key in SpecKeyCatalogue.flowParameterKeys where key.property?.owner == UIKitClass.flowLayout {
                    guard let property = key.property?.name, let value = key.flowParameter?.value(flow),
                        key.delegateLabel == nil || !layoutComputes(key.name), let literal = literal(value)
                    else { continue }
                    source.assignment("layout.\(property)", literal)
                }
                for property in construction.assignments {
                    source.assignment("layout.\(property.label ?? "")", property.value)
                }
                source.line("return layout")
            }
        }
        seed.writeSubclass(to: &source)
        guard hasDelegate else { return }
        source.line()
        source.line("/// What the spec's sections and items set apart from the layout, with the signatures of")
        source.line("/// `UICollectionViewDelegateFlowLayout`: the app's delegate (its view controller, most often)")
        source.line("/// answers each of these methods by calling this one, so no second object competes with it:")
        source.line("///")
        source.line("///     func collectionView(")
        source.line(
            "///         _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,"
        )
        source.line("///         \(methods[0].parameter)")
        source.line("///     ) -> \(methods[0].returns) {")
        source.line("///         \(typeName).collectionView(")
        source.line(
            "///             collectionView, layout: collectionViewLayout, \(methods[0].label): \(methods[0].name))"
        )
        source.line("///     }")
        source.type(.topLevel("extension", typeName)) { source in
            for (index, method) in methods.enumerated() {
                if index > 0 { source.line() }
                source.layoutDelegateMethod(
                    ["public", "static"],
                    parameters: [method.parameter],
                    returns: method.returns,
                    method.body
                )
            }
        }
    }
}
