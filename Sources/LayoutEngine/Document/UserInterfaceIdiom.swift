/// UIKit's `UIUserInterfaceIdiom`: whether the screen is a phone's or an iPad's.
///
/// Layout code branches on it (`traitCollection.userInterfaceIdiom == .pad`) as often as on size
/// classes, and the two differ: an iPad in Slide Over is compact across yet still `.pad`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad

    /// The idiom of a screen no preset names: an iPad's where the shorter side is at least 600
    /// points, as for the layout margins' rule of what a phone is.
    public static func `default`(for size: Size) -> UserInterfaceIdiom {
        min(size.width, size.height) >= 600 ? .pad : .phone
    }
}
