// swift-format-ignore-file
import UIKit

final class FeaturedViewController: UIViewController {
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewCompositionalLayout(section: LayoutFactory.carousel())
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
}
