public import LayoutEngine

/// Where a key's value lives in the engine's parameters of a layout (``FlowParameters``,
/// ``SplitParameters``), and what kind of value it is: the reader stores what it reads there, and the
/// generator writes what it finds there, both by walking the catalogue's rows, so a new key of a kind
/// they know is a row and an engine field.
public struct LayoutParameter<Parameters>: Sendable {
    public typealias Kind = LayoutParameterKind
    public typealias Value = LayoutParameterValue

    public let kind: Kind
    /// Whether only the layout may set it, not a section.
    public let layoutOnly: Bool
    /// Whether generated code sets it when it holds UIKit's default (an `orthogonalScrollingBehavior`
    /// of `none` is left unwritten).
    public private(set) var writesDefault = true
    /// The value `parameters` hold for the key, if they set it.
    public let value: @Sendable (Parameters) -> Value?
    /// Stores `value` (of the parameter's kind) in `parameters`; `nil` clears the key.
    public let store: @Sendable (inout Parameters, Value?) -> Void
}

/// A flow layout key's place in ``FlowParameters``.
public typealias FlowParameter = LayoutParameter<FlowParameters>
/// A split layout key's place in ``SplitParameters``.
public typealias SplitParameter = LayoutParameter<SplitParameters>
/// A compositional layout's or section's key's place in ``CompositionalParameters``.
public typealias CompositionalParameter = LayoutParameter<CompositionalParameters>
/// A boundary supplementary item's key's place in the engine's item.
public typealias BoundaryItemParameter = LayoutParameter<CollectionLayoutBoundarySupplementaryItem>
/// A decoration item's key's place in the engine's item.
public typealias DecorationItemParameter = LayoutParameter<CollectionLayoutDecorationItem>

/// What kind of value a key holds, which says how a spec writes it and how Swift does.
public enum LayoutParameterKind: Sendable, Equatable {
    /// A number within the row's range (`CGFloat` in Swift).
    case number
    /// A whole number from 1 to 1,000.
    case count
    /// A whole number within the row's range (`Int` in Swift).
    case wholeNumber
    case flag
    case size
    /// A size; `[0, 0]` is none (UIKit reads a zero estimate as no self-sizing).
    case estimatedSize
    case insets
    /// A flow header's or footer's size, or its extent along the scroll axis alone.
    case supplementarySize
    /// One of the enumeration's cases.
    case member([String])
    /// A seed layout's `list`, `inline` or `{grid: N}`.
    case display
    /// The aligned flow layout's horizontal alignment, with `leading` and `trailing` for `left`
    /// and `right`.
    case horizontalAlignment
    /// A split item's size: a width in points or columns, a height in points or `square`.
    case splitItemSize
    /// A split header's or footer's height, or its size.
    case splitSupplementarySize
    /// A text (a split section's background colour).
    case text
    /// Insets by their directional edges: `{top, leading, bottom, trailing}` (or left and right).
    case directionalInsets
    /// A section's root group: `{horizontal: GROUP}` or `{vertical: GROUP}`.
    case rootGroup
    case boundaryItems
    case decorationItems
    /// A list configuration.
    case list
}

/// A value as the engine's parameters hold it.
public enum LayoutParameterValue: Sendable, Equatable {
    case number(Double)
    case count(Int)
    case wholeNumber(Int)
    case flag(Bool)
    case size(Size)
    case insets(EdgeInsets)
    case supplementarySize(SupplementarySize)
    /// An enumeration's case, by its raw value.
    case member(String)
    case display(CollectionDisplay)
    case horizontalAlignment(HorizontalAlignment)
    case splitItemSize(SplitItemSize)
    case splitSupplementarySize(SplitSupplementarySize)
    case text(String)
    case group(CollectionLayoutGroup)
    case boundaryItems([CollectionLayoutBoundarySupplementaryItem])
    case decorationItems([CollectionLayoutDecorationItem])
    case list(ListConfiguration)
}

extension LayoutParameter {
    /// Where in the parameters a key is held.
    typealias Path<Held> = any WritableKeyPath<Parameters, Held?> & Sendable

    /// A parameter of `kind` held at `path`: `wrap` makes the value of what the parameters hold,
    /// `unwrap` takes it back (`nil` for a value of another kind, which clears the key).
    private static func field<Held: Sendable>(
        _ kind: Kind,
        _ path: Path<Held>,
        layoutOnly: Bool = false,
        wrap: @escaping @Sendable (Held) -> Value,
        unwrap: @escaping @Sendable (Value) -> Held?
    ) -> LayoutParameter {
        LayoutParameter(
            kind: kind,
            layoutOnly: layoutOnly,
            value: { $0[keyPath: path].map(wrap) },
            store: { parameters, value in parameters[keyPath: path] = value.flatMap(unwrap) }
        )
    }

    /// Where in an item (a boundary item, a decoration) a key is held: always set, at UIKit's default
    /// unless the spec gives another value.
    typealias FieldPath<Held> = any WritableKeyPath<Parameters, Held> & Sendable

