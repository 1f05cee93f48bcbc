// The part of mischa-hildebrand's AlignedCollectionViewFlowLayout that `layoutd generate swift` may
// emit, declared with the package's own signatures, so that generated flow layouts with alignments
// type-check on Linux (GeneratedSwiftTests). Nothing else is declared.
public import UIKit

/// `public enum HorizontalAlignment`.
public enum HorizontalAlignment: Sendable {
    case left
    case justified
    case right
}

/// `public enum VerticalAlignment`.
public enum VerticalAlignment: Sendable {
    case top
    case center
    case bottom
}

/// `open class AlignedCollectionViewFlowLayout: UICollectionViewFlowLayout`.
@MainActor open class AlignedCollectionViewFlowLayout: UICollectionViewFlowLayout {
    /// `public var horizontalAlignment: HorizontalAlignment`.
    public var horizontalAlignment: HorizontalAlignment = .justified
    /// `public var verticalAlignment: VerticalAlignment`.
    public var verticalAlignment: VerticalAlignment = .center

    /// `public init(horizontalAlignment: HorizontalAlignment = .justified, verticalAlignment:
    /// VerticalAlignment = .center)`.
    public init(horizontalAlignment: HorizontalAlignment = .justified, verticalAlignment: VerticalAlignment = .center) {
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
    }
}
