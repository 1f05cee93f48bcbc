// swift-format-ignore-file
import UIKit

extension NSCollectionLayoutSection {
    /// A settings-style list: rows inset from the edges, rounded as a card.
    static func insetList(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.showsSeparators = true
        return self.list(using: config, layoutEnvironment: environment)
    }
}
