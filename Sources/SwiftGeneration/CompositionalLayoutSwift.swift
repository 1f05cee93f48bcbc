import LayoutEngine
import LayoutSpecFormat

/// A compositional spec as the Swift an iOS developer writes for it: a
/// `UICollectionViewCompositionalLayout` whose section provider builds each section by its index,
/// one function a section, from items and groups, or as a list.
struct CompositionalLayoutSwift {
    let typeName: String
    let layout: CompositionalParameters
    let sections: [Section]
    /// The variants that change keys (not those that set only items).
    let variants: [TraitVariant<CompositionalParameters>]
    /// Every variant of the spec, in its order: where a variant's values are written in it.
    let specVariants: [TraitVariant<CompositionalParameters>]
    /// The values the spec computes from the environment, written as Swift where they are used.
    let computed: ComputedValues

    /// Whether the sections read the collection view itself, which a section provider is not given:
    /// `makeLayout(for:)` then takes it, and the provider holds it weakly.
    var readsCollectionView: Bool { computed.readsCollectionView }

    /// `featuredSection` after a section's id where the ids are Swift names, else `section0`,
    /// `section1`… (``SectionNames``).
    func functionName(_ index: Int) -> String { names.function(index) }

    /// The variants that change section `index`'s keys, its own or the layout's group or list it
    /// uses, in the spec's order.
    func variants(of index: Int) -> [TraitVariant<CompositionalParameters>] {
        let section = sections[index]
        return variants.filter { variant in
            if let own = variant.sections[section.id], own != CompositionalParameters() { return true }
            return section.compositional.group == nil && variant.layout.group != nil
                || section.compositional.list == nil && variant.layout.list != nil
                || section.compositional.contentInsetsReference == nil && variant.layout.contentInsetsReference != nil
        }
    }

