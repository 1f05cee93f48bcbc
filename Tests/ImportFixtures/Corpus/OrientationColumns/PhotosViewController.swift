// swift-format-ignore-file
import UIKit

// The columns follow the idiom (held in a constant) and the interface's orientation (through the
// app's extension of UIApplication), in nested tests: 3 on a phone upright, 5 on its side, 5 on an
// iPad upright, 7 on its side. `display` is the layout's own enumeration, set without its type's name.
// iphone-17, 402 wide, upright, 3 columns: side (402 - 2 × 4) / 3 = 131.333; cell 1 at
// x 131.333 + 4 = 135.333, cell 3 on the second row at y 131.333 + 4 = 135.333.
// frame: PhotosViewController iphone-17 section 0 cell 1 = 135.333 0 131.333 131.333
// frame: PhotosViewController iphone-17 section 0 cell 3 = 0 135.333 131.333 131.333

/// A grid of a chat's photos.
final class PhotosViewController: UIViewController {
    private let gridLayout: PhotoGridLayout = {
        let layout = PhotoGridLayout()
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        return layout
    }()

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: gridLayout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateColumns()
    }

    private func updateColumns() {
        guard let orientation = UIApplication.shared.interfaceOrientation else { return }
        let idiom = UIDevice.current.userInterfaceIdiom
        let display: PhotoDisplay
        if idiom == .phone {
            if orientation.isPortrait {
                display = .grid(columns: 3)
            } else {
                display = .grid(columns: 5)
            }
        } else {
            if orientation.isPortrait {
                display = .grid(columns: 5)
            } else {
                display = .grid(columns: 7)
            }
        }
        gridLayout.display = display
        gridLayout.availableWidth = view.bounds.width
    }
}
