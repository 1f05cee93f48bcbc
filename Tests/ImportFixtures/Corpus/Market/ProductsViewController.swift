// swift-format-ignore-file
import UIKit

final class ProductsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    enum Section: Int, CaseIterable {
        case banner
        case products
    }

    enum Row: CGFloat {
        case banner = 180
        case product = 240
    }

    class var columns: Int { 2 }

    // The banner spans the width less the 16-point insets, 370 × 180; products share it two a row
    // with 10 between: (370 - 10) / 2 = 180 wide, 240 tall. The banner section (twelve banners, 10
    // apart, 16 below) ends at 12 × 180 + 11 × 10 + 16 = 2286; the products start 16 lower, at 2302.
    // frame: ProductsViewController iphone-17 section banner cell 0 = 16 0 370 180
    // frame: ProductsViewController iphone-17 section products cell 1 = 206 2302 180 240
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = collectionView.bounds.width - 32
        switch Section(rawValue: indexPath.section) {
        case .banner:
            return CGSize(width: width, height: Row.banner.rawValue)
        case .products:
            let spacing: CGFloat = 10
            let columns = CGFloat(Self.columns)
            return CGSize(width: (width - spacing * (columns - 1)) / columns, height: Row.product.rawValue)
        case nil:
            return .zero
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        switch section {
        case 0: return UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        default: return UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        }
    }
}
