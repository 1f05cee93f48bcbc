import SwiftSourceImport
import Testing

/// A screen's view read as its collection view: said where its width is read when the screen places
/// the collection view inside the view with insets at its sides, and not where it fills the view.
struct RootViewInsetsTests {
    static func screen(constant: String) -> String {
        """
        import UIKit
        final class IconsViewController: UIViewController {
            private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(collectionView)
                NSLayoutConstraint.activate([
                    collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(constant)),
                    collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -\(constant)),
                ])
                let layout = UICollectionViewFlowLayout()
                let side = (view.bounds.width - 60) / 4
                layout.itemSize = CGSize(width: side, height: side)
                collectionView.setCollectionViewLayout(layout, animated: false)
            }
        }
        """
    }

    @Test func theViewsWidthIsSaidWhereTheCollectionViewIsInsetInIt() {
        #expect(
            ImportDiagnosticsTests.said(Self.screen(constant: "22"), file: "Icons.swift") == [
                "Icons.swift:13:21: warning: the view's geometry is read as the collection view's, but the code places the collection view inside the view with insets at its sides (Icons.swift:8): what is computed from the view's width comes out that much smaller in the spec; add the insets back where it is read"
            ]
        )
    }

    @Test func theViewsWidthIsTheCollectionViewsWhereItFillsTheView() {
        #expect(ImportDiagnosticsTests.said(Self.screen(constant: "0"), file: "Icons.swift") == [])
    }
}
