// swift-format-ignore-file
import UIKit

final class HomeViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case hero
        case categories
        case recent
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = UX.sectionSpacing
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, environment in
            guard let self else { return nil }
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .hero:
                return self.heroSection()
            case .categories:
                return self.categoriesSection(columns: 4)
            case .recent:
                return self.recentSection(environment: environment)
            }
        }, configuration: configuration)
        return layout
    }
}
