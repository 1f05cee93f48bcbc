// swift-format-ignore-file
import UIKit

enum ProfileSection: Hashable {
    case record(Int)
    case settings([SettingItem])
    case info(title: String)
}

final class ProfileViewController: UIViewController {
    private let sections = ProfileStore.shared.sections

    private lazy var profileCollectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(profileCollectionView)
    }
}

// The record section: one 150-point card a row across 402 - 2 × 20; its header is 44 tall above it
// and pinned: (20, 0, 362, 44), the first card at (20, 44, 362, 150).
// frame: ProfileViewController iphone-17 section record header = 20 0 362 44
// frame: ProfileViewController iphone-17 section record cell 0 = 20 44 362 150
extension ProfileViewController {
    private func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
            guard let self = self else { return nil }
            let section = self.sections[sectionIndex]
            switch section {
            case .record(_):
                return self.createRecordSection()
            case .settings(let items):
                return self.createSettingsSection(rows: items.count)
            case .info:
                return self.createInfoSection()
            }
        }
    }

    private func createRecordSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    private func createSettingsSection(rows: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 16, leading: 20, bottom: 16, trailing: 20)
        return section
    }

    private func createInfoSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        header.pinToVisibleBounds = true
        return header
    }
}
