import LayoutEngine
import Yams

/// A name a spec's `let:` binds, with the value it takes in each environment: what an editor shows on
/// hovering the name, and offers where a value is typed.
public struct BoundName: Hashable, Sendable {
    public var name: String
    /// Where the name is written, line and column from 1.
    public var line: Int
    public var column: Int
    /// The expression it is bound to: its text as written, and its tree.
    public var expression: SpecExpression
    /// The section whose `let:` binds it (its position in `sections:`), or `nil` for the spec's and
    /// the layout's names, which every section sees.
    public var sectionIndex: Int?
    /// Its value in each environment, as Swift would print it (`102`, `0.5`, `.regular`, `true`).
    public var values: [EnvironmentValue]

    public struct EnvironmentValue: Hashable, Sendable {
        public var environment: String
        public var value: String
    }
}

extension SpecParser {
    /// The names `text`'s `let:` mappings bind, in the order of the text, each with its value in every
    /// environment; empty when the spec does not lay out.
    public func boundNames(in text: String, file: String) -> [BoundName] {
        let diagnostics = Diagnostics(file: file)
        let reader = DocumentReader(diagnostics: diagnostics, defaultEnvironments: defaultEnvironments)
        reader.bound.values = [:]
        guard let document = reader.read(text: text, file: file, previous: nil), diagnostics.errors.isEmpty else {
            return []
        }
        let environments = document.environments.map(\.name)
        return reader.bound.allBindings.map { binding in
            let recorded = reader.bound.values?[DocumentReader.BoundValueKey(binding.key)] ?? []
            var values: [BoundName.EnvironmentValue] = []
            if let constant = recorded.first(where: { $0.environment == nil }) {
                values = environments.map { .init(environment: $0, value: Self.spelled(constant.value)) }
            } else {
                // A section's names are evaluated again wherever the section is read: the last read of
                // each environment is the one its layout took.
                for environment in environments {
                    if let value = recorded.last(where: { $0.environment == environment }) {
                        values.append(.init(environment: environment, value: Self.spelled(value.value)))
                    }
                }
            }
            return BoundName(
                name: binding.name,
                line: binding.key.mark?.line ?? 1,
                column: binding.key.mark?.column ?? 1,
                expression: binding.source,
                sectionIndex: binding.level == .section ? binding.sectionPosition : nil,
                values: values
            )
        }
    }

    /// A value as Swift prints it: whole numbers without a fraction, enumeration cases with a dot.
    static func spelled(_ value: ExpressionValue) -> String {
        switch value {
        case .number(let number): return formatBound(number)
        case .bool(let bool): return String(bool)
        case .sizeClass(let sizeClass): return ".\(sizeClass.rawValue)"
        case .layoutDirection(let direction): return ".\(direction.rawValue)"
        case .idiom(let idiom): return ".\(idiom.rawValue)"
        case .category(let category): return ".\(category.rawValue)"
        }
    }
}
