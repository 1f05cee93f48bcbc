import LayoutEngine

/// The split layout's own properties: how `makeLayout()` sets them, and the subclass that sets
/// those that follow the collection view (those a variant changes or the spec computes) where the
/// split layout lays out.
extension SplitLayoutSwift {
    /// The split layout's properties a spec sets, in the order `makeLayout()` sets them.
    static let layoutProperties = [
        "leftSideRatio", "splitSpacing", "minimumItemLineSpacing", "minimumInterItemSpacing", "sectionInset",
        "sectionInsetReference", "isNormalizingLineHeight", "sectionPinToVisibleBounds",
    ]

    /// The property `name` as `parameters` set it, as a Swift literal; `nil` where they do not.
    func literal(of parameters: SplitParameters, _ name: String) -> String? {
        switch name {
        case "leftSideRatio": return parameters.leftSideRatio.map(SwiftSource.number)
        case "splitSpacing": return parameters.splitSpacing.map(SwiftSource.number)
        case "minimumItemLineSpacing": return parameters.minimumItemLineSpacing.map(SwiftSource.number)
        case "minimumInterItemSpacing": return parameters.minimumInterItemSpacing.map(SwiftSource.number)
        case "sectionInset": return parameters.sectionInset.map(SwiftSource.insets)
        case "sectionInsetReference": return parameters.sectionInsetReference.map { ".\($0.rawValue)" }
        case "isNormalizingLineHeight": return parameters.isNormalizingLineHeight.map { "\($0)" }
        case "sectionPinToVisibleBounds": return parameters.sectionPinToVisibleBounds.map { "\($0)" }
        default: return nil
        }
    }

    /// The split layout's own value of the property `name`.
    static func defaultValue(of name: String) -> String {
        switch name {
        case "leftSideRatio": return "1"
        case "sectionInset": return ".zero"
        case "sectionInsetReference": return ".fromSafeArea"
        case "isNormalizingLineHeight", "sectionPinToVisibleBounds": return "false"
        default: return "0"
        }
    }

    /// Whether the spec computes the layout's property `name` from the environment.
    func computesLayout(_ name: String) -> Bool {
        computed.sources.keys.contains { $0 == "layout.\(name)" || $0.hasPrefix("layout.\(name).") }
    }

    /// Whether some layout property follows the collection view: a variant or the spec computes it.
    var followsCollectionView: Bool {
        variants.contains { variant in Self.layoutProperties.contains { literal(of: variant.layout, $0) != nil } }
            || Self.layoutProperties.contains(where: computesLayout)
    }

    var subclassName: String { typeName.dropLast("Layout".count) + "SplitLayout" }

    /// The subclass whose properties follow the collection view: the split layout lays out again in
    /// `invalidateLayout(with:)`, from the collection view as it is then, so they are set there first.
    func writeSubclass(to source: inout SwiftSource) {
        guard followsCollectionView else { return }
        computed.reader = .flowDelegate(section: "section")
        source.line()
        source.line("/// The spec's split layout, whose values follow the collection view's size and traits.")
        source.beginTopLevelDeclaration()
        source.line("@MainActor")
        source.block("public final class \(subclassName): UICollectionViewSplitLayout {") { source in
            source.block(
                "public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {"
            ) {
                source in
                source.block("if let collectionView {") { source in
                    for variant in variants {
                        let names = Self.layoutProperties.filter { literal(of: variant.layout, $0) != nil }
                        guard !names.isEmpty,
                            let condition = VariantCondition(condition: variant.condition).swift(
                                traits: "collectionView.traitCollection",
                                size: "collectionView.bounds"
                            )
                        else { continue }
                        source.ifBlock(condition, closing: "} else {") { source in
                            for name in names { source.line("\(name) = \(literal(of: variant.layout, name) ?? "")") }
                        }
                        source.indent()
                        for name in names {
                            source.line("\(name) = \(literal(of: split, name) ?? Self.defaultValue(of: name))")
                        }
                        source.outdent()
                        source.line("}")
                    }
                    for name in Self.layoutProperties where computesLayout(name) {
                        if name == "sectionInset", let insets = split.sectionInset {
                            source.line("sectionInset = \(self.insets(insets, "layout.sectionInset"))")
                        } else if let value = split[keyPath: Self.numberKey(name)] {
                            source.declaration("\(name) = \(computed.number(value, at: "layout.\(name)"))")
                        }
                    }
                }
                source.line("super.invalidateLayout(with: context)")
            }
        }
    }

    /// The key of a number property of the layout.
    static func numberKey(_ name: String) -> KeyPath<SplitParameters, Double?> {
        switch name {
        case "leftSideRatio": return \.leftSideRatio
        case "splitSpacing": return \.splitSpacing
        case "minimumItemLineSpacing": return \.minimumItemLineSpacing
        default: return \.minimumInterItemSpacing
        }
    }
}
