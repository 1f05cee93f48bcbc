import LayoutEngine
import LayoutSpecFormat

/// A variant's `when:` as the spec writes it, and as the Swift that tests it where the code runs.
///
/// The Swift reads the trait collection's idiom, size classes, layout direction and text size, the width
/// (`minWidth`, `maxWidth`), the orientation as the width against the height, and `#available` for
/// `systemVersion`. A `device` has no test in UIKit's layout code: `nil`. `traits` and `size` are
/// where the code reads them: `environment.traitCollection` and `environment.container.contentSize`
/// in a section provider, `collectionView.traitCollection` and `collectionView.bounds` in a delegate.
struct VariantCondition {
    let condition: TraitCondition

    /// The condition as a flow mapping, `{horizontalSizeClass: regular, minWidth: 600}`.
    var yaml: String {
        var keys: [String] = []
        if let sizeClass = condition.horizontalSizeClass { keys.append("horizontalSizeClass: \(sizeClass.rawValue)") }
        if let sizeClass = condition.verticalSizeClass { keys.append("verticalSizeClass: \(sizeClass.rawValue)") }
        if let orientation = condition.orientation { keys.append("orientation: \(orientation.rawValue)") }
        if let idiom = condition.idiom { keys.append("idiom: \(idiom.rawValue)") }
        if let device = condition.device { keys.append("device: \(YAMLScalar.quoted(device))") }
        if let width = condition.minWidth { keys.append("minWidth: \(SwiftSource.number(width))") }
        if let width = condition.maxWidth { keys.append("maxWidth: \(SwiftSource.number(width))") }
        if let direction = condition.layoutDirection { keys.append("layoutDirection: \(direction.rawValue)") }
        switch condition.preferredContentSizeCategory {
        case .exactly(let category)?: keys.append("preferredContentSizeCategory: \(category.rawValue)")
        case .atLeast(let category)?: keys.append("preferredContentSizeCategory: {atLeast: \(category.rawValue)}")
        case .accessibility?: keys.append("preferredContentSizeCategory: accessibility")
        case nil: break
        }
        if let version = condition.minimumSystemVersion {
            keys.append("systemVersion: {atLeast: \(SwiftSource.number(version))}")
        }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    /// The `if` conditions that test it, `#available` first, each a clause of the `if`; `nil` for a
    /// device.
    func swift(traits: String, size: String) -> [String]? {
        guard condition.device == nil else { return nil }
        var tests: [String] = []
        if let sizeClass = condition.horizontalSizeClass {
            tests.append("\(traits).horizontalSizeClass == .\(sizeClass.rawValue)")
        }
        if let sizeClass = condition.verticalSizeClass {
            tests.append("\(traits).verticalSizeClass == .\(sizeClass.rawValue)")
        }
        if let idiom = condition.idiom { tests.append("\(traits).userInterfaceIdiom == .\(idiom.rawValue)") }
        // UIKit's layout code has no orientation: landscape is wider than high.
        switch condition.orientation {
        case .landscape?: tests.append("\(size).width > \(size).height")
        case .portrait?: tests.append("\(size).width <= \(size).height")
        case nil: break
        }
        if let width = condition.minWidth { tests.append("\(size).width >= \(SwiftSource.number(width))") }
        if let width = condition.maxWidth { tests.append("\(size).width <= \(SwiftSource.number(width))") }
        if let direction = condition.layoutDirection {
            tests.append("\(traits).layoutDirection == .\(direction.rawValue)")
        }
        switch condition.preferredContentSizeCategory {
        case .exactly(let category)?: tests.append("\(traits).preferredContentSizeCategory == .\(category.rawValue)")
        case .atLeast(let category)?: tests.append("\(traits).preferredContentSizeCategory >= .\(category.rawValue)")
        case .accessibility?: tests.append("\(traits).preferredContentSizeCategory.isAccessibilityCategory")
        case nil: break
        }
        if let version = condition.minimumSystemVersion {
            tests.insert("#available(iOS \(SwiftSource.number(version)), *)", at: 0)
        }
        return tests
    }
}

extension VariantCondition {
    /// The first of `variants` that sets `key` for the section `id` (for `nil`, the layout), as a
    /// delegate tests it on the collection view it is given: the `if` clauses, and the value.
    static func delegateValue<Parameters: OverlaidParameters, Value>(
        _ variants: [TraitVariant<Parameters>],
        _ key: KeyPath<Parameters, Value?>,
        section id: SectionID?
    ) -> (condition: [String], value: Value)? {
        delegateValue(variants, { $0[keyPath: key] }, section: id)
    }

    /// The first of `variants` whose parameters give a `value`, for the section `id` (for `nil`,
    /// the layout), as ``delegateValue(_:_:section:)`` tests it.
    static func delegateValue<Parameters: OverlaidParameters, Value>(
        _ variants: [TraitVariant<Parameters>],
        _ value: (Parameters) -> Value?,
        section id: SectionID?
    ) -> (condition: [String], value: Value)? {
        delegateVariant(variants, value, section: id).map { ($0.condition, $0.value) }
    }

    /// ``delegateValue(_:_:section:)`` with the variant it comes from.
    static func delegateVariant<Parameters: OverlaidParameters, Value>(
        _ variants: [TraitVariant<Parameters>],
        _ value: (Parameters) -> Value?,
        section id: SectionID?
    ) -> (condition: [String], value: Value, variant: TraitVariant<Parameters>)? {
        for variant in variants {
            let value = id.map { variant.sections[$0].flatMap(value) } ?? value(variant.layout)
            guard let value,
                let condition = VariantCondition(condition: variant.condition).swift(
                    traits: "collectionView.traitCollection",
                    size: "collectionView.bounds"
                )
            else { continue }
            return (condition, value, variant)
        }
        return nil
    }
}

extension VariantCondition {
    /// `layout.variants[1].set.` or `layout.variants[1].set.sections.grid.`: where `variant`'s values
    /// for the section `id` (or the layout) are in the spec's key paths, by its index in `written`,
    /// the spec's variants as written.
    static func setPrefix<Parameters>(
        _ variant: TraitVariant<Parameters>,
        in written: [TraitVariant<Parameters>],
        section id: SectionID?
    ) -> String {
        let set = "layout.variants[\(written.firstIndex(of: variant) ?? 0)].set."
        return id.map { set + "sections.\($0.rawValue)." } ?? set
    }
}
