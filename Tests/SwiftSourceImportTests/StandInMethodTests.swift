import SpecImport
import SwiftSourceImport
import Testing

/// A method asked of what only the running app holds is the program's method of that name only where
/// the call could be to it: its trailing closures fill parameters the method has, and the method is
/// not the one the call is in.
struct StandInMethodTests {
    /// A screen whose own `makeConstraints()` makes two SnapKit calls of the same name,
    /// `view.snp.makeConstraints { … }`, which the files do not declare.
    static let source = """
        import SnapKit
        import UIKit

        final class TrayViewController: UIViewController {
            private var collectionView: UICollectionView!
            private let toolbar = UIToolbar()

            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpacing = 15
                layout.itemSize = CGSize(width: 100, height: 120)
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                view.addSubview(collectionView)
                view.addSubview(toolbar)
                makeConstraints()
            }

            func makeConstraints() {
                collectionView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                toolbar.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalToSuperview()
                }
            }
        }
        """

    /// Neither SnapKit call is the screen's `makeConstraints()`.
    ///
    /// Taken for it, each call ran the method again on a stand-in screen, twice a level, until the
    /// step budget was spent: no spec, an error at whichever line the budget ran out on. Neither call
    /// fits it (a trailing closure, and a method with no
    /// parameters), so the layout is read, with no word of the constraints.
    @Test func aTrailingClosureCallIsNotTheScreensMethodOfTheSameName() throws {
        let imported = try SwiftSourceImport.spec(in: Self.source, file: "TrayViewController.swift")
        #expect(imported.text.contains("minimumLineSpacing: 15\n"), "\(imported.text)")
        #expect(imported.text.contains("itemSize: [100, 120]\n"), "\(imported.text)")
        #expect(
            imported.warnings.map(\.description).allSatisfy { !$0.contains("makeConstraints") },
            "\(imported.warnings)"
        )
    }
}
