import SwiftSourceImport
import Testing

/// A screen's view read as its collection view: said where its width is read when the screen places
/// the collection view inside the view with insets at its sides, where its height is read when the
/// collection view starts below the safe area's top, and not where it fills the view.
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
                "Icons.swift:13:21: warning: the view's geometry is read as the collection view's, but the code places the collection view inside the view with insets at its sides (Icons.swift:9): what is computed from the view's width comes out that much smaller in the spec; add the insets back where it is read"
            ]
        )
    }

    @Test func theViewsWidthIsTheCollectionViewsWhereItFillsTheView() {
        #expect(ImportDiagnosticsTests.said(Self.screen(constant: "0"), file: "Icons.swift") == [])
    }

    /// The view's height is said where the collection view starts below the safe area's top.
    ///
    /// Its width, where the collection view spans the view, is not.
    @Test func theViewsHeightIsSaidWhereTheCollectionViewStartsBelowTheSafeAreasTop() {
        let source = """
            import UIKit
            final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private let shelf = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(shelf)
                    NSLayoutConstraint.activate([
                        shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        shelf.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        shelf.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        shelf.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: view.frame.width, height: view.frame.height / 4)
                }
            }
            """
        #expect(
            ImportDiagnosticsTests.said(source, file: "Shelf.swift") == [
                "Shelf.swift:17:49: warning: the view's height is read as the collection view's, but the code pins the collection view's top or bottom elsewhere than the view's edge (Shelf.swift:10): what is computed from the view's height comes out smaller in the spec; add back what lies above or below it where it is read"
            ]
        )
    }
}
