// swift-format-ignore-file
import UIKit

final class SettingsViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
    }

    // A plain list: rows of UIKit's estimated height on iOS 26 (the body font's leading + 30, 52 at
    // the Large text size), as wide as the screen, one under the other from the top.
    // frame: SettingsViewController iphone-17 section 0 cell 0 = 0 0 402 52
    // frame: SettingsViewController iphone-17 section 0 cell 2 = 0 104 402 52
    private func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = sectionIndex == 0 ? .none : .supplementary
            configuration.showsSeparators = true
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            return section
        }
        return layout
    }
}
