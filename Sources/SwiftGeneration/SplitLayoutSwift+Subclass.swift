import LayoutEngine
import LayoutSpecFormat

/// The split layout's own properties: how `makeLayout()` sets them, and the subclass that sets
/// those that follow the collection view (those a variant changes or the spec computes) where the
/// split layout lays out.
extension SplitLayoutSwift {
    /// The property `key` as `parameters` set it, as a Swift literal; `nil` where they do not.
    func literal(of parameters: SplitParameters, _ key: SpecKey) -> SwiftExpression? {
        key.splitParameter?.value(parameters)?.swiftLiteral
    }

    /// The split layout's property that `key` is, by its Swift name.
    static func property(_ key: SpecKey) -> String { key.property?.name ?? key.name }

    /// The split layout's own value of the property `key`, from the catalogue's default.
    static func defaultValue(of key: SpecKey) -> SwiftExpression {
        let text = key.defaultValue ?? "0"
        switch key.splitParameter?.kind {
        case .insets?: return .token(text == "0" ? ".zero" : text)
        case .member?: return .token(".\(text)")
        default: return .token(text)
        }
    }

    /// Whether the spec computes the layout's property `name` from the environment.
    func computesLayout(_ name: String) -> Bool {
        computed.sources.keys.contains { $0 == "layout.\(name)" || $0.hasPrefix("layout.\(name).") }
    }

    /// Whether some layout property follows the collection view: a variant or the spec computes it.
    var followsCollectionView: Bool {
        let properties = SpecKeyCatalogue.splitLayoutProperties
        return variants.contains { variant in properties.contains { literal(of: variant.layout, $0) != nil } }
            || properties.contains { computesLayout($0.name) }
    }

    var subclassName: String { typeName.dropLast("Layout".count) + "SplitLayout" }

    /// The subclass whose properties follow the collection view: the split layout lays out again in
    /// `invalidateLayout(with:)`, from the collection view as it is then, so they are set there first.
    func writeSubclass(to source: inout SwiftSource) {
        guard followsCollectionView else { return }
        computed.reader = .flowDelegate(section: "section")
        source.line()
        source.line("/// The spec's split layout, whose values follow the collection view's size and traits.")
        source.type(.topLevel("class", subclassName, inheriting: ["UICollectionViewSplitLayout"])) { source in
            source.function(
                .member(["public", "override"], "func", "invalidateLayout"),
                parameters: ["with context: UICollectionViewLayoutInvalidationContext"]
            ) {
                source in
                source.block("if let collectionView {") { source in
                    // A property a variant sets: the variant's value where it holds, the layout's
                    // elsewhere, each computed where the spec computes it.
                    var varied: Set<String> = []
                    for variant in variants {
                        let keys = SpecKeyCatalogue.splitLayoutProperties.filter {
                            literal(of: variant.layout, $0) != nil
                        }
                        guard !keys.isEmpty,
                            let condition = VariantCondition(condition: variant.condition).swift(
                                traits: "collectionView.traitCollection",
                                size: "collectionView.bounds"
                            )
                        else { continue }
                        let prefix = VariantCondition.setPrefix(variant, in: writtenVariants, section: nil)
                        source.ifBlock(condition, closing: nil) { source in
                            for key in keys {
                                assign(key, variant.layout, at: prefix, &source)
                            }
                        }
                        source.block("} else {") { source in
                            for key in keys {
                                if key.splitParameter?.value(split) != nil {
                                    assign(key, split, at: "layout.", &source)
                                } else {
                                    source.assignment(Self.property(key), Self.defaultValue(of: key))
                                }
                            }
                        }
                        varied.formUnion(keys.map(\.name))
                    }
                    for key in SpecKeyCatalogue.splitLayoutProperties
                    where computesLayout(key.name) && !varied.contains(key.name) {
                        assign(key, split, at: "layout.", &source)
                    }
                }
                source.line("super.invalidateLayout(with: context)")
            }
        }
    }

    /// `property = value`: the property `key` as `parameters` set it, with what the spec computes
    /// at `prefix` + its name as expressions.
    func assign(_ key: SpecKey, _ parameters: SplitParameters, at prefix: String, _ source: inout SwiftSource) {
        switch key.splitParameter?.value(parameters) {
        case .insets(let insets)?:
            source.assignment(Self.property(key), self.insets(insets, prefix + key.name))
        case .number(let value)?:
            source.assignment(Self.property(key), computed.number(value, at: prefix + key.name))
        default:
            source.assignment(Self.property(key), literal(of: parameters, key) ?? Self.defaultValue(of: key))
        }
    }
}
