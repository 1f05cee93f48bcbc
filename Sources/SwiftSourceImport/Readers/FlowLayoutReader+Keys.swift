import LayoutSpecFormat
import SwiftSyntax

/// The layout keys of the flow layout the interpreter followed: each property the code set on it, in
/// the order the code sets them, with the value UIKit ends with; and where a test of the environment
/// chose the value, the value of each test, as a variant.
extension FlowLayoutReader {
    /// Reads the keys of the layout ``followConfiguringCode()`` followed, then follows the code again
    /// with each test of the environment it met holding.
    ///
    /// `conditions` are the tests met, in the order the code met them: the first that holds gives
    /// the value in code, the later variant in a spec, so they are read back to front.
    func readFollowedKeys(of object: LayoutObject, conditions: [TraitCondition]) {
        let base = keys(of: object, saying: true)
        // A value the code computes is read with the keys the code did not set as written
        // (``followLayout()``), in the catalogue's order.
        layoutKeys = base.filter(\.written).map { ($0.key, $0.value) }
        for condition in conditions.reversed() {
            interpreter.assumed = [condition]
            defer { interpreter.assumed = [] }
            guard let varied = followedAgain() else { continue }
            for (key, value, _) in keys(of: varied, saying: false)
            where base.first(where: { $0.key == key })?.value != value {
                variantKeys.append((condition, key, value, nil))
            }
        }
        // Tests nested or joined (`if idiom == .phone { if orientation.isPortrait {…} }`): where
        // several hold together, what the code gives that the variants of each alone do not.
        for (set, merged) in CompositionalLayoutReader.combinations(conditions) {
            interpreter.assumed = Set(set)
            defer { interpreter.assumed = [] }
            guard let varied = followedAgain() else { continue }
            var expected = Dictionary(base.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for variant in variantKeys where variant.section == nil && variant.condition.holds(assuming: Set(set)) {
                expected[variant.key] = variant.value
            }
            for (key, value, _) in keys(of: varied, saying: false) where expected[key] != value {
                variantKeys.append((merged, key, value, nil))
            }
        }
    }

    /// Whether the object's class declares `name` itself, of a type the program declares
    /// (`var display: GridDisplay`): the app's own input, which its code reads as it runs, not the
    /// seed layout's key of that name.
    private func declaresOwnType(_ name: String, of object: LayoutObject) -> Bool {
        let program = interpreter.program
        guard let type = object.appType.flatMap({ program.types[$0] }),
            case .stored(_, _, _, let declared?)? = program.member(name, of: type)?.0
        else { return false }
        return program.types[declared] != nil
    }

    /// The layout's keys as `object` holds them, in the order the code set them (a property UIKit's
    /// initializer was given first); `saying` whether what is not a key, or no value a spec holds,
    /// is said where the code sets it.
    private func keys(of object: LayoutObject, saying: Bool) -> [(key: String, value: SwiftValue, written: Bool)] {
        let program = interpreter.program
        let names = object.properties.keys.sorted { first, second in
            switch (object.places[first], object.places[second]) {
            case (nil, nil): return first < second
            case (nil, _): return true
            case (_, nil): return false
            case (let one?, let other?):
                let order = (program.order(of: one), program.order(of: other))
                return order.0 == order.1 ? first < second : order.0 < order.1
            }
        }
        var keys: [(key: String, value: SwiftValue, written: Bool)] = []
        for name in names {
            guard let property = object.properties[name] else { continue }
            let place = object.places[name]
            let written = place.flatMap(Self.valueWritten(at:))
            if let key = Self.seedProperties[name], !declaresOwnType(name, of: object) {
                if let value = written.flatMap(Self.seedValue) {
                    keys.append((key, value, true))
                } else if saying {
                    passedOver.append(
                        (
                            Syntax(written) ?? object.node,
                            "the value of \(name) is not written out in the code; it is left out"
                        )
                    )
                }
                continue
            }
            guard Self.layoutProperties.contains(name) else {
                // A property the program's own subclass declares is its input, read as the code runs.
                let declared = flowLayoutClasses.contains { interpreter.program.types[$0]?.members[name] != nil }
                if saying, !declared, let place {
                    passedOver.append(
                        (Self.statement(at: place), "\(name) is not a key of a layout spec; it is left out")
                    )
                }
                continue
            }
            // Written out (`CGSize(width: 100, height: 50)`), the value as written; else as the code
            // computed it.
            guard let read = written.flatMap(SwiftValue.read) ?? Self.initializerValue(property, place: place) else {
                if saying, let written {
                    passedOver.append(
                        (Syntax(written), "the value of \(name) is not written out in the code; it is left out")
                    )
                }
                if let computed = swiftValue(property, key: name, in: object),
                    !refusesComputed(name, computed, at: place ?? object.node, saying: saying)
                {
                    keys.append((name, computed, false))
                }
                continue
            }
            guard let value = Self.resolved(read, for: name) else {
                if saying {
                    passedOver.append(
                        (
                            place ?? object.node,
                            "the value of \(name) is not one a spec holds; it is left out, and UIKit's default stands"
                        )
                    )
                }
                continue
            }
            if refusesComputed(name, value, at: place ?? object.node, saying: saying) { continue }
            keys.append((name, value, true))
        }
        return keys
    }

    /// Whether `value` is a case the environment chooses (`isRegular ? .vertical : .horizontal`)
    /// for a key of cases, which takes no expression: said at `place` where `saying`.
    func refusesComputed(_ name: String, _ value: SwiftValue, at place: Syntax, saying: Bool) -> Bool {
        guard Self.takesCases(name), case .spec(let written) = value, let text = written.strings.first,
            text.contains("?")
        else { return false }
        if saying {
            passedOver.append(
                (
                    place,
                    "\(name) is computed from the environment (`\(text)`), which this key cannot be; it is left out, and UIKit's default stands: write a variant for each value"
                )
            )
        }
        return true
    }

    /// Whether the flow layout key `name` holds one of an enumeration's cases.
    static func takesCases(_ name: String) -> Bool {
        switch SpecKeyCatalogue.flowParameterKeys.first(where: { $0.name == name })?.value {
        case .enumeration?, .oneOf?: true
        default: false
        }
    }

    /// The value assigned at `target` through a name (`layout.sectionInset = …`), as the code
    /// writes it; `nil` where the target is no assignment's, or a closure's `$0` (`.then { $0.x = … }`),
    /// whose values are read as the code computed them.
    private static func valueWritten(at target: Syntax) -> ExprSyntax? {
        if let member = target.as(MemberAccessExprSyntax.self),
            case .dollarIdentifier = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
        {
            return nil
        }
        return OperatorExpressions.value(assignedAt: target).as(ExprSyntax.self)
    }

    /// A value UIKit's initializer was given (`AlignedCollectionViewFlowLayout(horizontalAlignment:
    /// .left)`): a case by its name.
    private static func initializerValue(_ value: ReadValue, place: Syntax?) -> SwiftValue? {
        guard place == nil, case .member(let name, let arguments) = value, arguments.isEmpty else { return nil }
        return .member(name)
    }

    /// The statement an assignment's target is in (`layout.x = …` for `layout.x`).
    private static func statement(at target: Syntax) -> Syntax {
        guard let assignment = target.parent?.as(InfixOperatorExprSyntax.self), assignment.leftOperand.id == target.id
        else { return target }
        return Syntax(assignment)
    }

    /// The keys that are sizes, insets and numbers: an implicit member there is a constant
    /// of that type (`.zero`, `.leastNonzeroMagnitude`), never a word of the spec.
    static let sizeKeys = Set(
        SpecKeyCatalogue.flowLayoutProperties.filter { $0.value == .size || $0.value == .supplementarySize }.map(\.name)
    )
    static let numberKeys = Set(SpecKeyCatalogue.flowLayoutProperties.filter { $0.value == .number }.map(\.name))

    /// A value as the key's type has it: `.zero` of a size, insets or a number, the smallest and
    /// largest numbers; `nil` for another implicit member where the key is not an enumeration.
    static func resolved(_ value: SwiftValue, for key: String) -> SwiftValue? {
        guard case .member(let name) = value else { return value }
        let isNumber = numberKeys.contains(key)
        guard sizeKeys.contains(key) || isNumber || row(key)?.value == .insets else { return value }
        if name == "zero" {
            if sizeKeys.contains(key) { return .size(width: 0, height: 0) }
            return isNumber ? .number(0) : .insets(top: 0, left: 0, bottom: 0, right: 0)
        }
        if isNumber, let number = SwiftValue.numericConstants[name] { return .number(number) }
        // `UICollectionViewFlowLayout.automaticSize`, which the reader knows by name.
        return key == SpecKey.Name.estimatedItemSize.rawValue && name == "automaticSize" ? value : nil
    }
}
