import LayoutEngine
import Yams

/// `let:` — names bound to expressions, as a section provider or a `sizeForItemAt` method names its
/// intermediate values (spec-format.md, "Named values and per-item sizes").
///
/// A spec binds names at three levels: the spec's top, the layout (where a variant's `set:` may give
/// one of the layout's names another expression), and a section. Each name sees the names before it and
/// those of the enclosing levels. A name whose expression reads nothing is a constant that folds into
/// every use; any other holds a slot of the environment's bound values, evaluated once per environment
/// (and per section, for a section's names).
extension DocumentReader {
    /// Where a name of `let:` is bound.
    enum BindingLevel {
        case spec, layout, section

        /// The owner of the `let:`, as messages say it.
        var owner: String {
            switch self {
            case .spec: return "the spec's"
            case .layout: return "the layout's"
            case .section: return "this section's"
            }
        }
    }

    /// One name bound by `let:`, as it was read.
    struct Binding {
        var name: String
        /// The entry's key, where mistakes about the name itself are reported.
        var key: SpecValue
        /// The entry's value, where mistakes about its expression are reported.
        var value: SpecValue
        /// The expression as written, and its tree.
        var source: SpecExpression
        var expression: CompiledExpression
        var type: ExpressionType
        /// The slot of a name that reads the environment; `nil` for a constant.
        var slot: Int?
        /// Where the name was bound.
        var level: BindingLevel
        /// The position of the section whose `let:` binds it, for a section's name.
        var sectionPosition: Int?
        /// A variant's expressions for the name, in the order of the variants (layout names only).
        var overrides: [(condition: TraitCondition, expression: CompiledExpression)] = []
        /// The texts of ``overrides``, as written.
        var overrideTexts: [SpecBinding.Override] = []
    }

    /// The spec's and the layout's names as one parse read them, each with the names in scope after
    /// them, kept for the next parse of a text that changed only its sections (``ComposedSpec``).
    struct BindingsRead {
        var spec: (bindings: [Binding], table: BindingTable)?
        var layout: (bindings: [Binding], table: BindingTable)?
    }

    /// ``readBindings(_:level:)``, or the names the previous parse read from the same text: a save
    /// that edits a section does not read the spec's names again.
    func readOrReuseBindings(
        _ value: SpecValue,
        level: BindingLevel,
        reused: (bindings: [Binding], table: BindingTable)?
    ) -> [Binding] {
        guard let reused else { return readBindings(value, level: level) }
        diagnostics.scope.bindings = reused.table
        bound.allBindings += reused.bindings
        if reused.bindings.contains(where: { $0.slot != nil }) { diagnostics.scope.readsEnvironment = true }
        return reused.bindings
    }