    /// A parameter of `kind` always held at `path`: its value is `nil` at `defaultValue` (which
    /// generated code leaves unwritten), and a key read as no value of its kind stores the default.
    private static func field<Held: Sendable & Equatable>(
        _ kind: Kind,
        _ path: FieldPath<Held>,
        default defaultValue: Held,
        wrap: @escaping @Sendable (Held) -> Value,
        unwrap: @escaping @Sendable (Value) -> Held?
    ) -> LayoutParameter {
        LayoutParameter(
            kind: kind,
            layoutOnly: false,
            value: { parameters in
                let held = parameters[keyPath: path]
                return held == defaultValue ? nil : wrap(held)
            },
            store: { parameters, value in parameters[keyPath: path] = value.flatMap(unwrap) ?? defaultValue }
        )
    }

    static func flag(_ path: FieldPath<Bool>, default defaultValue: Bool) -> LayoutParameter {
        field(.flag, path, default: defaultValue, wrap: Value.flag) {
            if case .flag(let held) = $0 { held } else { nil }
        }
    }

    static func wholeNumber(_ path: FieldPath<Int>, default defaultValue: Int) -> LayoutParameter {
        field(.wholeNumber, path, default: defaultValue, wrap: Value.wholeNumber) {
            if case .wholeNumber(let held) = $0 { held } else { nil }
        }
    }

    static func number(_ path: Path<Double>) -> LayoutParameter {
        field(.number, path, wrap: Value.number) { if case .number(let held) = $0 { held } else { nil } }
    }

    static func count(_ path: Path<Int>) -> LayoutParameter {
        field(.count, path, wrap: Value.count) { if case .count(let held) = $0 { held } else { nil } }
    }

    static func flag(_ path: Path<Bool>) -> LayoutParameter {
        field(.flag, path, wrap: Value.flag) { if case .flag(let held) = $0 { held } else { nil } }
    }

    static func size(_ path: Path<Size>, estimated: Bool = false) -> LayoutParameter {
        field(estimated ? .estimatedSize : .size, path, wrap: Value.size) {
            if case .size(let held) = $0 { held } else { nil }
        }
    }

    static func insets(_ path: Path<EdgeInsets>, directional: Bool = false) -> LayoutParameter {
        field(directional ? .directionalInsets : .insets, path, wrap: Value.insets) {
            if case .insets(let held) = $0 { held } else { nil }
        }
    }

    static func supplementarySize(_ path: Path<SupplementarySize>) -> LayoutParameter {
        field(.supplementarySize, path, wrap: Value.supplementarySize) {
            if case .supplementarySize(let held) = $0 { held } else { nil }
        }
    }

    static func member<Member: RawRepresentable & CaseIterable & Sendable>(
        _ path: Path<Member>,
        layoutOnly: Bool = false,
        writesDefault: Bool = true
    ) -> LayoutParameter where Member.RawValue == String {
        var parameter = field(
            .member(Member.allCases.map(\.rawValue)),
            path,
            layoutOnly: layoutOnly,
            wrap: { .member($0.rawValue) },
            unwrap: { if case .member(let name) = $0 { Member(rawValue: name) } else { nil } }
        )
        parameter.writesDefault = writesDefault
        return parameter
    }

    static func display(_ path: Path<CollectionDisplay>) -> LayoutParameter {
        field(.display, path, wrap: Value.display) { if case .display(let held) = $0 { held } else { nil } }
    }

    static func horizontalAlignment(_ path: Path<HorizontalAlignment>) -> LayoutParameter {
        field(.horizontalAlignment, path, wrap: Value.horizontalAlignment) {
            if case .horizontalAlignment(let held) = $0 { held } else { nil }
        }
    }

    static func splitItemSize(_ path: Path<SplitItemSize>) -> LayoutParameter {
        field(.splitItemSize, path, wrap: Value.splitItemSize) {
            if case .splitItemSize(let held) = $0 { held } else { nil }
        }
    }

    static func splitSupplementarySize(_ path: Path<SplitSupplementarySize>) -> LayoutParameter {
        field(.splitSupplementarySize, path, wrap: Value.splitSupplementarySize) {
            if case .splitSupplementarySize(let held) = $0 { held } else { nil }
        }
    }

    static func text(_ path: Path<String>) -> LayoutParameter {
        field(.text, path, wrap: Value.text) { if case .text(let held) = $0 { held } else { nil } }
    }

    static func rootGroup(_ path: Path<CollectionLayoutGroup>) -> LayoutParameter {
        field(.rootGroup, path, wrap: Value.group) { if case .group(let held) = $0 { held } else { nil } }
    }

    static func boundaryItems(_ path: Path<[CollectionLayoutBoundarySupplementaryItem]>) -> LayoutParameter {
        field(.boundaryItems, path, wrap: Value.boundaryItems) {
            if case .boundaryItems(let held) = $0 { held } else { nil }
        }
    }

    static func decorationItems(_ path: Path<[CollectionLayoutDecorationItem]>) -> LayoutParameter {
        field(.decorationItems, path, wrap: Value.decorationItems) {
            if case .decorationItems(let held) = $0 { held } else { nil }
        }
    }

    static func list(_ path: Path<ListConfiguration>) -> LayoutParameter {
        field(.list, path, wrap: Value.list) { if case .list(let held) = $0 { held } else { nil } }
    }
}
