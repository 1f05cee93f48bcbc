/// The direction of the user interface's language (`UITraitCollection.layoutDirection`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