    /// The sets of `variants` that may hold together, the largest first: where several variants
    /// touch a section, the first set whose conditions all hold is the set of those that hold, and
    /// the section is made with their keys, the later variant's over the earlier's.
    static func combinations<Element>(_ variants: [Element]) -> [[Element]] {
        var sets: [[Element]] = [[]]
        for variant in variants { sets += sets.map { $0 + [variant] } }
        return sets.filter { !$0.isEmpty }.enumerated()
            .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// A section's own keys where `variant` holds: the variant's for the section, and the
    /// configuration's `contentInsetsReference` it sets, which the section takes as its own (the
    /// configuration is made once, for every environment).
    func own(
        _ section: Section,
        over keys: CompositionalParameters,
        in variant: TraitVariant<CompositionalParameters>
    ) -> CompositionalParameters {
        var own = keys.overlaid(by: variant.sections[section.id] ?? CompositionalParameters())
        if section.compositional.contentInsetsReference == nil, own.contentInsetsReference == nil {
            own.contentInsetsReference = variant.layout.contentInsetsReference
        }
        return own
    }

    func writeSection(_ index: Int, to source: inout SwiftSource) {
        let section = sections[index]
        source.line("/// Section `\(YAMLScalar.text(section.id.rawValue))`.")
        let parameters =
            ["_ environment: any NSCollectionLayoutEnvironment"]
            + (readsCollectionView ? ["_ collectionView: UICollectionView"] : [])
        source.function(
            .member(["static"], "func", functionName(index)),
            parameters: parameters,
            result: " -> NSCollectionLayoutSection"
        ) { source in
            let path = "sections[\(index)]"
            if computed.readsSectionIndex(under: path + ".") { source.line("let sectionIndex = \(index)") }
            // The items' sizes are what cells measure, which the record keeps: not code.
            let touching = variants(of: index).map { ($0, specVariants.firstIndex(of: $0) ?? 0) }
            let every = VariantPaths(variants: touching, section: index, id: section.id)
            let prefixes = [path + "."] + every.variantPrefixes
            let expressions = computed.allSources.filter { source in
                prefixes.contains { source.key.hasPrefix($0) } && !source.key.hasPrefix(path + ".items")
            }
            .sorted { $0.key < $1.key }.map(\.value)
            for declaration in computed.letDeclarations(for: expressions, section: index) {
                declaration.write(to: &source)
            }
            // Where variants hold, the section they make; then the section of every other environment.
            for holding in Self.combinations(touching) {
                let conditions = holding.map {
                    VariantCondition(condition: $0.0.condition).swift(
                        traits: "environment.traitCollection",
                        size: "environment.container.contentSize"
                    )
                }
                guard conditions.allSatisfy({ $0 != nil }) else { continue }
                source.ifBlock(conditions.flatMap { $0 ?? [] }) { source in
                    computed.variantPaths = VariantPaths(variants: holding, section: index, id: section.id)
                    var own = section.compositional
                    var layout = self.layout
                    for (variant, _) in holding {
                        own = self.own(section, over: own, in: variant)
                        layout = layout.overlaid(by: variant.layout)
                    }
                    writeSectionBody(own: own, layout: layout, path: path, to: &source)
                    computed.variantPaths = nil
                }
            }
            writeSectionBody(own: section.compositional, layout: layout, path: path, to: &source)
        }
    }

    /// The lines that build a section from its own keys and the layout's, and return it.
    func writeSectionBody(
        own: CompositionalParameters,
        layout: CompositionalParameters,
        path: String,
        to source: inout SwiftSource
    ) {
        var names = NameCounter()
        if let list = own.list ?? layout.list {
            var settings: [String] = []
            if list.headerMode != .none {
                settings.append("configuration.headerMode = .\(list.headerMode.rawValue)")
            }
            if list.footerMode != .none {
                settings.append("configuration.footerMode = .\(list.footerMode.rawValue)")
            }
            if let padding = list.headerTopPadding {
                source.requires(iOS: UIKitAvailability.introduced("headerTopPadding", of: UIKitClass.listConfiguration))
                settings.append("configuration.headerTopPadding = \(SwiftSource.number(padding))")
            }
            if !list.showsSeparators { settings.append("configuration.showsSeparators = false") }
            source.line(
                "\(settings.isEmpty ? "let" : "var") configuration = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))"
            )
            for setting in settings { source.line(setting) }
            source.requires(iOS: UIKitAvailability.introduced("list", of: UIKitClass.section))
            source.line(
                "let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)"
            )
        } else {
            // The parser gives every section that is not a list a group, its own or the layout's.
            let group = own.group ?? layout.group
            let groupPath = (own.group == nil ? "layout" : path) + ".group." + (group?.axis.rawValue ?? "")
            let name =
                group.map { write(.group($0), names: &names, path: groupPath, to: &source) }
                ?? "NSCollectionLayoutGroup()"
            source.line("let section = NSCollectionLayoutSection(group: \(name))")
        }
        if let insets = own.contentInsets {
            writeInsets(insets, of: "section.contentInsets", path: path + ".contentInsets", to: &source)
        }
        writeProperties(of: own, to: "section", in: .compositionalSection, path: path, source: &source)
        if let items = own.boundarySupplementaryItems, !items.isEmpty {
            let boundary = items.enumerated().map { number, item in
                write(item, names: &names, path: path + ".boundarySupplementaryItems[\(number)]", to: &source)
            }
            source.assignment("section.boundarySupplementaryItems", .array(boundary.map(SwiftExpression.token)))
        }
        if let decorations = own.decorationItems, !decorations.isEmpty {
            for (number, decoration) in decorations.enumerated() {
                source.assignment(
                    "let decoration\(number)",
                    .call(
                        "NSCollectionLayoutDecorationItem.background",
                        [.init(.elementKind, .string(decoration.elementKind))]
                    )
                )
                if decoration.contentInsets != .zero {
                    writeInsets(
                        decoration.contentInsets,
                        of: "decoration\(number).contentInsets",
                        path: path + ".decorationItems[\(number)].contentInsets",
                        to: &source
                    )
                }
                writeProperties(
                    of: decoration,
                    to: "decoration\(number)",
                    rows: SpecKeyCatalogue.decorationParameterKeys,
                    \.itemParameter?.decoration,
                    to: &source
                )
            }
            source.assignment("section.decorationItems", .array(decorations.indices.map { .token("decoration\($0)") }))
        }
        source.line("return section")
    }

    /// Local names, numbered from the second: `item`, `item2`, `group`, `group2`.
    struct NameCounter {
        private var used: [String: Int] = [:]

        mutating func next(_ base: String) -> String {
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return count == 1 ? base : "\(base)\(count)"
        }
    }

    /// Writes the lets that build an item or a group, its subitems first; returns its name.
    ///
    /// `path` is the subitem's key path in the spec (`sections[0].group.horizontal`).
    func write(
        _ subitem: CollectionLayoutSubitem,
        names: inout NameCounter,
        path: String,
        to source: inout SwiftSource
    ) -> String {
        switch subitem {
        case .item(let item):
            let badges = item.supplementaryItems.enumerated().map { index, badge in
                write(badge, names: &names, path: path + ".supplementaryItems[\(index)]", to: &source)
            }
            let name = names.next("item")
            let size = writeSize(item.layoutSize, of: name, path: path + ".layoutSize", to: &source)
            var arguments = [SwiftExpression.Argument(.layoutSize, .token(size))]
            if !badges.isEmpty {
                arguments.append(.init(.supplementaryItems, .array(badges.map(SwiftExpression.token))))
            }
            source.assignment("let \(name)", .call("NSCollectionLayoutItem", arguments))
            if item.contentInsets != .zero {
                writeInsets(item.contentInsets, of: "\(name).contentInsets", path: path + ".contentInsets", to: &source)
            }
            writeEdgeSpacing(item.edgeSpacing, of: name, path: path + ".edgeSpacing", to: &source)
            return name
        case .group(let group):
            let repeating = group.count != nil && group.repetition == .keepingSize
            let children = group.subitems.enumerated().map { index, child in
                let kind: String
                switch child {
                case .item: kind = "item"
                case .group(let nested): kind = nested.axis.rawValue
                }
                let place = repeating ? ".repeatingSubitem" : ".subitems[\(index)]"
                return write(child, names: &names, path: path + place + ".\(kind)", to: &source)
            }
            let name = names.next("group")
            let size = writeSize(group.layoutSize, of: name, path: path + ".layoutSize", to: &source)
            let function = "NSCollectionLayoutGroup.\(group.axis.rawValue)"
            if let count = group.count, children.count == 1 {
                // `subitem:count:` shares the group's length, as the spec's `count` with `subitems`
                // means; its iOS 16 successor keeps the subitem's size, which `repeatingSubitem` says.
                let label = repeating ? SpecKey.Name.repeatingSubitem.rawValue : "subitem"
                let repeated = computed.count(count, at: path + ".count")
                if repeating { source.requires(iOS: UIKitAvailability.introduced(label, of: UIKitClass.group)) }
                source.assignment(
                    "let \(name)",
                    .call(
                        function,
                        [.init(.layoutSize, .token(size)), .init(label, .token(children[0])), .init(.count, repeated)]
                    )
                )
            } else {
                source.assignment(
                    "let \(name)",
                    .call(
                        function,
                        [
                            .init(.layoutSize, .token(size)),
                            .init(.subitems, .array(children.map(SwiftExpression.token))),
                        ]
                    )
                )
            }
            if let spacing = group.interItemSpacing {
                source.assignment("\(name).interItemSpacing", self.spacing(spacing, at: path + ".interItemSpacing"))
            }
            if group.contentInsets != .zero {
                writeInsets(
                    group.contentInsets,
                    of: "\(name).contentInsets",
                    path: path + ".contentInsets",
                    to: &source
                )
            }
            writeEdgeSpacing(group.edgeSpacing, of: name, path: path + ".edgeSpacing", to: &source)
            return name
        }
    }

    /// `let nameSize = NSCollectionLayoutSize(…)`; returns `nameSize`.
    func writeSize(
        _ size: CollectionLayoutSize,
        of name: String,
        path: String,
        to source: inout SwiftSource
    ) -> String {
        source.assignment(
            "let \(name)Size",
            .call(
                "NSCollectionLayoutSize",
                [
                    "widthDimension": dimension(size.width, at: [path + "[0]", path + ".widthDimension"]),
                    "heightDimension": dimension(size.height, at: [path + "[1]", path + ".heightDimension"]),
                ]
            )
        )
        return "\(name)Size"
    }

    /// `target = NSDirectionalEdgeInsets(…)`; the spec's left and right are leading and trailing.
    func writeInsets(_ insets: EdgeInsets, of target: String, path: String, to source: inout SwiftSource) {
        source.assignment(
            target,
            .call(
                "NSDirectionalEdgeInsets",
                [
                    "top": computed.number(insets.top, at: path + ".top"),
                    "leading": computed.number(insets.left, at: path + ".leading"),
                    "bottom": computed.number(insets.bottom, at: path + ".bottom"),
                    "trailing": computed.number(insets.right, at: path + ".trailing"),
                ]
            )
        )
    }

    func writeEdgeSpacing(
        _ edges: CollectionLayoutEdgeSpacing,
        of name: String,
        path: String,
        to source: inout SwiftSource
    ) {
        guard edges.leading != nil || edges.top != nil || edges.trailing != nil || edges.bottom != nil else { return }
        func side(_ spacing: CollectionLayoutSpacing?, _ key: String) -> SwiftExpression {
            spacing.map { self.spacing($0, at: path + "." + key, type: "NSCollectionLayoutSpacing") } ?? "nil"
        }
        source.assignment(
            "\(name).edgeSpacing",
            .call(
                "NSCollectionLayoutEdgeSpacing",
                [
                    "leading": side(edges.leading, "leading"), "top": side(edges.top, "top"),
                    "trailing": side(edges.trailing, "trailing"), "bottom": side(edges.bottom, "bottom"),
                ]
            )
        )
    }

    /// Writes the lets of an item's supplementary item (a badge) and its anchors; returns its name.
    func write(
        _ item: CollectionLayoutSupplementaryItem,
        names: inout NameCounter,
        path: String,
        to source: inout SwiftSource
    ) -> String {
        let name = names.next(Self.localName(item.elementKind))
        let size = writeSize(item.layoutSize, of: name, path: path + ".layoutSize", to: &source)
        var arguments: [SwiftExpression.Argument] = [
            .init(.layoutSize, .token(size)), .init(.elementKind, .elementKind(item.elementKind)),
            .init("containerAnchor", .token(Self.writeAnchor(item.containerAnchor, of: "\(name)Anchor", to: &source))),
        ]
        if let itemAnchor = item.itemAnchor {
            arguments.append(
                .init("itemAnchor", .token(Self.writeAnchor(itemAnchor, of: "\(name)ItemAnchor", to: &source)))
            )
        }
        source.assignment("let \(name)", .call("NSCollectionLayoutSupplementaryItem", arguments))
        return name
    }
}
