/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain

    /// Whether UIKit takes the list's constants from a plain table (plain and sidebarPlain); the
    /// others use the grouped constants.
    var isPlainStyle: Bool { self == .plain || self == .sidebarPlain }

    /// Whether the rows are inset from the edges by the margins (inset grouped and the sidebars).
    var isInset: Bool { self == .insetGrouped || self == .sidebar || self == .sidebarPlain }

    /// Whether sections are set apart by the grouped spacing above, between and below them.
    var isVerticallySeparated: Bool { self == .grouped || self == .insetGrouped }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    case none
    case supplementary
    case firstItemInSection
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    case none
    case supplementary
}

/// `UICollectionLayoutListConfiguration`: what a list section (`NSCollectionLayoutSection.list`) or a
/// list layout (`UICollectionViewCompositionalLayout.list`) is made from.
public struct ListConfiguration: Hashable, Sendable {
    public var appearance: ListAppearance
    public var headerMode: ListHeaderMode
    public var footerMode: ListFooterMode
    /// Extra padding above each section header; `nil` is automatic (``ListMetrics``).
    public var headerTopPadding: Double?
    /// The measured height of the supplementary header; `nil` keeps UIKit's estimate.
    public var headerHeight: Double?
    /// The measured height of the supplementary footer; `nil` keeps UIKit's estimate.
    public var footerHeight: Double?
    /// Accepted; separators are decorations that take no space and move no frame.
    public var showsSeparators: Bool

    public init(
        appearance: ListAppearance = .plain,
        headerMode: ListHeaderMode = .none,
        footerMode: ListFooterMode = .none,
        headerTopPadding: Double? = nil,
        headerHeight: Double? = nil,
        footerHeight: Double? = nil,
        showsSeparators: Bool = true
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.showsSeparators = showsSeparators
    }

    var hasHeader: Bool { headerMode != .none }
    var hasFooter: Bool { footerMode == .supplementary }
}
