import LayoutEngine
import Yams

/// A variant's `let:`: other expressions for the layout's names where the variant holds.
extension DocumentReader {
    /// The names the variants' `set: {let: …}` give other expressions, read from the text before the
    /// layout's `let:` is.
    static func namesRebound(by variants: SpecValue?) -> Set<String> {
        guard case .sequence(let list)? = variants?.node else { return [] }
        var names: Set<String> = []
        for case .mapping(let variant) in list {
            guard case .mapping(let set)? = variant[SpecKey.Name.set.rawValue],
                case .mapping(let bindings)? = set[SpecKey.Name.let.rawValue]
            else { continue }
            for key in bindings.keys { if let name = key.scalar?.string { names.insert(name) } }
        }
        return names
    }

    /// A variant's `let:`: new expressions for names the layout binds, with their type, where the
    /// variant holds.
    func readVariantBindings(_ value: SpecValue, condition: TraitCondition) {
        guard case .mapping(let mapping) = value.node else {
            value.expected("a mapping of the layout's names to expressions")
            return
        }
        let scope = diagnostics.scope
        for (keyNode, valueNode) in mapping {
            let name = keyNode.scalar?.string ?? ""
            let keyValue = value.child(keyNode, key: name)
            let entry = value.child(valueNode, key: name)
            guard let position = bound.layoutBindings.lastIndex(where: { $0.name == name && $0.level == .layout })
            else {
                var message =
                    "a variant's `let:` gives the layout's names other values; the layout binds no \"\(name)\""
                if let suggestion = closestMatch(
                    to: name,
                    among: bound.layoutBindings.filter { $0.level == .layout }.map(\.name)
                ) {
                    message += " (did you mean \"\(suggestion)\"?)"
                }
                keyValue.report(.invalidValue, message)
                continue
            }
            guard let text = Self.expressionText(entry) else {
                entry.expected("an expression")
                continue
            }
            // Seen from the names bound before the layout's own, as the layout's expression is.
            let saved = scope.bindings
            scope.bindings.truncate(to: scope.bindings.names.firstIndex { $0.name == name } ?? 0)
            defer { scope.bindings = saved }
            guard let (expression, type, syntax) = compileBinding(text, at: entry) else { continue }
            let binding = bound.layoutBindings[position]
            guard type == binding.type || (binding.type == .float && type == .int && expression.isConstant) else {
                entry.report(
                    .wrongType,
                    "\"\(name)\" is \(binding.type.withArticle) in the layout's `let:`; a variant must give it "
                        + "\(binding.type.withArticle) too, found \(type.withArticle)"
                )
                continue
            }
            guard binding.slot != nil else {
                entry.report(
                    .invalidValue,
                    "\"\(name)\" is a constant in the layout's `let:`; a variant can change only a name that reads "
                        + "the environment: compute it from the environment there, or set the keys that use it"
                )
                continue
            }
            bound.layoutBindings[position].overrides.append((condition, expression))
            bound.layoutBindings[position].overrideTexts.append(
                .init(condition: condition, expression: SpecExpression(text: text, syntax: syntax), path: entry.path)
            )
        }
    }
}
