/// A horizontal or vertical user interface size class (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// The pair of size classes an environment has, which trait variants test.
public struct SizeClasses: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The device orientation an environment is laid out in.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}
