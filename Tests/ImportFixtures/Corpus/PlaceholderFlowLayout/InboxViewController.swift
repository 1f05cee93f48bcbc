// swift-format-ignore-file
import UIKit

// The flow layout of init() is replaced in viewDidLoad, before anything is laid out: the plain list
// is what UIKit shows. Its rows are the whole width (402) and UIKit's estimated height on iOS 26
// (the body font's line height + 30, 52 at the Large text size), with nothing between them: the
// second row at y 52, the fourth at 3 × 52 = 156.
// frame: InboxViewController iphone-17 section 0 cell 1 = 0 52 402 52
// frame: InboxViewController iphone-17 section 0 cell 3 = 0 156 402 52
final class InboxViewController: UICollectionViewController {
    private var messages: [Message] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        collectionView.collectionViewLayout = makeLayout()
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
