// swift-format-ignore-file
import UIKit

final class FeedViewController: UIViewController {
    private let gridAdapter: GridAdapter = {
        let adapter = GridAdapter()
        adapter.rowHeight = 90
        adapter.columns = .init(minimumWidth: 150)
        return adapter
    }()
}
