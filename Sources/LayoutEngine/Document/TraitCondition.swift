/// The `when:` of a trait variant: every key given must hold in the environment.
public struct TraitCondition: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?
    /// A device preset's canonical name.
    public var device: String?
    /// Inclusive bounds on the collection view's width.
    public var minWidth: Double?
    public var maxWidth: Double?

    public init(
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil,
        orientation: Orientation? = nil,
        device: String? = nil,
        minWidth: Double? = nil,
        maxWidth: Double? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.device = device
        self.minWidth = minWidth
        self.maxWidth = maxWidth
    }

    /// Whether every key of the condition holds in `environment`.
    public func holds(in environment: LayoutEnvironment) -> Bool {
        if let horizontalSizeClass, environment.sizeClasses.horizontal != horizontalSizeClass { return false }
        if let verticalSizeClass, environment.sizeClasses.vertical != verticalSizeClass { return false }
        if let orientation, environment.orientation != orientation { return false }
        if let device, environment.device != device { return false }
        if let minWidth, environment.size.width < minWidth { return false }
        if let maxWidth, environment.size.width > maxWidth { return false }
        return true
    }
}
