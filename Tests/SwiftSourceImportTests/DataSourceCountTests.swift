import SwiftSourceImport
import Testing

/// A flow delegate that sizes its items from the collection the data source counts
/// (`numberOfItemsInSection` returns `self.tabs.count`): the section's count of items, which the spec
/// knows in each section, and never empty for an item being sized.
struct DataSourceCountTests {
    static let source = """
        import UIKit
        final class TabsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            private let tabs: [String]
            private let strip: UICollectionView = {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.minimumLineSpacing = 0
                return UICollectionView(frame: .zero, collectionViewLayout: layout)
            }()

            init(tabs: [String]) {
                self.tabs = tabs
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                self.tabs.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tab", for: indexPath)
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                if tabs.isEmpty { return .zero }
                return CGSize(width: collectionView.bounds.width / CGFloat(tabs.count), height: 52)
            }
        }
        """

    /// Before, two specs: one whose items were 0 × 0 (`isEmpty` taken as only the app knows it),
    /// and one with UIKit's 50 × 50 (the count unknown).
    @Test func theCountedCollectionIsTheSectionsItems() throws {
        let result = SwiftSourceImport.specs(in: [(Self.source, "Tabs.swift")])
        #expect(result.specs.count == 1)
        #expect(
            result.specs.first?.text.contains(
                #"itemSize: ["collectionView.bounds.width / CGFloat(collectionView.numberOfItems(inSection: 0))", 52]"#
            ) == true
        )
    }
}
