import LayoutSpecFormat
import SwiftSyntax

/// A `switch` over a trait of the environment (`switch traitCollection.horizontalSizeClass`, or
/// `switch self` in the app's extension of `UIUserInterfaceSizeClass`): each case is a variant's
/// `when:`, as the spec writes it, and the case that runs is the one whose condition is assumed.
enum TraitSwitch {
    /// The spec's condition key of each trait an expression may name, by its path.
    static let keys: [String: SpecKey.Name] = [
        "traitCollection.horizontalSizeClass": .horizontalSizeClass,
        "traitCollection.verticalSizeClass": .verticalSizeClass,
        "traitCollection.userInterfaceIdiom": .idiom,
        "traitCollection.layoutDirection": .layoutDirection,
        "traitCollection.preferredContentSizeCategory": .preferredContentSizeCategory,
    ]

    /// The values a condition key takes in a spec; a case of another (`.unspecified`, `.mac`) never
    /// holds in a spec's environments.
    static let values: [SpecKey.Name: Set<String>] = [
        .horizontalSizeClass: ["compact", "regular"], .verticalSizeClass: ["compact", "regular"],
        .idiom: ["phone", "pad"], .layoutDirection: ["leftToRight", "rightToLeft"],
    ]

    /// The UIKit type of the value at each trait's path, whose extensions the app may declare.
    static let types: [String: String] = [
        "traitCollection": "UITraitCollection",
        "traitCollection.horizontalSizeClass": "UIUserInterfaceSizeClass",
        "traitCollection.verticalSizeClass": "UIUserInterfaceSizeClass",
        "traitCollection.userInterfaceIdiom": "UIUserInterfaceIdiom",
        "traitCollection.layoutDirection": "UITraitEnvironmentLayoutDirection",
        "traitCollection.preferredContentSizeCategory": "UIContentSizeCategory",
    ]

    /// The value each trait takes where no variant's `when:` holds: an iPhone's, in portrait, left
    /// to right.
    static let baseValues: [SpecKey.Name: String] = [
        .idiom: "phone", .horizontalSizeClass: "compact", .verticalSizeClass: "regular",
        .layoutDirection: "leftToRight",
    ]

    /// Whether a case's `conditions` name the base value of a trait whose every value the switch's
    /// cases (`all`) name, so that its `default:` runs in no environment of a spec.
    static func holdsInBase(_ conditions: [TraitCondition?], coveringAll all: [[TraitCondition?]]) -> Bool {
        // Only a switch over one trait: a case of several names no one trait's every value.
        guard all.joined().allSatisfy({ ($0?.keys.count ?? 1) == 1 }) else { return false }
        let named = all.joined().compactMap { $0?.keys.first }
        guard let key = named.first?.key, named.allSatisfy({ $0.key == key }), let base = baseValues[key],
            let every = values[key]
        else { return false }
        let words = Set(named.compactMap { if case .word(let word) = $0.value { word } else { nil } })
        guard every.isSubset(of: words) else { return false }
        return conditions.contains { $0?.keys[key] == .word(base) }
    }

    /// Each case's conditions (several for `case .a, .b:`), empty for `default:`; `nil` where the
    /// subject is not a trait or a case is not a plain one of its values.
    static func conditions(subject path: String, cases: [SwitchCaseSyntax]) -> [[TraitCondition?]]? {
        guard let key = keys[path] else { return nil }
        return conditions(of: [key], cases: cases)
    }

    /// Each case's conditions of a switch over several traits at once
    /// (`switch (horizontalSizeClass, verticalSizeClass)`, each case a tuple of their values, `_` for
    /// any), a `where` that tests the environment joined to its case; `nil` where a subject is not a
    /// trait or a case is not plain values of them.
    static func conditions(subjects paths: [String], cases: [SwitchCaseSyntax]) -> [[TraitCondition?]]? {
        let traits = paths.compactMap { keys[$0] }
        guard traits.count == paths.count, traits.count >= 2, Set(traits).count == traits.count else { return nil }
        return conditions(of: traits, cases: cases)
    }

    private static func conditions(of traits: [SpecKey.Name], cases: [SwitchCaseSyntax]) -> [[TraitCondition?]]? {
        var all: [[TraitCondition?]] = []
        for switchCase in cases {
            switch switchCase.label {
            case .default:
                all.append([])
            case .case(let label):
                var conditions: [TraitCondition?] = []
                for item in label.caseItems {
                    guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                    let parts =
                        traits.count == 1
                        ? [expression] : expression.as(TupleExprSyntax.self)?.elements.map(\.expression) ?? []
                    guard parts.count == traits.count else { return nil }
                    var keys: [SpecKey.Name: TraitCondition.Value] = [:]
                    var holdsSomewhere = true
                    for (trait, part) in zip(traits, parts) {
                        if part.is(DiscardAssignmentExprSyntax.self) { continue }
                        guard let member = part.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
                        let name = member.declName.baseName.text
                        holdsSomewhere = holdsSomewhere && (values[trait].map { $0.contains(name) } ?? true)
                        keys[trait] = .word(name)
                    }
                    // `where isPortrait`: the case holds where the test does too.
                    if let test = item.whereClause?.condition {
                        guard traits.count > 1, let extra = TraitConditionReader.condition(test),
                            extra.keys.keys.allSatisfy({ keys[$0] == nil })
                        else { return nil }
                        keys.merge(extra.keys) { first, _ in first }
                    }
                    conditions.append(holdsSomewhere && !keys.isEmpty ? TraitCondition(keys) : nil)
                }
                all.append(conditions)
            }
        }
        return all
    }
}

extension LayoutCodeInterpreter {
    /// Runs the case of a switch over a trait that holds where the conditions assumed hold: a case
    /// whose condition is assumed; else, where the cases name every value the trait takes in a spec
    /// (`case .phone:`, `case .pad:`, `default: nil`), the case of the value it takes where no
    /// variant holds; else `default:` (or, without one, the last case: the value every other case
    /// leaves).
    func runTraitSwitch(_ cases: [SwitchCaseSyntax], conditions: [[TraitCondition?]], in scope: Scope) -> Outcome {
        for condition in conditions.joined().compactMap({ $0 }) where !traitConditions.contains(condition) {
            traitConditions.append(condition)
        }
        let chosen =
            zip(cases, conditions).first { _, conditions in
                conditions.contains { condition in
                    condition?.holds(assuming: assumed) ?? false
                }
            }?.0
            ?? zip(cases, conditions).first { TraitSwitch.holdsInBase($0.1, coveringAll: conditions) }?.0
            ?? zip(cases, conditions).first { $0.1.isEmpty }?.0
            ?? cases.last
        guard let chosen else { return .next }
        return run(chosen.statements, in: Scope(parent: scope))
    }

    /// A member the app's extension of a trait's UIKit type declares (`var insets` in `extension
    /// UIUserInterfaceSizeClass`), read with the trait as `self`.
    func traitExtensionMember(_ name: String, of path: String, node: MemberAccessExprSyntax) -> ReadValue? {
        guard let typeName = TraitSwitch.types[path], let type = program.types[typeName],
            let (member, owner) = program.member(name, of: type)
        else { return nil }
        return value(of: member, named: name, in: owner, instance: .expression(path), node: node)
    }
}
