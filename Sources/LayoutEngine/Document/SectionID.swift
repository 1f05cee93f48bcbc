/// A section's stable identity across edits: the spec's `id`, or its index as a string.
public struct SectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: SectionID, rhs: SectionID) -> Bool { lhs.rawValue < rhs.rawValue }
}
