// swift-format-ignore-file
import UIKit

// An adapter that makes its layout through a generic function (`Layout(sectionProvider:)`, `Layout`
// a UICollectionViewCompositionalLayout); each section identifier the data source holds asks the
// section adapter it carries for its layout. Only the running app holds the identifiers, but one
// type declares each method asked of them, and the app makes one GridAdapter, configured where it
// is made: 150-point minimum columns, 90-point rows.
// On an iPhone 17 (402 wide): columns max(floor(402 / 150), 1) = 2, tiles floor(402 / 2) = 201 wide
// and 90 tall: item 1 at x 201, item 2 on the second row at y 90.
// frame: CollectionAdapter iphone-17 section 0 cell 1 = 201 0 201 90
// frame: CollectionAdapter iphone-17 section 0 cell 2 = 0 90 201 90
final class CollectionAdapter: NSObject {
    typealias DataSource = UICollectionViewDiffableDataSource<FeedSection, String>

    private let collectionView: UICollectionView
    private var dataSource: DataSource!

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        setLayout(type: UICollectionViewCompositionalLayout.self)
    }

    func setLayout<Layout: UICollectionViewCompositionalLayout>(type: Layout.Type) {
        let provider: UICollectionViewCompositionalLayoutSectionProvider = { [weak self] index, environment in
            guard let section = self?.dataSource.sectionIdentifier(for: index) else {
                return nil
            }
            return section.layout(environment: environment)
        }
        collectionView.collectionViewLayout = Layout(sectionProvider: provider)
    }
}
