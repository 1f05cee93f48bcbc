// swift-format-ignore-file
import UIKit

// numberOfColumns is read at its initial value, 1 (where the app sets 2 the spec is to be edited).
// A sheet on an iPhone 17 is the full 402 wide: one column of (402 − 32 − 0) / 1 = 370, floored 370,
// 56 tall, 16 in from the left and the top. Rows are 8 apart, so the second option is at
// y 16 + 56 + 8 = 80, the third at 80 + 64 = 144.
// frame: OptionsSheetViewController iphone-17 section 0 cell 1 = 16 80 370 56
// frame: OptionsSheetViewController iphone-17 section 0 cell 2 = 16 144 370 56
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
