import LayoutSpecFormat
import SwiftSyntax

/// The flow layout's delegate methods, each run by the interpreter: for every section its `switch`
/// names, in the order its cases name them, and for the sections it does not name (`sectionIndex`);
/// each run again where each test of the environment it made holds, which gives that test's variant.
extension FlowLayoutReader {
    /// What one run of a delegate method gave: its value as the spec writes `key` (`nil` where it is
    /// none the spec holds), the expression it returned, and the tests of the environment it made,
    /// in the order it made them.
    struct DelegateRun {
        var value: SwiftValue?
        var returned: ExprSyntax?
        var conditions: [TraitCondition]
        /// What only the running app knows that the value read, when it has none the spec can hold.
        var unknown: Unknown?

        /// Whether the method handed back the layout's own property: no value of its own.
        var givesLayoutsValue: Bool { returned.map(FlowLayoutReader.isLayoutValue) ?? false }
    }

    /// Reads the method that gives `key` (`byItem`: `sizeForItemAt`, whose cases may name items).
    func readDelegateMethod(_ body: CodeBlockSyntax, key: String, byItem: Bool) {
        // Code that decides by the section in other ways than a `switch` on its number (a `guard`,
        // an `if`, a switch on the app's section type) is run for each section it tells apart.
        if Self.decidesBySection(body, byItem: byItem), readBySection(body, key: key, byItem: byItem) { return }
        guard let switchExpression = body.statements.lazy.compactMap(Self.switchExpression).first else {
            let others = run(body, key: key, section: nil)
            // One size for every item, computed from its index path: every section's own `itemSize`,
            // computed item by item (the layout's cannot read the item).
            if byItem, others.conditions.isEmpty, let value = others.value, value.readsItem {
                everySectionsItemSize = value
                return
            }
            guard others.returned != nil else {
                passedOver.append((Syntax(body), "the method returns no value that is read; it is left out"))
                return
            }
            readOthers(others, body: body, key: key)
            return
        }
        for case let switchCase in switchExpression.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            // `default:` is the layout's value, unless it falls back to the layout's own property.
            if switchCase.label.is(SwitchDefaultLabelSyntax.self) {
                readOthers(run(body, key: key, section: nil), body: body, key: key)
                continue
            }
            guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self) else { continue }
            for item in label.caseItems {
                // A case of single items: the items' own sizes, which the file's record keeps.
                guard let number = Self.section(of: item, byItem: byItem) else { continue }
                guard let section = Int(exactly: number), section >= 0, section < Self.sectionLimit else {
                    passedOver.append(
                        (
                            Syntax(item),
                            "section \(SwiftSourceImport.n(number)) is not a section index from 0 to 999; it is left out"
                        )
                    )
                    continue
                }
                readSection(section, of: body, key: key, at: item)
            }
        }
    }

    /// The value of the sections a method does not name, which is the layout's, and the values
    /// tests of the environment give in its place.
    private func readOthers(_ others: DelegateRun, body: CodeBlockSyntax, key: String) {
        // The first test in the code wins, as the later variant does in the spec: read back to front.
        for condition in others.conditions.reversed() {
            guard let value = variant(of: body, key: key, section: nil, where: condition, base: others) else {
                continue
            }
            variantKeys.append((condition, key, value, nil))
        }
        readCombinations(of: others, body: body, key: key, section: nil)
        guard !others.givesLayoutsValue, let returned = others.returned else { return }
        guard let value = others.value else {
            passedOver.append((Syntax(returned), leftOut(others)))
            return
        }
        // UIKit asks the delegate for every section: its value wins over the layout's property.
        layoutKeys.removeAll { $0.key == key }
        layoutKeys.append((key, value))
    }

    /// Section `section`'s value of `key`, which a case names, and the values tests of the
    /// environment give it.
    ///
    /// A named section keeps its value even where the others' is the same: the code gives it one
    /// of its own.
    private func readSection(_ section: Int, of body: CodeBlockSyntax, key: String, at item: SwitchCaseItemSyntax) {
        let named = run(body, key: key, section: section)
        for condition in named.conditions.reversed() {
            guard let value = variant(of: body, key: key, section: section, where: condition, base: named) else {
                continue
            }
            variantKeys.append((condition, key, value, section))
        }
        readCombinations(of: named, body: body, key: key, section: section)
        // Where a variant changes a section that has no value of its own, the layout's.
        guard !named.givesLayoutsValue, let returned = named.returned else { return }
        guard let value = named.value else {
            passedOver.append((Syntax(returned), leftOut(named)))
            return
        }
        sectionKeys[section, default: []].append((key, value))
    }

    /// Tests one after another (`if landscape { columns += 1 }; if pad { columns += 1 }`): where
    /// several hold together, the value the code gives that the variants of each alone do not.
    private func readCombinations(of base: DelegateRun, body: CodeBlockSyntax, key: String, section: Int?) {
        for (set, merged) in CompositionalLayoutReader.combinations(base.conditions) {
            interpreter.assumed = Set(set)
            defer { interpreter.assumed = [] }
            let varied = run(body, key: key, section: section)
            guard !varied.givesLayoutsValue, let value = varied.value else { continue }
            // What the spec gives there without this variant: the last variant that holds, else the
            // method's value.
            let expected =
                variantKeys.last {
                    $0.key == key && $0.section == section && $0.condition.holds(assuming: Set(set))
                }?
                .value ?? base.value
            if value != expected { variantKeys.append((merged, key, value, section)) }
        }
    }

    /// The method's value for `section` where `condition` holds, when it is one of its own that
    /// differs from `base`; a value the spec cannot hold is said where it is returned.
    private func variant(
        of body: CodeBlockSyntax,
        key: String,
        section: Int?,
        where condition: TraitCondition,
        base: DelegateRun
    ) -> SwiftValue? {
        interpreter.assumed = [condition]
        defer { interpreter.assumed = [] }
        let varied = run(body, key: key, section: section)
        guard !varied.givesLayoutsValue, let returned = varied.returned,
            returned.id != base.returned?.id
                || varied.value != base.value
        else { return nil }
        guard let value = varied.value else {
            passedOver.append((Syntax(returned), leftOut(varied)))
            return nil
        }
        return value
    }

    /// Runs the method for `section` (`nil`: the sections it does not name).
    func run(_ body: CodeBlockSyntax, key: String, section: Int?) -> DelegateRun {
        interpreter.traitConditions = []
        let bound = interpreter.bindings.count
        interpreter.lastUnknown = nil
        let result = interpreter.delegateResult(of: body, section: section, parameters: layoutParameter(of: body))
        let returned = interpreter.following.lastReturned
        // Written out in the code (`CGSize(width: 100, height: 50)`), the value as written; else
        // as the code computed it.
        let written = returned.flatMap { Self.isZero($0) ? nil : SwiftValue.read($0) }
        let value = written ?? result.flatMap { Self.delegateValue($0, key: key) }
        let run = DelegateRun(
            value: value,
            returned: returned,
            conditions: interpreter.traitConditions,
            unknown: value == nil ? Self.unknown(in: result) ?? interpreter.lastUnknown : nil
        )
        // A run that hands back the layout's own value reads none of the constants it declared.
        if run.givesLayoutsValue || returned == nil { interpreter.bindings.removeSubrange(bound...) }
        passedOver += interpreter.takePassedOver()
        return run
    }

    /// What only the running app knows in a value: the value itself, or a part of a size or insets
    /// (the first in the order of its labels).
    static func unknown(in value: ReadValue?) -> Unknown? {
        // A call that never returns (`fatalError()`) gives no value to say anything of.
        if let origin = value?.unknown {
            let neverReturns = ["fatalError(", "preconditionFailure("].contains { origin.text.hasPrefix($0) }
            return neverReturns ? nil : origin
        }
        guard let object = value?.object else { return nil }
        return object.properties.sorted { $0.key < $1.key }.lazy.compactMap(\.value.unknown).first
    }

    /// Why a run's value is left out: what only the running app knows that it reads, where it reads one.
    func leftOut(_ run: DelegateRun) -> String {
        guard let origin = run.unknown else { return "the value is not written out in the code; it is left out" }
        return "the value reads \(interpreter.describe(origin)); it is left out"
    }

    /// A value a delegate method computed, as the spec writes `key`: `.zero` as the key's zero, a
    /// case by its name, and numbers, sizes and insets as the spec's expressions.
    static func delegateValue(_ result: ReadValue, key: String) -> SwiftValue? {
        switch result {
        case .bool(let flag): return .bool(flag)
        case .member("zero", let arguments) where arguments.isEmpty: return zero(of: key)
        case .member(let name, let arguments) where arguments.isEmpty: return .member(name)
        default: return SwiftValue.spec(of: result)
        }
    }

    /// Whether `expression` is `.zero`, which the key's type says the zero of.
    static func isZero(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "zero"
    }

    /// Whether `expression` is the layout's own property, the delegate giving no value of its own.
    static func isLayoutValue(_ expression: ExprSyntax) -> Bool {
        expression.trimmedDescription.hasPrefix("(collectionViewLayout as? UICollectionViewFlowLayout)")
    }
}

extension FlowLayoutReader {
    /// The delegate method's `layout` parameter, by its local name (`collectionViewLayout`): a copy
    /// of the flow layout followed, so what its subclass's `init` set (`minimumInteritemSpacing =
    /// 23`) is what the method reads back through `collectionViewLayout as? GridLayout`.
    func layoutParameter(of body: CodeBlockSyntax) -> [String: ReadValue] {
        guard let followed, let function = body.parent?.as(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                $0.firstName.text == "layout"
            })
        else { return [:] }
        let local = (parameter.secondName ?? parameter.firstName).text
        return [local: .object(LayoutObject(copying: followed.object))]
    }
}
