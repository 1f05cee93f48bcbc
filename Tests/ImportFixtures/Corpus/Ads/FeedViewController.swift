// swift-format-ignore-file
import UIKit

enum FeedSection: Int, CaseIterable {
    case posts
    case sponsored
    case suggestions
}

// The posts: full-width rows 300 tall, none apart; section 1 comes from a helper in a file that is
// not given (AdsLayout), so the spec leaves it out with a comment and a warning; the suggestions,
// rows of 100, follow the posts as the spec's second section: twelve posts end at 12 × 300 = 3600.
// frame: FeedViewController iphone-17 section posts cell 1 = 0 300 402 300
// frame: FeedViewController iphone-17 section suggestions cell 0 = 0 3600 402 100
final class FeedViewController: UIViewController {
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch FeedSection(rawValue: sectionIndex) {
            case .posts:
                return Self.rows(height: 300)
            case .sponsored:
                return AdsLayout.sponsoredSection(environment: environment)
            case .suggestions:
                return Self.rows(height: 100)
            case nil:
                return nil
            }
        }
    }

    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}
