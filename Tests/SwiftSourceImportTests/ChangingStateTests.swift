import SpecImport
import SwiftSourceImport
import Testing

/// A stored property the screen's methods set while the app runs is read at the value it starts
/// with, and the warning names the first place in the code that changes it — the same place on
/// every run, though the methods are kept by name.
struct ChangingStateTests {
    @Test func theWarningNamesTheFirstPlaceThatChangesTheProperty() {
        // Five methods reset the cache; the first, `reload()`, does so at line 5, column 9.
        let source = """
            import UIKit
            final class ShelfViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                private var cachedSize = CGSize.zero
                func reload() {
                    cachedSize = .zero
                }
                func themeChanged() {
                    cachedSize = .zero
                }
                func sortChanged() {
                    cachedSize = .zero
                }
                func filterChanged() {
                    cachedSize = .zero
                }
                func fontChanged() {
                    cachedSize = .zero
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if cachedSize == .zero {
                        cachedSize = CGSize(width: collectionView.bounds.width, height: 64)
                    }
                    return cachedSize
                }
            }
            """
        // Read several times: each read builds the program's tables anew.
        for _ in 0..<4 {
            let warnings = SwiftSourceImport.specs(in: [(source, "Shelf.swift")]).warnings.map(\.description)
            #expect(
                warnings.contains(
                    "Shelf.swift:20:12: warning: cachedSize changes while the app runs (Shelf.swift:5:9); the value it starts with, CGSize.zero, is read: where the app shows another, edit the spec"
                ),
                "\(warnings)"
            )
        }
    }
}
