// swift-format-ignore-file
import UIKit

/// Two columns as wide as the screen allows, with a caption strip of 60 under each picture.
final class TwoColumnFlowLayout: UICollectionViewFlowLayout {
    private let columns: CGFloat = 2
    private let spacing: CGFloat = 12

    override init() {
        super.init()
        minimumInteritemSpacing = spacing
        minimumLineSpacing = spacing
        sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        let width = floor((UIScreen.main.bounds.width - spacing * (columns + 1)) / columns)
        itemSize = CGSize(width: width, height: width + 60)
    }
}
