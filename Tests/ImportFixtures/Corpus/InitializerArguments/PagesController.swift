// swift-format-ignore-file
import UIKit

// PagesController(height: 200): pages estimated at floor(200 × 0.6) = 120 wide, 200 tall, in columns
// that scroll sideways, 16 in from the left. On an iPhone 17 the column is the whole 874 points (the
// safe area is added only at the ends of the scroll axis, 0 at the sides): four pages take
// 4 × 200 + 3 × 10 = 830, a fifth would not fit. A full column is justified: the 874 − 800 = 74 points
// left over go in its three gaps, 24.667 each, so the second page is at y 200 + 24.667 = 224.667; the
// fifth page starts the second column at x 16 + 120 + 10 = 146.
// frame: PagesController iphone-17 section 0 cell 1 = 16 224.667 120 200
// frame: PagesController iphone-17 section 0 cell 4 = 146 0 120 200
final class PagesController: UICollectionViewController {
    private var pages: [Page] = []

    init(height: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: floor(height * 0.6), height: height)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PageCell.self, forCellWithReuseIdentifier: PageCell.reuseIdentifier)
        collectionView.showsHorizontalScrollIndicator = false
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = PagesController(height: 200)
        window.makeKeyAndVisible()
        self.window = window
    }
}