    /// Swift's keywords, which no generated constant may be named.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "some", "any",
    ]

    /// The most names the `let:` mappings of a spec bind in all: far past any layout's, and each is
    /// read in constant time, so a spec at the bound reads in a fraction of a second.
    static let maximumBoundNames = 10_000

    /// Reads the `let:` mapping `value`, binding its names in the scope, in order.
    ///
    /// The names that read the environment are evaluated when the scope has one. The names stay bound
    /// until the caller truncates ``ExpressionScope/bindings`` again.
    func readBindings(_ value: SpecValue, level: BindingLevel) -> [Binding] {
        guard case .mapping(let mapping) = value.node else {
            value.expected("a mapping of names to expressions, as in {columns: 3, tile: (width - 12) / 3}")
            return []
        }
        guard bound.allBindings.count + mapping.count <= Self.maximumBoundNames else {
            if !diagnostics.isReadingAgain {
                value.report(
                    .tooLarge,
                    "`let:` binds \(bound.allBindings.count + mapping.count) names in the spec; a spec may bind at most \(Self.maximumBoundNames)"
                )
            }
            return []
        }
        let scope = diagnostics.scope
        var bindings: [Binding] = []
        let keys = mapping.map { $0.key.scalar?.string ?? "" }
        for (index, (keyNode, valueNode)) in mapping.enumerated() {
            guard !diagnostics.shouldStop else { break }
            let name = keys[index]
            let keyValue = value.child(keyNode, key: name)
            let entry = value.child(valueNode, key: name)
            guard checkBindingName(name, at: keyValue) else { continue }
            guard let text = Self.expressionText(entry) else {
                entry.expected("an expression, as in (collectionView.bounds.width - 12) / 3")
                continue
            }
            scope.bindings.laterNames = keys[(index + 1)...]
            defer { scope.bindings.laterNames = [] }
            guard let (expression, type, syntax) = compileBinding(text, at: entry) else {
                scope.bindings.append(BindingTable.Name(name: name, type: .float, isFailed: true))
                continue
            }
            var binding = Binding(
                name: name,
                key: keyValue,
                value: entry,
                source: SpecExpression(text: text, syntax: syntax),
                expression: expression,
                type: type,
                slot: nil,
                level: level,
                sectionPosition: scope.sectionIndex
            )
            if case .constant(let constant) = expression, !bound.namesVariantsRebind.contains(name) || level != .layout
            {
                if bound.values != nil, !diagnostics.isReadingAgain {
                    bound.values?[BoundValueKey(keyValue), default: []].append((nil, constant))
                }
                if case .number(let number) = constant, !number.isFinite {
                    entry.report(.invalidValue, "\"\(name)\" is \(number), not a finite number")
                    scope.bindings.append(
                        BindingTable.Name(name: name, type: type, isFailed: true)
                    )
                    continue
                }
                scope.bindings.append(BindingTable.Name(name: name, type: type, constant: constant))
            } else {
                let slot = scope.bindings.slotCount
                binding.slot = slot
                scope.bindings.append(BindingTable.Name(name: name, type: type, slot: slot))
                scope.readsEnvironment = true
                evaluate(binding, expression: expression)
            }
            bindings.append(binding)
            if !diagnostics.isReadingAgain { bound.allBindings.append(binding) }
        }
        return bindings
    }

    /// Whether `name` may be bound here, reporting why not.
    ///
    /// It must be a Swift identifier that is not UIKit's and not bound in an enclosing scope.
    func checkBindingName(_ name: String, at key: SpecValue) -> Bool {
        let scalars = Array(name.unicodeScalars)
        let isIdentifier =
            !scalars.isEmpty && !("0"..."9").contains(scalars[0]) && scalars.allSatisfy(Self.isIdentifierCharacter)
        guard isIdentifier else {
            key.report(.invalidValue, "a name must be a Swift identifier (letters, digits and _), found \"\(name)\"")
            return false
        }
        if name == "_" || Self.swiftKeywords.contains(name) {
            key.report(
                .invalidValue,
                "\"\(name)\" is a Swift keyword; a name of `let:` becomes a Swift constant: choose another name"
            )
            return false
        }
        if ExpressionName.reserved.contains(name) {
            key.report(
                .invalidValue,
                "\"\(name)\" is UIKit's name where the layout is computed; a binding cannot shadow it: choose another name"
            )
            return false
        }
        if ExpressionChecker.functions.contains(name) {
            key.report(.invalidValue, "\"\(name)\" is a function expressions call; choose another name")
            return false
        }
        if diagnostics.scope.bindings.name(name) != nil,
            let outer = bound.layoutBindings.last(where: { $0.name == name })
        {
            key.report(
                .duplicate,
                "\"\(name)\" is already bound by \(outer.level.owner) `let:` at line \(outer.key.mark?.line ?? 1); "
                    + "a binding cannot shadow another: choose another name"
            )
            return false
        }
        return true
    }

    /// The text of a binding's value: any scalar, a plain number included (`6` is an `Int`, `6.0` a
    /// `CGFloat`, as Swift infers them).
    static func expressionText(_ value: SpecValue) -> String? {
        guard let scalar = value.node.scalar, !scalar.string.isEmpty else { return nil }
        return scalar.string
    }

    /// A binding's expression compiled with the type Swift would infer for it, or `nil` after
    /// reporting its mistake.
    func compileBinding(_ text: String, at value: SpecValue) -> (CompiledExpression, ExpressionType, ExpressionSyntax)?
    {
        // A plain number needs no compiling: `6` is an Int, `6.0` a CGFloat, as Swift infers them.
        if let literal = Self.numberLiteral(text) { return literal }
        switch diagnostics.scope.compile(text, expecting: nil) {
        case .failure(let failure):
            if !diagnostics.isReadingAgain, !failure.message.isEmpty {
                value.report(.invalidValue, failure.message, at: failure.offset)
            }
            return nil
        case .success(let compiled):
            return (compiled.expression, compiled.type, compiled.syntax)
        }
    }

    /// `text` as a constant when it is a plain decimal number (`12`, `-4`, `6.5`), with its literal's type.
    static func numberLiteral(_ text: String) -> (CompiledExpression, ExpressionType, ExpressionSyntax)? {
        var digits = 0
        var dots = 0
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "-") where index == 0: break
            default: return nil
            }
        }
        guard digits > 0, dots <= 1, text.utf8.last != UInt8(ascii: "."), let value = Double(text), value.isFinite,
            dots == 1 || value.magnitude < 9_007_199_254_740_992
        else {
            return nil
        }
        return (.constant(.number(value)), dots == 0 ? .int : .float, .number(value, isInteger: dots == 0, offset: 0))
    }

    /// Evaluates a binding that reads the environment in the scope's environment, if it has one, and
    /// gives its slot the value (0 after reporting a failure, so that its uses report nothing more).
    func evaluate(_ binding: Binding, expression: CompiledExpression) {
        let scope = diagnostics.scope
        // A name taken from the previous parse reports to this one.
        let written = SpecValue(node: binding.value.node, path: binding.value.path, diagnostics: diagnostics)
        guard let slot = binding.slot, let environment = scope.currentEnvironment else { return }
        var value = ExpressionValue.number(0)
        do {
            let computed = try expression.evaluate(in: environment)
            if case .number(let number) = computed, !number.isFinite {
                written.report(
                    .invalidValue,
                    "\"\(binding.name)\" is \(number), not a finite number, in environment \"\(environment.name)\"",
                    at: 0,
                    once: true
                )
            } else {
                value = computed
            }
            scope.evaluated(expression, to: computed, slot: slot)
        } catch {
            scope.evaluated(expression, to: .number(.nan), slot: slot)
            written.report(
                .invalidValue,
                "\(error.message) in environment \"\(environment.name)\"",
                at: error.offset,
                once: true
            )
        }
        scope.environment?.bind(value, at: slot)
        if bound.values != nil {
            bound.values?[BoundValueKey(binding.key), default: []].append((environment.name, value))
        }
    }

    /// Gives the spec's and the layout's names that read the environment their values in the scope's
    /// environment (`environment`), with the expressions of the variants that hold there.
    func evaluateLayoutBindings(in environment: LayoutEnvironment) {
        diagnostics.scope.environment?.bound = []
        for binding in bound.layoutBindings where binding.slot != nil {
            let expression =
                binding.overrides.last { $0.condition.holds(in: environment) }?.expression ?? binding.expression
            evaluate(binding, expression: expression)
        }
    }

}
