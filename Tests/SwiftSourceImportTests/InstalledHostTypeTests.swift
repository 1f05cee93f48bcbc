import SwiftSourceImport
import Testing

/// `host is T` on a helper's reference that screens fill with `self` (`helper.install(into: self)`):
/// decided for the screen whose delegate is read when it installs itself, a choice of the app's when
/// it does not (its helper's host is another screen, or none).
struct InstalledHostTypeTests {
    /// A screen `Screen: Superclass` whose delegate reads its helper's spacing, installing itself into
    /// the helper when `installs`; a drawer that installs itself into its own helper too.
    static func source(screen: String, installs: Bool) -> String {
        """
        import UIKit
        final class Metrics {
            private weak var host: UIViewController?
            func install(into host: UIViewController) { self.host = host }
            func spacing() -> CGFloat { host is DrawerViewController ? 4 : 12 }
        }
        class DrawerViewController: UIViewController {}
        final class SideDrawer: DrawerViewController {
            let metrics = Metrics()
            override func viewDidLoad() { super.viewDidLoad(); metrics.install(into: self) }
        }
        final class \(screen), UICollectionViewDelegateFlowLayout {
            let metrics = Metrics()
            override func viewDidLoad() {
                super.viewDidLoad()
                let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.delegate = self
                view.addSubview(collectionView)
                \(installs ? "metrics.install(into: self)" : "")
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                metrics.spacing()
            }
        }
        """
    }

    static func spacings(_ source: String) -> [String] {
        SwiftSourceImport.specs(in: [(source, "Grid.swift")]).specs.map { spec in
            spec.text.split(separator: "\n").first { $0.contains("minimumLineSpacing") }.map(String.init) ?? "none"
        }
    }

    @Test func aScreenThatInstallsItselfDecidesTheTest() {
        #expect(
            Self.spacings(Self.source(screen: "GridDrawer: DrawerViewController", installs: true)) == [
                "  minimumLineSpacing: 4"
            ]
        )
        #expect(
            Self.spacings(Self.source(screen: "GridViewController: UIViewController", installs: true)) == [
                "  minimumLineSpacing: 12"
            ]
        )
    }

    /// The screen read never installs itself: its helper's host is not known here, and both ways are
    /// specs.
    @Test func aScreenThatDoesNotInstallItselfLeavesAChoice() {
        let spacings = Self.spacings(Self.source(screen: "GridViewController: UIViewController", installs: false))
        #expect(spacings.sorted() == ["  minimumLineSpacing: 12", "  minimumLineSpacing: 4"])
    }
}
