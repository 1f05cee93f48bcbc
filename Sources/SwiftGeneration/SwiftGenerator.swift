public import LayoutEngine
public import LayoutSpecFormat

/// `layoutd generate swift`: the Swift that builds the layout a spec describes.
///
/// One file a spec: the header (``GeneratedFileHeader``), then the layout's code inside
/// `#if canImport(UIKit)`, so that a package that also builds where UIKit is absent still compiles.
/// The same document always gives the same text.
public enum SwiftGenerator {
    /// A spec that uses what the generator does not write yet.
    public struct Unsupported: Error, CustomStringConvertible {
        public var description: String
        /// The key path of what is not written (`layout.variants[1].when`), where one key is it: the
        /// command says the refusal at its line and column.
        public var path: String?

        public init(description: String, path: String? = nil) {
            self.description = description
            self.path = path
        }
    }

    /// The file's name: the layout's type name, `PhotosLayout.swift` for the spec `photos`.
    public static func fileName(for document: LayoutDocument) -> String {
        SwiftSource.typeName(document.name) + "Layout.swift"
    }

    /// The Swift file of `document`, read from the spec file `spec`; `computed` holds the text of
    /// each value the spec computes from the environment, by key path, and `variantItems` the items
    /// its variants set, as the parser gives them
    /// (``LayoutSpecFormat/SpecParser/parseForGeneration(_:file:)``), with the names of `let:`.
    public static func file(
        for document: LayoutDocument,
        spec: String,
        computed: [String: SpecExpression] = [:],
        named: [String: SpecExpression] = [:],
        variantItems: [(condition: TraitCondition, items: [SectionID: [ItemRun]])] = [],
        bindings: [SpecBinding] = []
    ) throws(Unsupported) -> String {
        var source = SwiftSource()
        // A section provider declares the names a section reads, so a compositional section writes
        // its values by the spec's names; a flow or split layout's values are numbers.
        var isCompositional = false
        if case .compositional = document.layout { isCompositional = true }
        let values = ComputedValues(sources: computed, named: isCompositional ? named : [:], bindings: bindings)
        try values.checkBindings()
        var isSplit = false
        if case .split = document.layout { isSplit = true }
        // The spec's items computed from the environment are recorded as computed (the split and
        // flow delegates compute their sizes again; a compositional layout's are what cells measure).
        var record = SwiftSource()
        GeneratedFileHeader.write(
            spec: spec,
            document: document,
            variantItems: variantItems,
            bindings: bindings,
            expression: { values.recorded($0) },
            to: &record
        )
        GeneratedFileHeader.writeTitle(spec: spec, to: &source)
        source.line()
        // Everything but the title and the record is UIKit code, for UIKit's platforms alone.
        var code = SwiftSource()
        // The split layout and the aligned flow layout are packages of their own, not UIKit's.
        if case .flow(let spec) = document.layout, FlowSeedSwift(typeName: "", flow: spec.flow).aligns {
            code.line("import AlignedCollectionViewFlowLayout")
        }
        if isSplit { code.line("import UICollectionViewSplitLayout") }
        code.line("import UIKit")
        code.line()
        let typeName = SwiftSource.typeName(document.name) + "Layout"
        guard document.environmentKeys.isEmpty || !computed.isEmpty || !variantItems.isEmpty else {
            throw Unsupported(description: "values computed from the environment are not generated yet")
        }
        switch document.layout {
        case .flow(let spec):
            let variants = spec.variants.filter { !setsOnlyItems($0, empty: FlowParameters()) }
            try checkFlow(variants, written: spec.variants, computed: computed)
            // The seed layouts and the alignments are properties of the layout object, which has no
            // per-section version.
            let sectionSeed = document.sections.map(\.flow).firstIndex {
                $0.setsSeedLayoutKey || $0.horizontalAlignment != nil || $0.verticalAlignment != nil
            }
            if let sectionSeed {
                throw Unsupported(
                    description:
                        "a section's own seed flow layout keys (itemsPerRow, equalSpacing, display, alignments) are not generated yet",
                    path: "sections[\(sectionSeed)]"
                )
            }
            // Self-sizing for the whole layout is `estimatedItemSize`; a section's own is not UIKit's.
            if let estimated = document.sections.firstIndex(where: { $0.flow.estimatedItemSize != nil }) {
                throw Unsupported(
                    description: "a section's own estimatedItemSize is not generated yet",
                    path: "sections[\(estimated)].estimatedItemSize"
                )
            }
            FlowLayoutSwift(
                typeName: typeName,
                flow: spec.flow,
                sections: document.sections,
                computed: values,
                variants: variants,
                writtenVariants: spec.variants
            )
            .write(to: &code)
        case .split(let spec):
            let variants = spec.variants.filter { !setsOnlyItems($0, empty: SplitParameters()) }
            try checkSplit(variants, written: spec.variants, computed: computed)
            SplitLayoutSwift(
                typeName: typeName,
                split: spec.split,
                sections: document.sections,
                computed: values,
                variants: variants,
                writtenVariants: spec.variants
            ).write(to: &code)
        case .compositional(let spec):
            let variants = spec.variants.filter { !setsOnlyItems($0, empty: CompositionalParameters()) }
            try checkCompositional(
                variants,
                written: spec.variants,
                layout: spec.compositional
            )
            CompositionalLayoutSwift(
                typeName: typeName,
                layout: spec.compositional,
                sections: document.sections,
                variants: variants,
                specVariants: spec.variants,
                computed: values
            ).write(to: &code)
        }
        if let refusal = values.refusal {
            throw Unsupported(description: "\(refusal) are not generated yet", path: values.refusalPath)
        }
        if let path = values.unused.first {
            throw Unsupported(
                description:
                    "values computed from the environment at \(path) (\(computed[path]?.text ?? "")) are not generated yet",
                path: path
            )
        }
        source.compilationCondition("canImport(UIKit)") { $0.append(code) }
        source.line()
        source.append(record)
        return source.textMarkingAvailability(from: UIKitAvailability.defaultDeploymentTarget)
    }

