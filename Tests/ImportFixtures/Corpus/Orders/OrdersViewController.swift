// swift-format-ignore-file
import UIKit

// A grouped list of the app's own making: UIKit's row estimate on iOS 26 is 52, the first section
// starts 35 below the top (grouped lists' padding), rows full width: (0, 35, 402, 52), then
// (0, 87, 402, 52).
// frame: OrdersViewController iphone-17 section 0 cell 0 = 0 35 402 52
// frame: OrdersViewController iphone-17 section 0 cell 1 = 0 87 402 52
final class OrdersViewController: UICollectionViewController {
    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.showsSeparators = false
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
