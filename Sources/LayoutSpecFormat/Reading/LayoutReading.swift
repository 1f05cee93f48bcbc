import LayoutEngine

/// How one layout kind is read: the keys its layout and its sections take, how its parameters are
/// read from a level's entries, which way a layout of them scrolls, and the layout they make.
///
/// The reader takes the one of the kind a spec's `type` names (``DocumentReader/flowReading`` and
/// the others), and reads the layout, then resolves it in each environment, through it.
struct LayoutReading<Parameters: OverlaidParameters> {
    /// The keys the layout takes besides its own (`type`, `let`, `variants`).
    let layoutKeys: [String]
    /// The keys a variant's `sections.<id>` takes.
    let sectionKeys: [String]
    /// What the sections take from the layout's parameters, before they are read.
    let beforeSections: (Parameters) -> Void
    /// The parameters a level's entries set.
    let parse: (SpecEntries, KeyLevel) -> Parameters
    /// Whether a layout of these parameters scrolls vertically, and the compositional
    /// `contentInsetsReference` it measures from: what `container.…` and
    /// `collectionView.adjustedContentInset` depend on.
    let axis: (Parameters) -> (vertical: Bool, reference: ContentInsetsReference?)
    /// The layout of the parameters and their variants.
    let wrap: (Parameters, [TraitVariant<Parameters>]) -> LayoutKind
}

/// A layout as its first read gives it, with no environment known: what each environment's layout
/// and sections are resolved from (``DocumentReader/resolved(_:in:by:)``).
struct FirstRead<Parameters: OverlaidParameters> {
    /// The layout's entries, if it has any.
    var entries: SpecEntries?
    var layout: Parameters
    var sections: [Section]
    /// The positions of the sections with a value that reads the environment, in order.
    var sectionsReadingEnvironment: [Int]
    var variants: [TraitVariant<Parameters>]
    /// Whether a value of the layout's own keys reads the environment.
    var layoutReadsEnvironment: Bool
    /// Whether a value of a variant reads the environment.
    var variantsReadEnvironment: Bool
}

extension DocumentReader {
    var flowReading: LayoutReading<FlowParameters> {
        LayoutReading(
            layoutKeys: Self.flowKeys,
            sectionKeys: Self.flowKeys,
            beforeSections: { _ in },
            parse: { self.flowParameters($0, on: $1) },
            axis: { (($0.scrollDirection ?? .vertical) == .vertical, nil) },
            wrap: { .flow(FlowLayoutSpec(flow: $0, variants: $1)) }
        )
    }

    var splitReading: LayoutReading<SplitParameters> {
        LayoutReading(
            layoutKeys: Self.splitLayoutKeys,
            sectionKeys: Self.splitSectionVariantKeys,
            beforeSections: { self.kind.splitDefaultItemSize = $0.itemSize },
            parse: { self.splitParameters($0, on: $1) },
            axis: { _ in (true, nil) },
            wrap: { .split(SplitLayoutSpec(split: $0, variants: $1)) }
        )
    }

    var compositionalReading: LayoutReading<CompositionalParameters> {
        LayoutReading(
            layoutKeys: Self.compositionalLayoutKeys,
            sectionKeys: Self.compositionalSectionVariantKeys,
            beforeSections: {
                self.kind.compositionalList = $0.list
                self.kind.compositionalIsHorizontal = $0.scrollDirection == .horizontal
            },
            parse: { self.compositionalParameters($0, on: $1) },
            axis: { (($0.scrollDirection ?? .vertical) == .vertical, $0.contentInsetsReference ?? .safeArea) },
            wrap: { .compositional(CompositionalLayoutSpec(compositional: $0, variants: $1)) }
        )
    }
}
