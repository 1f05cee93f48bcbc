// swift-format-ignore-file
import UIKit

// numberOfColumns starts at 1, and the coordinator sets it to a local that is 1 or 2 (its `switch`):
// one spec for each value, the first at the initial value.
// A sheet on an iPhone 17 is the full 402 wide: one column of (402 − 32 − 0) / 1 = 370, floored 370,
// 56 tall, 16 in from the left and the top. Rows are 8 apart, so the second option is at
// y 16 + 56 + 8 = 80, the third at 80 + 64 = 144.
// frame: OptionsSheetViewController iphone-17 section 0 cell 1 = 16 80 370 56
// frame: OptionsSheetViewController iphone-17 section 0 cell 2 = 16 144 370 56
// Two columns: (402 − 32 − 8 · 1) / 2 = 181, floored 181; the second option beside the first at
// x 16 + 181 + 8 = 205 (the line 16 + 181 + 8 + 181 = 386 fills 402 − 16 exactly), the third on the
// next line at y 16 + 56 + 8 = 80.
// frame: OptionsSheetViewController-17-numberOfColumns2 iphone-17 section 0 cell 1 = 205 16 181 56
// frame: OptionsSheetViewController-17-numberOfColumns2 iphone-17 section 0 cell 2 = 16 80 181 56
final class OptionsSheetViewController: UIViewController {
    var numberOfColumns: CGFloat = 1
    var options: [String] = []

    private let flowLayout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)

    override func viewDidLoad() {
        super.viewDidLoad()
        flowLayout.minimumLineSpacing = 8
        flowLayout.minimumInteritemSpacing = 8
        flowLayout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension OptionsSheetViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let spacing = flowLayout.minimumInteritemSpacing * (numberOfColumns - 1)
        let width = (collectionView.bounds.width - 32 - spacing) / numberOfColumns
        return CGSize(width: floor(width), height: 56)
    }
}
