import LayoutSpecFormat

/// The flow layout keys Interface Builder writes as attributes and elements of a
/// `collectionViewFlowLayout`, by UIKit's property names, from the format's catalogue.
extension InterfaceBuilderReader {
    /// The flow layout's spacings: attributes of the layout's element.
    static let spacingKeys = SpecKeyCatalogue.flowLayoutProperties.filter { $0.value == .number }
    /// The header's and the footer's reference sizes: `size` elements of the layout.
    static let supplementarySizeKeys = SpecKeyCatalogue.flowLayoutProperties.filter {
        $0.value == .supplementarySize
    }
}
