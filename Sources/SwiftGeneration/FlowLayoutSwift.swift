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
        source.beginTopLevelDeclaration()
        source.line("@MainActor")
        source.block("public enum \(typeName) {") { source in
            source.block("public static func makeLayout() -> UICollectionViewFlowLayout {") { source in
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
        source.beginTopLevelDeclaration()
        source.block("extension \(typeName) {") { source in
            for (index, method) in methods.enumerated() {
                if index > 0 { source.line() }
                source.line("public static func collectionView(")
                source.indent()
                source.line("_ collectionView: UICollectionView,")
                source.line("layout collectionViewLayout: UICollectionViewLayout,")
                source.line(method.parameter)
                source.outdent()
                source.block(") -> \(method.returns) {", method.body)
            }
        }
    }

    /// The keys a section may write a delegate's value under instead: `header: 44` for
    /// `headerReferenceSize`.
    static let shorthands = [
        SpecKey.Name.headerReferenceSize.rawValue: SpecKey.Name.header.rawValue,
        SpecKey.Name.footerReferenceSize.rawValue: SpecKey.Name.footer.rawValue,
    ]

    /// The key section `index` wrote `name`'s value under, where it computes it: its shorthand, or the
    /// key itself.
    func writtenKey(_ name: String, section index: Int) -> String {
        guard let shorthand = Self.shorthands[name] else { return name }
        let prefix = "sections[\(index)].\(shorthand)"
        let computes = computed.sources.keys.contains {
            $0 == prefix || $0.hasPrefix(prefix + "[") || $0.hasPrefix(prefix + ".")
        }
        return computes ? shorthand : name
    }

    /// `layout` as the flow layout the delegate's values default to.
    static let layoutValue = "(collectionViewLayout as? UICollectionViewFlowLayout)"

    /// The layout's own value of the property `name`, or zero: `layout?.name ?? .zero`.
    static func layoutProperty(_ name: String) -> SwiftExpression {
        .infix(.token("\(layoutValue)?.\(name)"), "??", ".zero")
    }

    /// A `switch` on the section: the sections that set `key`, then the layout's own value.
    func writeSwitch(_ key: SpecKey, _ parameter: FlowParameter, _ source: inout SwiftSource) {
        let name = key.name
        let names = [name] + (Self.shorthands[name].map { [$0] } ?? [])
        computed.reader = .flowDelegate(section: "section")
        writeLets(
            reading: { key in names.contains { key == $0 || key.hasPrefix($0 + "[") || key.hasPrefix($0 + ".") } },
            &source
        )
        let fallback = Self.layoutProperty(key.property?.name ?? name)
        let value = { (parameters: FlowParameters) in parameter.value(parameters) }
        let write = { (varied: Varied<FlowParameter.Value>) in
            delegateLiteral(varied.value, path(varied.prefix, names))
        }
        let layoutVariants = variants(value, section: nil).map { ($0.condition, write($0)) }
        // Only the layout's value, which variants change: no switch.
        if !sections.contains(where: { value($0.flow) != nil || !variants(value, section: $0.id).isEmpty }),
            !layoutComputes(name), !layoutVariants.isEmpty
        {
            for varied in layoutVariants {
                source.ifBlock(varied.0) { $0.returnStatement(varied.1) }
            }
            source.returnStatement(fallback)
            return
        }
        source.line("switch section {")
        for (index, section) in sections.enumerated() {
            // A section with no value or variant of its own is the `default:`'s.
            guard value(section.flow) != nil || !variants(value, section: section.id).isEmpty else { continue }
            let own = value(section.flow).map {
                delegateLiteral($0, "sections[\(index)].\(writtenKey(name, section: index))")
            }
            source.caseReturn("case \(index):", own ?? fallback, variants: chain(value, section: section, write: write))
        }
        if layoutComputes(name), let own = value(flow) {
            source.caseReturn("default:", delegateLiteral(own, "layout.\(name)"), variants: layoutVariants)
        } else {
            source.caseReturn("default:", fallback, variants: layoutVariants)
        }
        source.line("}")
    }

    /// A value as `makeLayout()` sets it on a `UICollectionViewFlowLayout`; `nil` for the seed
    /// layouts' values, which their own classes take (``FlowSeedSwift``).
    func literal(_ value: FlowParameter.Value) -> SwiftExpression? {
        if case .supplementarySize(let size) = value { return supplementary(size) }
        return value.swiftLiteral
    }

    /// A value as a delegate method returns it, with what the spec computes at `path` as expressions.
    func delegateLiteral(_ value: FlowParameter.Value, _ path: String) -> SwiftExpression {
        switch value {
        case .number(let number): computed.number(number, at: path)
        case .insets(let insets): self.insets(insets, path)
        case .supplementarySize(.size(let size)): self.size(size, path)
        case .supplementarySize(.extent(let extent)):
            scrollsHorizontally
                ? .size(width: computed.number(extent, at: path), height: "0")
                : .size(width: "0", height: computed.number(extent, at: path))
        default: literal(value) ?? ""
        }
    }

    /// `CGSize(…)` with the values the spec computes at `path` (`layout.itemSize`) as expressions.
    func size(_ size: Size, _ path: String) -> SwiftExpression {
        .size(
            width: computed.number(size.width, at: [path + "[0]", path + ".width"]),
            height: computed.number(size.height, at: [path + "[1]", path + ".height"])
        )
    }

    /// `UIEdgeInsets(…)` with the values the spec computes at `path` as expressions.
    func insets(_ insets: EdgeInsets, _ path: String) -> SwiftExpression { computed.insets(insets, at: path) }

    /// Each item's size: the items that give one, then their section's, then the layout's.
    func writeSizes(_ source: inout SwiftSource) {
        computed.reader = .flowDelegate(section: "indexPath.section")
        writeLets(reading: { $0.hasPrefix("items") || $0.hasPrefix("itemSize") }, &source)
        source.line("switch (indexPath.section, indexPath.item) {")
        for (index, section) in sections.enumerated() {
            var first = 0
            for (number, run) in section.items.enumerated() where !selfSizing {
                defer { first += run.count }
                guard let size = run.size, run.count > 0 else { continue }
                let items = run.count == 1 ? "\(first)" : "\(first)...\(first + run.count - 1)"
                // A size computed per item is the spec's expression, at its list entry or in the one
                // run of a mapping.
                let path = "sections[\(index)].items"
                let entries = ["\(path)[\(number)]"] + (section.items.count == 1 ? [path] : [])
                let width = computed.number(size.width, at: entries.flatMap { ["\($0)[0]", "\($0).size[0]"] })
                let height = computed.number(size.height, at: entries.flatMap { ["\($0)[1]", "\($0).size[1]"] })
                source.caseReturn("case (\(index), \(items)):", .size(width: width, height: height))
            }
            let sized = chain(\.itemSize, section: section) { self.size($0.value, $0.prefix + "itemSize") }
            if let size = section.flow.itemSize {
                source.caseReturn(
                    "case (\(index), _):",
                    self.size(size, "sections[\(index)].itemSize"),
                    variants: sized
                )
            } else if !variants(\.itemSize, section: section.id).isEmpty {
                source.caseReturn("case (\(index), _):", Self.layoutProperty("itemSize"), variants: sized)
            }
        }
        let sized = variants(\.itemSize, section: nil).map {
            ($0.condition, self.size($0.value, $0.prefix + "itemSize"))
        }
        if layoutComputes(SpecKey.Name.itemSize.rawValue), let size = flow.itemSize {
            source.caseReturn("default:", self.size(size, "layout.itemSize"), variants: sized)
        } else {
            source.caseReturn("default:", Self.layoutProperty("itemSize"), variants: sized)
        }
        source.line("}")
    }

    /// The `let` constants of the names of `let:` that the values at the key paths `reads` accepts
    /// read (the part after `sections[N].` or `layout.`): every section's, as one method answers for
    /// every section (the generator refuses two sections that bind one name).
    func writeLets(reading reads: (String) -> Bool, _ source: inout SwiftSource) {
        var declared: Set<String> = []
        func declare(_ declarations: [ComputedValues.LetDeclaration]) {
            for declaration in declarations where declared.insert(declaration.name).inserted {
                declaration.write(to: &source)
            }
        }
        func texts(under prefix: String) -> [SpecExpression] {
            computed.sources.filter {
                $0.key.hasPrefix(prefix) && reads(Self.key(String($0.key.dropFirst(prefix.count))))
            }
            .sorted { $0.key < $1.key }.map(\.value)
        }
        declare(computed.letDeclarations(for: texts(under: "layout."), section: nil))
        for index in sections.indices {
            declare(computed.letDeclarations(for: texts(under: "sections[\(index)]."), section: index))
        }
    }

    /// A key path below `layout.` without a variant's part: `variants[0].set.sections.grid.itemSize`
    /// is `itemSize`, which the same methods read.
    static func key(_ path: String) -> String {
        guard path.hasPrefix("variants["), let close = path.firstIndex(of: "]") else { return path }
        let after = path[path.index(after: close)...]
        guard after.hasPrefix(".set.") else { return path }
        let rest = after.dropFirst(".set.".count)
        guard rest.hasPrefix("sections.") else { return String(rest) }
        return String(rest.dropFirst("sections.".count).drop { $0 != "." }.dropFirst())
    }

    /// A header or footer reference size: only the extent along the scroll axis counts.
    func supplementary(_ size: SupplementarySize) -> SwiftExpression {
        switch size {
        case .size(let size): .size(size)
        case .extent(let extent):
            scrollsHorizontally ? .size(Size(width: extent, height: 0)) : .size(Size(width: 0, height: extent))
        }
    }
}
