import LayoutSpecFormat

/// The iOS versions that introduced the UIKit API generated code writes, so that a file builds in a
/// package whose deployment target is older: SwiftPM's default for iOS is 12.0, older than every
/// compositional layout, and a list, `headerTopPadding` or `repeatingSubitem:` is newer still.
///
/// The generated file's declarations are marked `@available` with the newest version the code it
/// writes uses (``SwiftSource/requires(iOS:)``): the compositional layout's, and each key's version
/// in the format's catalogue. The app calls them behind `if #available` where its own target is older.
enum UIKitAvailability {
    /// The oldest deployment target a package has without saying one: SwiftPM's default for iOS.
    static let defaultDeploymentTarget = 12.0

    /// The version that introduced compositional layouts (`NSCollectionLayoutSection` and its kin).
    static let compositionalLayout = 13.0

    /// The version that introduced the property `name` of `owner`, where the catalogue has it.
    static func introduced(_ name: String, of owner: String) -> Double? {
        SpecKeyCatalogue.row(property: name, of: owner)?.introduced
    }
}
