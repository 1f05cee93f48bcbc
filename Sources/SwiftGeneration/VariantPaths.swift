import LayoutEngine
import LayoutSpecFormat

/// Where the values of a section's code are written in the spec while a variant holds.
///
/// The section's code is written once for the variant and once for every other environment, from
/// the same key paths (`sections[1].group.horizontal.layoutSize[0]`). Where the variant sets a key,
/// its value, and the expression the spec computes it with, is under the variant's `set:`
/// (`layout.variants[0].set.sections.featured.group…`); the keys it leaves are the section's own.
struct VariantPaths {
    /// A prefix of the spec's key paths, the variant's prefix for it, and the keys the variant sets there.
    struct Scope {
        var base: String
        var variant: String
        var keys: Set<String>
    }

    var scopes: [Scope]

    /// The paths where every one of `variants` holds (the spec's variants, each with its number, in
    /// the spec's order): a key the later one sets is read at its value.
    init(
        variants: [(variant: TraitVariant<CompositionalParameters>, number: Int)],
        section index: Int,
        id: SectionID
    ) {
        func keys(_ parameters: CompositionalParameters?) -> Set<String> {
            guard let parameters else { return [] }
            return Set(
                SpecKeyCatalogue.compositionalParameterKeys.filter {
                    $0.compositionalParameter?.value(parameters) != nil
                }
                .map(\.name)
            )
        }
        scopes = variants.reversed().flatMap { variant, number in
            let set = "layout.variants[\(number)].set."
            return [
                Scope(
                    base: "sections[\(index)].",
                    variant: set + "sections.\(id.rawValue).",
                    keys: keys(variant.sections[id])
                ),
                Scope(base: "layout.", variant: set, keys: keys(variant.layout)),
            ]
        }
    }

    /// The path `path` of the spec's section is read at where the variant holds.
    func path(_ path: String) -> String {
        for scope in scopes where path.hasPrefix(scope.base) {
            let rest = path.dropFirst(scope.base.count)
            let key = rest.prefix { $0 != "." && $0 != "[" }
            if scope.keys.contains(String(key)) { return scope.variant + rest }
        }
        return path
    }

    /// The prefixes of the variants' own values.
    var variantPrefixes: [String] { scopes.filter { !$0.keys.isEmpty }.map(\.variant) }
}
