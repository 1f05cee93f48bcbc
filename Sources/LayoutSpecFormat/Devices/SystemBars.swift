import LayoutEngine

/// The bars of the screen a collection view fills: a navigation bar above it and a tab bar or toolbar
/// below it, which UIKit adds to the view controller's safe area, and so to the collection view's
/// `safeAreaInsets` and `adjustedContentInset` (spec-format.md, "Bars").
///
/// The heights are those of the bars before the iOS 26 design, on every version: on a phone 44 points
/// for a navigation bar (96 with a large title) and a toolbar, 49 for a tab bar, and 32 for each when
/// the height is compact (landscape, where large titles are not shown); on an iPad 50 for each bar, and
/// 102 for a navigation bar with a large title. A spec gives a number for any other bar.
enum SystemBars {
    /// A navigation bar's kind, or its height in points.
    enum NavigationBar: Hashable, Sendable {
        case none
        case standard
        case largeTitle
        case height(Double)

        static let words = ["none", "standard", "largeTitle"]
    }

    /// A tab bar or toolbar below the collection view, or its height in points.
    enum BottomBar: Hashable, Sendable {
        case none
        case tabBar
        case toolbar
        case height(Double)

        static let words = ["none", "tabBar", "toolbar"]
    }

    /// The height a navigation bar adds to the top of the safe area.
    static func height(of bar: NavigationBar, isPad: Bool, verticalClass: SizeClass) -> Double {
        switch bar {
        case .none: 0
        case .height(let height): height
        case .standard: isPad ? 50 : verticalClass == .compact ? 32 : 44
        case .largeTitle: isPad ? 102 : verticalClass == .compact ? 32 : 96
        }
    }

    /// The height a tab bar or toolbar adds to the bottom of the safe area, above the home indicator.
    static func height(of bar: BottomBar, isPad: Bool, verticalClass: SizeClass) -> Double {
        switch bar {
        case .none: 0
        case .height(let height): height
        case .tabBar: isPad ? 50 : verticalClass == .compact ? 32 : 49
        case .toolbar: isPad ? 50 : verticalClass == .compact ? 32 : 44
        }
    }
}
