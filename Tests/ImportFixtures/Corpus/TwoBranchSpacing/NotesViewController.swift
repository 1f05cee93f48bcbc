// swift-format-ignore-file
import UIKit

// Rows of one note, 402 − 2 × 16 = 370 wide and 72 tall, 16 in from the left and 12 from the top.
// The roomy setting comes from UserDefaults, never registered here: a fresh install reads `false`, so
// NotesViewController takes the other branch, 8 between rows: the second note at y 12 + 72 + 8 = 92,
// the third at 92 + 80 = 172. NotesViewController-25-set has it set, 20 between rows: the second at
// y 12 + 72 + 20 = 104, the third at 104 + 92 = 196.
// frame: NotesViewController iphone-17 section 0 cell 1 = 16 92 370 72
// frame: NotesViewController iphone-17 section 0 cell 2 = 16 172 370 72
// frame: NotesViewController-25-set iphone-17 section 0 cell 1 = 16 104 370 72
// frame: NotesViewController-25-set iphone-17 section 0 cell 2 = 16 196 370 72
final class NotesViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        if UserDefaults.standard.bool(forKey: "roomyNotes") {
            layout.minimumLineSpacing = 20
        } else {
            layout.minimumLineSpacing = 8
        }
        layout.itemSize = CGSize(width: 370, height: 72)
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        return layout
    }
}
