// swift-format-ignore-file
import UIKit

// The screen of an iPhone 17 is 402 wide, and the collection view fills it: floor((402 − 3 × 12) / 2)
// = 183 wide, 183 + 60 = 243 tall. Two in a row fill 12 + 183 + 12 + 183 + 12 = 402 exactly, so the
// second is at x 12 + 183 + 12 = 207; the third starts the next row at y 12 + 243 + 12 = 267.
// frame: OutfitsViewController iphone-17 section 0 cell 1 = 207 12 183 243
// frame: OutfitsViewController iphone-17 section 0 cell 2 = 12 267 183 243
final class OutfitsViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: TwoColumnFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Outfits"
        collectionView.register(OutfitCell.self, forCellWithReuseIdentifier: "OutfitCell")
    }
}
