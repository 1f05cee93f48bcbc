import LayoutEngine
import LayoutSpecFormat

/// The layout's own code: its type, the `Section` enumeration where the sections' ids are Swift names,
/// `makeLayout()` with the configuration it sets, and the section provider that calls each section's
/// function.
extension CompositionalLayoutSwift {
    func write(to source: inout SwiftSource) {
        source.line("/// The spec's `UICollectionViewCompositionalLayout`.")
        if readsCollectionView {
            source.line("///")
            source.line(
                "/// Its sections read the collection view's own values (its margins, its readable guide), which"
            )
            source.line("/// a section provider is not given: pass the collection view the layout is for.")
        }
        source.requires(iOS: UIKitAvailability.compositionalLayout)
        source.type(.topLevel("enum", typeName)) { source in
            if let cases = names.cases {
                source.line("/// The spec's sections, in their order.")
                source.type(.member(["public"], "enum", "Section", inheriting: ["Int", "CaseIterable"])) { source in
                    for name in cases { source.line("case \(name)") }
                }
                source.line()
            }
            source.function(
                .member(["public", "static"], "func", "makeLayout"),
                parameters: readsCollectionView ? ["for collectionView: UICollectionView"] : [],
                result: " -> UICollectionViewCompositionalLayout"
            ) { source in
                let captures = readsCollectionView ? "[weak collectionView] " : ""
                guard setsConfiguration else {
                    source.block("UICollectionViewCompositionalLayout { \(captures)sectionIndex, environment in") {
                        source in
                        writeProvider(to: &source)
                    }
                    return
                }
                source.line("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
                writeProperties(
                    of: layout,
                    to: "configuration",
                    in: .compositionalLayout,
                    path: "layout",
                    source: &source
                )
                if let items = layout.boundarySupplementaryItems, !items.isEmpty {
                    var names = NameCounter()
                    let boundary = items.enumerated().map { index, item in
                        write(item, names: &names, path: "layout.boundarySupplementaryItems[\(index)]", to: &source)
                    }
                    source.assignment(
                        "configuration.boundarySupplementaryItems",
                        .array(boundary.map(SwiftExpression.token))
                    )
                }
                source.block(
                    "return UICollectionViewCompositionalLayout(",
                    closing: ")"
                ) { source in
                    source.block("sectionProvider: { \(captures)sectionIndex, environment in", closing: "},") {
                        source in
                        writeProvider(to: &source)
                    }
                    source.line("configuration: configuration")
                }
            }
            for index in sections.indices {
                source.line()
                writeSection(index, to: &source)
            }
        }
    }

    /// The names of the sections and their functions.
    var names: SectionNames { SectionNames(sections) }

    /// Whether the layout sets a property of its configuration; where it sets none, the layout is
    /// made without one, as UIKit's default.
    var setsConfiguration: Bool {
        !(layout.boundarySupplementaryItems ?? []).isEmpty
            || SpecKeyCatalogue.keys(in: .compositionalLayout).contains { key in
                guard key.property != nil, let parameter = key.compositionalParameter,
                    let value = parameter.value(layout)
                else { return false }
                switch value {
                case .number, .flag: return true
                case .member(let name): return parameter.writesDefault || name != key.defaultValue
                default: return false
                }
            }
    }

    /// The section provider's body: the section function of the index it is given.
    func writeProvider(to source: inout SwiftSource) {
        if readsCollectionView { source.line("guard let collectionView else { return nil }") }
        let arguments = readsCollectionView ? "(environment, collectionView)" : "(environment)"
        if let cases = names.cases {
            source.switchBlock("Section(rawValue: sectionIndex)") { source in
                for (index, name) in cases.enumerated() {
                    source.line("case .\(name): return \(functionName(index))\(arguments)")
                }
                source.line("case nil: return nil")
            }
        } else {
            source.switchBlock("sectionIndex") { source in
                for index in sections.indices {
                    source.line("case \(index): return \(functionName(index))\(arguments)")
                }
                source.line("default: return nil")
            }
        }
    }
}
