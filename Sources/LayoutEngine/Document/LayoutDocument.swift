/// A parsed and validated spec: everything the engine needs, and nothing it could fail on.
///
/// Only `LayoutSpecFormat` builds documents from text; tests build them from literals.
public struct LayoutDocument: Hashable, Sendable {
    /// The spec's name (default: the file name without `.layout.yaml`).
    public var name: String
    public var environments: [LayoutEnvironment]
    public var layout: LayoutKind
    public var sections: [Section]
    /// The layout and sections of each environment, in the order of ``environments``, when some of
    /// their values differ from one environment to another (a value computed from the environment, a
    /// variant that sets a section's items); empty when every environment is laid out from ``layout``
    /// and ``sections``.
    public var environmentKeys: [EnvironmentKeys]
    /// Where each of ``sections`` was written, in their order; empty for a document built in code.
    public var sources: [SectionSource]

    public init(
        name: String,
        environments: [LayoutEnvironment],
        layout: LayoutKind,
        sections: [Section],
        environmentKeys: [EnvironmentKeys] = [],
        sources: [SectionSource] = []
    ) {
        self.name = name
        self.environments = environments
        self.layout = layout
        self.sections = sections
        self.environmentKeys = environmentKeys
        self.sources = sources
    }

    /// The layout and sections the environment at `index` is laid out from.
    public func keys(at index: Int) -> EnvironmentKeys {
        index < environmentKeys.count ? environmentKeys[index] : EnvironmentKeys(layout: layout, sections: sections)
    }
}

/// A spec's layout and sections as one environment has them, every value computed.
public struct EnvironmentKeys: Hashable, Sendable {
    public var layout: LayoutKind
    public var sections: [Section]

    public init(layout: LayoutKind, sections: [Section]) {
        self.layout = layout
        self.sections = sections
    }
}

/// The layout object of a spec and its layout-level keys.
public enum LayoutKind: Hashable, Sendable {
    /// `UICollectionViewFlowLayout`, with the seed flow layouts as options.
    case flow(FlowLayoutSpec)
    /// yahoojapan's two-column `UICollectionViewSplitLayout`.
    case split(SplitLayoutSpec)
    /// `UICollectionViewCompositionalLayout`.
    case compositional(CompositionalLayoutSpec)
}

/// The layout-level keys of a `type: flow` spec, before any environment is known.
public struct FlowLayoutSpec: Hashable, Sendable {
    public var flow: FlowParameters
    public var variants: [TraitVariant<FlowParameters>]

    public init(flow: FlowParameters = FlowParameters(), variants: [TraitVariant<FlowParameters>] = []) {
        self.flow = flow
        self.variants = variants
    }
}

/// The layout-level keys of a `type: split` spec, before any environment is known.
public struct SplitLayoutSpec: Hashable, Sendable {
    public var split: SplitParameters
    public var variants: [TraitVariant<SplitParameters>]

    public init(split: SplitParameters = SplitParameters(), variants: [TraitVariant<SplitParameters>] = []) {
        self.split = split
        self.variants = variants
    }
}

/// The layout-level keys of a `type: compositional` spec (its configuration), before any environment is
/// known.
public struct CompositionalLayoutSpec: Hashable, Sendable {
    public var compositional: CompositionalParameters
    public var variants: [TraitVariant<CompositionalParameters>]

    public init(
        compositional: CompositionalParameters = CompositionalParameters(),
        variants: [TraitVariant<CompositionalParameters>] = []
    ) {
        self.compositional = compositional
        self.variants = variants
    }
}
