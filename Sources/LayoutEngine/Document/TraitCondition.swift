/// The `when:` of a trait variant: every key given must hold in the environment.
public struct TraitCondition: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var orientation: Orientation?
    public var idiom: UserInterfaceIdiom?
    /// A device preset's canonical name.
    public var device: String?
    /// Inclusive bounds on the collection view's width.
    public var minWidth: Double?
    public var maxWidth: Double?
    public var layoutDirection: LayoutDirection?
    public var preferredContentSizeCategory: CategoryCondition?
    /// The lowest `systemVersion` the condition holds on (`systemVersion: {atLeast: 17}`).
    public var minimumSystemVersion: Double?

    /// A condition on the text size.
    public enum CategoryCondition: Hashable, Sendable {
        case exactly(ContentSizeCategory)
        case atLeast(ContentSizeCategory)
        /// Any of the accessibility sizes.
        case accessibility

        func holds(for category: ContentSizeCategory) -> Bool {
            switch self {
            case .exactly(let wanted): return category == wanted
            case .atLeast(let minimum): return category >= minimum
            case .accessibility: return category.isAccessibilityCategory
            }
        }
    }

    public init(
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil,
        orientation: Orientation? = nil,
        idiom: UserInterfaceIdiom? = nil,
        device: String? = nil,
        minWidth: Double? = nil,
        maxWidth: Double? = nil,
        layoutDirection: LayoutDirection? = nil,
        preferredContentSizeCategory: CategoryCondition? = nil,
        minimumSystemVersion: Double? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
        self.idiom = idiom
        self.device = device
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.minimumSystemVersion = minimumSystemVersion
    }

    /// Whether every key of the condition holds in `environment`.
    public func holds(in environment: LayoutEnvironment) -> Bool {
        if let horizontalSizeClass, environment.sizeClasses.horizontal != horizontalSizeClass { return false }
        if let verticalSizeClass, environment.sizeClasses.vertical != verticalSizeClass { return false }
        if let orientation, environment.orientation != orientation { return false }
        if let idiom, environment.idiom != idiom { return false }
        if let device, environment.device != device { return false }
        if let minWidth, environment.size.width < minWidth { return false }
        if let maxWidth, environment.size.width > maxWidth { return false }
        if let layoutDirection, environment.layoutDirection != layoutDirection { return false }
        if let preferredContentSizeCategory,
            !preferredContentSizeCategory.holds(for: environment.preferredContentSizeCategory)
        {
            return false
        }
        if let minimumSystemVersion, environment.systemVersion < minimumSystemVersion { return false }
        return true
    }
}
