import Yams

/// Sizes, points and insets written as Swift writes them: `CGSize(width: 100, height: 44)`,
/// `.init(top: 8, leading: 16, bottom: 8, trailing: 16)`, `UIEdgeInsetsMake(8, 8, 8, 8)`, `.zero`,
/// `NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))`.
extension SpecValue {
    /// What reading a value as a Swift initializer gave.
    enum SwiftInitializerRead {
        /// Not Swift: the value is read the format's own ways.
        case notSwift
        /// The arguments, one for each of the kind's labels in order, each readable as its own value.
        case arguments([SpecValue])
        /// An error was reported.
        case failed
    }

    /// This scalar read as an initializer of one of `kind`'s types.
    ///
    /// A name that starts with a capital letter, or `.init`, makes a value Swift; the labels must be the
    /// type's, in its order, as the compiler wants them. What the developer probably meant is named
    /// when they differ: the type whose labels they wrote (`UIEdgeInsets` with `leading:`), or the
    /// value in the type this place takes (a `CGSize` where a layout size goes).
    func swiftInitializer(_ kind: SwiftValueKind) -> SwiftInitializerRead {
        guard let scalar = node.scalar else { return .notSwift }
        let text = scalar.string.trimmingWhitespace
        if let zero = zeroValue(text, kind: kind) { return zero }
        // The expression tokenizer finds the call's name and its arguments, in what can be one: a
        // type's name (capitalised) or `.init`, called.
        guard text.hasSuffix(")"), text.first?.isUppercase == true || text.hasPrefix(".init"),
            let spelling = diagnostics.scope.callSpelling(scalar.string)
        else { return .notSwift }
        var name = (spelling.isImplicitMember ? "." : "") + spelling.function
        guard !ExpressionChecker.functions.contains(name), name == ".init" || name.first?.isUppercase == true
        else { return .notSwift }
        if name.hasSuffix(".init"), name != ".init" { name.removeLast(5) }
        let arguments = spelling.arguments.map {
            LabelledArgument(label: $0.label, text: $0.valueText, offset: $0.value.lowerBound)
        }
        let labels = arguments.map(\.label)

        if let type = kind.types.first(where: { $0.function == name }) {
            guard labels.allSatisfy({ $0 == nil }), arguments.count == type.labels.count else {
                report(
                    .invalidValue,
                    "\(name)(…) takes \(type.labels.count) numbers without labels, found \(Self.describe(labels))"
                )
                return .failed
            }
            return .arguments(values(of: arguments, labels: type.labels))
        }
        let candidates = name == ".init" ? kind.types : kind.types.filter { $0.name == name }
        if let type = candidates.first(where: { $0.labels == labels.map { $0 ?? "" } }) {
            return .arguments(values(of: arguments, labels: type.labels))
        }
        if let type = candidates.first {
            var message =
                "\(type.name)(…) takes \(type.labels.map { $0 + ":" }.joined(separator: ", ")) in this order, found \(Self.describe(labels))"
            if let other = SwiftValueType.all.first(where: { $0.labels == labels.map { $0 ?? "" } }) {
                message += other.name == type.name ? "" : " (did you mean \(other.signature)?)"
            }
            report(.invalidValue, message)
            return .failed
        }
        if let other = SwiftValueType.all.first(where: { $0.name == name }) {
            var message = "expected \(kind.expected), found \(other.withArticle)"
            if let suggestion = Self.converted(labels: labels, arguments: arguments.map(\.text), from: other, to: kind)
            {
                message += " (did you mean \(suggestion)?)"
            }
            report(.wrongType, message)
            return .failed
        }
        let known = SwiftValueType.all.flatMap { [$0.name] + ($0.function.map { [$0] } ?? []) }
        var message = "unknown type \"\(name)\""
        if let suggestion = closestMatch(to: name, among: known) {
            message += " (did you mean \"\(suggestion)\"?)"
        }
        report(.invalidValue, message + "; expected \(kind.expected)")
        return .failed
    }

    /// `.zero` and `CGSize.zero`: zeros for the kind's labels.
    private func zeroValue(_ text: String, kind: SwiftValueKind) -> SwiftInitializerRead? {
        guard text.hasSuffix(".zero") else { return nil }
        let typeName = String(text.dropLast(5))
        guard let type = typeName.isEmpty ? kind.types.first : kind.types.first(where: { $0.name == typeName }),
            type.hasZero
        else { return nil }
        let zero = Node.scalar(Node.Scalar("0", .implicit, .plain))
        return .arguments(type.labels.map { label in located(zero, path: "\(path).\(label)", at: 0) })
    }

    /// The arguments as values of their own, each located where its text begins.
    private func values(of arguments: [LabelledArgument], labels: [String]) -> [SpecValue] {
        zip(arguments, labels).map { argument, label in
            let node = Node.scalar(Node.Scalar(argument.text, .implicit, .plain))
            return located(node, path: "\(path).\(label)", at: argument.offset)
        }
    }

    /// A value made from part of this scalar's text, reporting at `offset` characters into it.
    private func located(_ node: Node, path: String, at offset: Int) -> SpecValue {
        SpecValue(node: node, path: path, diagnostics: diagnostics, location: mark(at: offset))
    }

    /// One argument of a call: its label, if written, its value's text and where that begins.
    struct LabelledArgument {
        var label: String?
        var text: String
        var offset: Int
    }

    /// Labels as an error message reads them: `leading:, trailing:` or `2 numbers without labels`.
    static func describe(_ labels: [String?]) -> String {
        if labels.isEmpty { return "no arguments" }
        if labels.allSatisfy({ $0 == nil }) {
            return labels.count == 1 ? "1 number without a label" : "\(labels.count) numbers without labels"
        }
        return labels.map { ($0 ?? "_") + ":" }.joined(separator: ", ")
    }

    /// The pasted value as the type this place takes, where that is plain: a `CGSize` as a layout size
    /// of absolute dimensions, a layout size of absolute dimensions as a `CGSize`.
    static func converted(
        labels: [String?],
        arguments: [String],
        from type: SwiftValueType,
        to kind: SwiftValueKind
    )
        -> String?
    {
        guard labels.map({ $0 ?? "" }) == type.labels else { return nil }
        switch (type.name, kind) {
        case ("CGSize", .layoutSize):
            return SwiftValueType.layoutSize.written(arguments.map { ".absolute(\($0))" })
        case ("NSCollectionLayoutSize", .size):
            let numbers = arguments.compactMap { argument -> String? in
                for prefix in [".absolute(", "NSCollectionLayoutDimension.absolute("]
                where argument.hasPrefix(prefix) && argument.hasSuffix(")") {
                    return String(argument.dropFirst(prefix.count).dropLast())
                }
                return nil
            }
            return numbers.count == 2 ? SwiftValueType.size.written(numbers) : nil
        default:
            return nil
        }
    }
}
