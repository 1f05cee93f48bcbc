import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// Two layout makers behind one protocol, one handing over to the other where its data is not its
/// own (`guard let … as? PhotosModel else { return PlainLayout().make(for: model) }`): the fallback's
/// file is the fallback's layout, not the layout of the maker that calls it.
struct FallbackLayoutTests {
    static let maker = """
        import UIKit
        protocol ListModel {}
        final class PhotosModel: ListModel {}
        protocol LayoutMaker { func make(for model: ListModel) -> UICollectionViewLayout }
        struct PhotosLayout: LayoutMaker {
            func make(for model: ListModel) -> UICollectionViewLayout {
                guard model is PhotosModel else { return PlainLayout().make(for: model) }
                return UICollectionViewCompositionalLayout { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """
    static let fallback = """
        import UIKit
        struct PlainLayout: LayoutMaker {
            func make(for model: ListModel) -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """

    /// Before, `Plain.swift`'s spec was the photos grid: following the fallback's one call site ran
    /// `PhotosLayout.make`, which makes its own layout first, and that one was taken.
    @Test func theFallbacksFileIsTheFallbacksLayout() throws {
        let result = SwiftSourceImport.specs(in: [(Self.maker, "Photos.swift"), (Self.fallback, "Plain.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        let plain = try #require(result.specs.first { $0.name == "Plain" }, "\(result.specs.map(\.name))")
        #expect(plain.text.contains("absolute(56)"), "\(plain.text)")
        #expect(!plain.text.contains("absolute(90)"), "\(plain.text)")
        let photos = try #require(result.specs.first { $0.name == "Photos" }, "\(result.specs.map(\.name))")
        #expect(photos.text.contains("absolute(90)"), "\(photos.text)")
    }
}