    /// Throws for the flow variants the delegate cannot write: one that sets a key no delegate
    /// method gives (the layout object's own properties are the same in every environment), and one
    /// on a device.
    static func checkFlow(
        _ variants: [TraitVariant<FlowParameters>],
        written: [TraitVariant<FlowParameters>],
        computed: [String: SpecExpression]
    ) throws(Unsupported) {
        guard !variants.isEmpty else { return }
        // How the items are shown is chosen in the subclass's `prepare()`, for the layout only.
        func withoutDisplayKeys(_ parameters: FlowParameters) -> FlowParameters {
            var rest = parameters
            rest.display = nil
            rest.listHeight = nil
            rest.inlineFraction = nil
            rest.inlineHeight = nil
            return rest
        }
        let other = variants.firstIndex { variant in
            withoutDisplayKeys(FlowLayoutSwift.withoutDelegateKeys(variant.layout)) != FlowParameters()
                || variant.sections.values.contains { FlowLayoutSwift.withoutDelegateKeys($0) != FlowParameters() }
        }
        if let other {
            throw Unsupported(
                description:
                    "variants of keys other than the delegate's (itemSize, sectionInset, spacings, header and footer sizes) are not generated yet",
                path: variantPath(variants[other], in: written)
            )
        }
        if let device = variants.first(where: { $0.condition.device != nil }) {
            throw Unsupported(
                description: "variants on a device are not generated yet",
                path: variantPath(device, in: written) + ".when"
            )
        }
    }

    /// Throws for the split variants the layout cannot follow: one on a device, two that set one
    /// key, and one of the item size.
    static func checkSplit(
        _ variants: [TraitVariant<SplitParameters>],
        written: [TraitVariant<SplitParameters>],
        computed: [String: SpecExpression]
    ) throws(Unsupported) {
        if let device = variants.first(where: { $0.condition.device != nil }) {
            throw Unsupported(
                description: "variants on a device are not generated yet",
                path: variantPath(device, in: written) + ".when"
            )
        }
        var seen: [String: Int] = [:]
        for variant in variants {
            for (scope, parameters) in [("layout", variant.layout)]
                + variant.sections.map({ ($0.key.rawValue, $0.value) })
            {
                let keys = SpecKeyCatalogue.splitParameterKeys.map {
                    ($0.name, $0.splitParameter?.value(parameters) != nil)
                }
                for (key, sets) in keys where sets { seen[scope + "." + key, default: 0] += 1 }
            }
            if seen.values.contains(where: { $0 > 1 }) {
                throw Unsupported(
                    description: "two variants of one key are not generated yet",
                    path: variantPath(variant, in: written)
                )
            }
            // The item size is the delegate's `default:`, which a variant does not reach yet.
            if seen.keys.contains(where: { $0.hasSuffix(".itemSize") }) {
                throw Unsupported(
                    description: "variants of a split layout's itemSize are not generated yet",
                    path: variantPath(variant, in: written)
                )
            }
        }
    }

    /// Throws for the compositional variants the section provider cannot write: one that changes
    /// the configuration (made once, for every environment), and one on a device.
    static func checkCompositional(
        _ variants: [TraitVariant<CompositionalParameters>],
        written: [TraitVariant<CompositionalParameters>],
        layout: CompositionalParameters
    ) throws(Unsupported) {
        guard !variants.isEmpty else { return }
        // The configuration is made once, for every environment; only its `contentInsetsReference`
        // has a section's version, which sections take where the variant holds, and only while no
        // global boundary item measures from the configuration's.
        let globalItems = !(layout.boundarySupplementaryItems ?? []).isEmpty
        let configuring = variants.first { variant in
            variant.layout.scrollDirection != nil || variant.layout.interSectionSpacing != nil
                || variant.layout.boundarySupplementaryItems != nil
                || variant.layout.contentInsetsReference != nil && globalItems
        }
        if let configuring {
            throw Unsupported(
                description: "variants of the layout's configuration are not generated yet",
                path: variantPath(configuring, in: written)
            )
        }
        if let device = variants.first(where: { $0.condition.device != nil }) {
            throw Unsupported(
                description: "variants on a device are not generated yet",
                path: variantPath(device, in: written) + ".when"
            )
        }
    }

    /// `layout.variants[2]`: where a variant is written, by its index among the spec's variants.
    static func variantPath<Parameters>(
        _ variant: TraitVariant<Parameters>,
        in written: [TraitVariant<Parameters>]
    ) -> String {
        "layout.variants[\(written.firstIndex(of: variant) ?? 0)]"
    }

    /// Whether a variant sets only sections' items, which the record keeps.
    static func setsOnlyItems<Parameters: OverlaidParameters>(
        _ variant: TraitVariant<Parameters>,
        empty: Parameters
    ) -> Bool {
        variant.layout == empty && variant.sections.values.allSatisfy { $0 == empty }
    }
}
