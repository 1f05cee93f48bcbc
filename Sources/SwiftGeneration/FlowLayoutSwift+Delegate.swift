import LayoutEngine
import LayoutSpecFormat

/// The delegate methods' bodies: a `switch` on the section for each key sections set, each item's
/// size, and the `let` constants of the names they read.
extension FlowLayoutSwift {
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
        source.switchBlock("section") { source in
            for (index, section) in sections.enumerated() {
                // A section with no value or variant of its own is the `default:`'s.
                guard value(section.flow) != nil || !variants(value, section: section.id).isEmpty else { continue }
                let own = value(section.flow).map {
                    delegateLiteral($0, "sections[\(index)].\(writtenKey(name, section: index))")
                }
                source.caseReturn(
                    "case \(index):",
                    own ?? fallback,
                    variants: chain(value, section: section, write: write)
                )
            }
            if layoutComputes(name), let own = value(flow) {
                source.caseReturn("default:", delegateLiteral(own, "layout.\(name)"), variants: layoutVariants)
            } else {
                source.caseReturn("default:", fallback, variants: layoutVariants)
            }
        }
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
        let itemSize = SpecKey.Name.itemSize.rawValue
        writeLets(reading: { $0.hasPrefix(SpecKey.Name.items.rawValue) || $0.hasPrefix(itemSize) }, &source)
        source.switchBlock("(indexPath.section, indexPath.item)") { source in
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
                let sized = chain(\.itemSize, section: section) { self.size($0.value, $0.prefix + itemSize) }
                if let size = section.flow.itemSize {
                    source.caseReturn(
                        "case (\(index), _):",
                        self.size(size, "sections[\(index)].itemSize"),
                        variants: sized
                    )
                } else if !variants(\.itemSize, section: section.id).isEmpty {
                    source.caseReturn("case (\(index), _):", Self.layoutProperty(itemSize), variants: sized)
                }
            }
            let sized = variants(\.itemSize, section: nil).map {
                ($0.condition, self.size($0.value, $0.prefix + itemSize))
            }
            if layoutComputes(itemSize), let size = flow.itemSize {
                source.caseReturn("default:", self.size(size, "layout.itemSize"), variants: sized)
            } else {
                source.caseReturn("default:", Self.layoutProperty(itemSize), variants: sized)
            }
        }
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
        func expressions(under prefix: String) -> [SpecExpression] {
            computed.sources.filter {
                $0.key.hasPrefix(prefix) && reads(Self.key(String($0.key.dropFirst(prefix.count))))
            }
            .sorted { $0.key < $1.key }.map(\.value)
        }
        declare(computed.letDeclarations(for: expressions(under: "layout."), section: nil))
        for index in sections.indices {
            declare(computed.letDeclarations(for: expressions(under: "sections[\(index)]."), section: index))
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
