/// The bars a view controller shows around its collection view: a navigation bar above it and a tab
/// bar or toolbar below it.
///
/// Their heights are already in the environment's safe area, where UIKit puts them; these say what
/// they are, so that a picture of the screen can draw them as UIKit does. Layout never reads them.
public struct ScreenBars: Hashable, Sendable {
    /// The navigation bar's height (0: none).
    public var navigationBar: Double
    /// Whether the navigation bar shows a large title (below its standard 44 points).
    public var largeTitle: Bool
    /// The tab bar's or toolbar's height above the home indicator (0: none).
    public var bottomBar: Double
    /// Whether the bottom bar is a tab bar (else a toolbar).
    public var tabBar: Bool

    public init(navigationBar: Double = 0, largeTitle: Bool = false, bottomBar: Double = 0, tabBar: Bool = false) {
        self.navigationBar = navigationBar
        self.largeTitle = largeTitle
        self.bottomBar = bottomBar
        self.tabBar = tabBar
    }
}
