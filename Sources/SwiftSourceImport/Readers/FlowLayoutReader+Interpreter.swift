import LayoutSpecFormat
import SwiftSyntax

/// The flow layout followed as the code runs: from the declaration around the place it is made,
/// through what is set on it after, to its subclass's `init` and `prepare()`; what the syntax alone
/// does not give (values computed from constants, other files, the collection view) comes from here.
extension FlowLayoutReader {
    /// The keys a flow layout object's properties give, and the properties read from it.
    static let objectKeys: [String] = SpecKeyCatalogue.flowLayoutProperties.map(\.name)

    /// Runs the code that makes the layout and configures it (`viewDidLoad` setting its spacing),
    /// before the delegate methods are read: what they read back of the layout is what that code set.
    func followConfiguringCode() {
        guard let site = madeAt else { return }
        interpreter.traitConditions = []
        guard let object = follow(from: site) else { return }
        followed = (object, site)
        readFollowedKeys(of: object, conditions: interpreter.traitConditions)
    }

    /// Follows the code up to `site` and to every other place the code casts the layout: the layout
    /// it made there, with what each place set on it.
    private func follow(from site: Syntax) -> LayoutObject? {
        let before = interpreter.made.flow.count
        interpreter.follow(upTo: site)
        let made = interpreter.made.flow[before...]
        // A cast makes its layout once: followed again, the code configures that one again.
        guard
            let object = made.first(where: { $0.node.id == site.id }) ?? made.first
                ?? interpreter.made.flow.first(where: { $0.node.id == site.id })
        else { return nil }
        // A layout made elsewhere is configured wherever the code casts it: what each other place
        // sets (a helper's `configureLayout(collectionView:)`) is the same layout's.
        for other in castSites where other.id != site.id {
            let count = interpreter.made.flow.count
            interpreter.follow(upTo: other)
            for configured in interpreter.made.flow[count...] {
                for (key, value) in configured.properties where object.properties[key] == nil {
                    object.properties[key] = value
                    object.places[key] = configured.places[key]
                }
            }
        }
        return object
    }

    /// The layout as the code makes it where the tests of the environment ``interpreter`` assumes
    /// hold: followed again, what it says and binds there left unsaid, and the layout followed
    /// first as it was.
    func followedAgain() -> LayoutObject? {
        guard let (object, site) = followed else { return nil }
        let (properties, places) = (object.properties, object.places)
        let (said, bound, made) = (
            interpreter.passedOver.count, interpreter.bindings.count, interpreter.made.flow.count
        )
        defer {
            object.properties = properties
            object.places = places
            interpreter.passedOver.removeSubrange(min(said, interpreter.passedOver.count)...)
            interpreter.bindings.removeSubrange(min(bound, interpreter.bindings.count)...)
            interpreter.made.flow.removeSubrange(min(made, interpreter.made.flow.count)...)
        }
        return follow(from: site).map(LayoutObject.init(copying:))
    }

    /// Adds the keys the syntax and the delegate did not give, from the layout the code configured.
    func followLayout() {
        guard let (object, site) = followed else { return }
        // A subclass computes its values before each layout pass, after the code has configured it.
        let usesSeeds = layoutKeys.contains { Self.seedProperties.values.contains($0.key) }
        if !usesSeeds, let typeName = object.appType, let type = interpreter.program.types[typeName],
            let (member, _) = interpreter.program.member("prepare", of: type), case .functions(let overloads) = member
        {
            // Its constants computed from the collection view are the spec's names of `let:`.
            interpreter.following.bindsDelegateConstants = true
            defer { interpreter.following.bindsDelegateConstants = false }
            _ = interpreter.invoke(.function(overloads, .object(object)), labeled: [], node: site)
        }
        let read = Set(layoutKeys.map(\.key))
        let subclass = object.appType.flatMap { interpreter.program.types[$0] }
        if let subclass, !read.contains("horizontalAlignment"),
            let (alignment, at) = FlowSubclassAlignment.read(subclass, in: interpreter.program)
        {
            if let alignment {
                layoutKeys.append(("horizontalAlignment", .member(alignment)))
                passedOver.append(
                    (
                        at,
                        "\(subclass.shortName) moves the items UIKit places into lines aligned \(alignment), minimumInteritemSpacing apart: read as `horizontalAlignment: \(alignment)`"
                    )
                )
            } else {
                passedOver.append(
                    (
                        at,
                        "\(subclass.shortName) moves the items UIKit places in a way the format does not say; the spec shows UIKit's own placement"
                    )
                )
            }
        }
        for key in Self.objectKeys where !read.contains(key) {
            // A subclass that overrides the property (`override var itemSize: CGSize { … }`).
            if let subclass, let (member, owner) = interpreter.program.member(key, of: subclass),
                case .computed = member
            {
                object.properties[key] = interpreter.value(
                    of: member,
                    named: key,
                    in: owner,
                    instance: .object(object),
                    node: site
                )
            }
            guard let property = object[key] else { continue }
            if usesSeeds && key == SpecKey.Name.itemSize.rawValue { continue }
            if let value = swiftValue(property, key: key, in: object) {
                passedOver.removeAll { $0.message.hasPrefix("the value of \(key) is not written out") }
                if refusesComputed(key, value, at: site, saying: false) { continue }
                layoutKeys.append((key, value))
            } else if let unknown = property.firstUnknown {
                // Said at the value where it is set, when the code sets it, else where it is read.
                let written =
                    property.unknown == nil
                    ? passedOver.first { $0.message.hasPrefix("the value of \(key) is not written out") }?.node : nil
                passedOver.removeAll { $0.message.hasPrefix("the value of \(key) is not written out") }
                passedOver.append(
                    (
                        written ?? unknown.node,
                        "\(key) is computed from \(interpreter.describe(unknown)); it is left out, and UIKit's default stands: set it in the spec"
                    )
                )
            } else if !passedOver.contains(where: { $0.message.hasPrefix("the value of \(key) is not written out") }) {
                passedOver.append(
                    (
                        object.node,
                        "the value of \(key) is not one a spec holds; it is left out, and UIKit's default stands"
                    )
                )
            }
        }
        // An item size that reads a section's count of items (`numberOfItems(inSection: 0)` in
        // `layoutSubviews()`) is worked out item by item: each section's `itemSize`, which the
        // delegate's sizes, where it gives them, replace.
        if let index = layoutKeys.firstIndex(where: { $0.key == SpecKey.Name.itemSize.rawValue && $0.value.readsItem })
        {
            let size = layoutKeys.remove(at: index).value
            if everySectionsItemSize == nil { everySectionsItemSize = size }
        }
        passedOver += interpreter.takePassedOver()
    }

    /// A property's value as the spec writes it.
    func swiftValue(_ value: ReadValue, key: String, in object: LayoutObject) -> SwiftValue? {
        switch value {
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .member("automaticSize", _) where key == SpecKey.Name.estimatedItemSize.rawValue:
            // `UICollectionViewFlowLayout.automaticSize`: the cells size themselves, estimated at the
            // item size until measured.
            return object[.itemSize].flatMap { swiftValue($0, key: SpecKey.Name.itemSize.rawValue, in: object) }
                ?? .size(width: 50, height: 50)
        case .member(let name, let arguments) where arguments.isEmpty: return .member(name)
        default: return SwiftValue.spec(of: value)
        }
    }
}
