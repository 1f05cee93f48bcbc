import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// A value made with an initializer its protocol's extension declares (`Theme()`, where the struct
/// declares only `init(_ family:)` and `extension Sheet { init() { self.init(Family.current) } }`),
/// which hands over to the struct's own initializer with `self.init(…)`.
struct ProtocolInitializerTests {
    static let source = """
        import UIKit
        enum Family { case compact, spacious; static var current: Family { .compact } }
        protocol Sheet { init(_ family: Family) }
        extension Sheet {
            init() { self.init(Family.current) }
        }
        struct CarouselTheme: Sheet {
            let spacing: CGFloat
            let insets: UIEdgeInsets
            init(_ family: Family) {
                spacing = 12
                insets = UIEdgeInsets(top: 0, left: 25, bottom: 0, right: 25)
            }
        }
        final class CarouselView: UIView {
            static let theme = CarouselTheme()
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.minimumLineSpacing = CarouselView.theme.spacing
                layout.sectionInset = CarouselView.theme.insets
                return layout
            }
        }
        """

    /// Before, both were "only the running app knows": UIKit's 10 and no insets.
    @Test func theProtocolsInitializerRunsTheTypesOwn() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "Carousel.swift")
        #expect(imported.text.contains("  minimumLineSpacing: 12\n"), "\(imported.text)")
        #expect(
            imported.text.contains("  sectionInset: {top: 0, left: 25, bottom: 0, right: 25}\n"),
            "\(imported.text)"
        )
        #expect(
            !imported.warnings.contains { $0.message.contains("only the running app knows") },
            "\(imported.warnings)"
        )
    }
}
