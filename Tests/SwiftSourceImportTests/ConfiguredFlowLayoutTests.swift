import Foundation
import LayoutEngine
import SpecImport
import SwiftSourceImport
import Testing

/// Flow layouts configured in the shapes real screens use: a `then { $0… }` block, `.init()` with the
/// type stated, a computed property's implicit getter, and the key window reached through the
/// application's scenes.
struct ConfiguredFlowLayoutTests {
    /// Before, the block was not run: UIKit's defaults, without a word.
    @Test func aThenBlockConfiguresTheLayoutItIsGiven() throws {
        let source = """
            import UIKit
            final class ShelvesController: UIViewController {
                private let flowLayout = UICollectionViewFlowLayout().then {
                    $0.scrollDirection = .vertical
                    $0.minimumLineSpacing = 32
                    $0.sectionInset = .init(top: 24, left: 0, bottom: 40, right: 0)
                }
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Shelves.swift")
        #expect(imported.text.contains("  minimumLineSpacing: 32\n"), "\(imported.text)")
        #expect(
            imported.text.contains("  sectionInset: {top: 24, left: 0, bottom: 40, right: 0}\n"),
            "\(imported.text)"
        )
    }

    /// A collection view made with a bare layout and configured in a `then` block that makes
    /// another layout, sets it up and installs it (`$0.collectionViewLayout = layout`).
    ///
    /// Before, the block was not run on the collection view: the bare layout's UIKit defaults, silently.
    @Test func aThenBlockOnTheCollectionViewInstallsItsLayout() throws {
        let source = """
            import UIKit
            final class ChatViewController: UIViewController {
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).then {
                    let layout = UICollectionViewFlowLayout()
                    layout.sectionInset = UIEdgeInsets(top: 16, left: 0, bottom: 0, right: 0)
                    layout.itemSize = CGSize(width: 320, height: 60)
                    layout.minimumLineSpacing = 12
                    $0.collectionViewLayout = layout
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Chat.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("sectionInset: [16, 0, 0, 0]"), "\(text)")
        #expect(text.contains("itemSize: [320, 60]"), "\(text)")
        #expect(text.contains("minimumLineSpacing: 12"), "\(text)")
    }

    /// A scroll direction the size classes choose (`isRegular ? .vertical : .horizontal`), which a
    /// key of cases cannot compute: left out and said, the other keys kept.
    ///
    /// Before, the spec held the expression and did not check: no spec at all.
    @Test func aScrollDirectionTheEnvironmentChoosesIsSaid() throws {
        let source = """
            import UIKit
            final class CoursesViewController: UIViewController {
                @IBOutlet var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flowLayout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
                    flowLayout?.minimumLineSpacing = 0
                    let isRegular = traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular
                    flowLayout?.scrollDirection = isRegular ? .vertical : .horizontal
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Courses.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(!text.contains("scrollDirection"), "\(text)")
        #expect(text.contains("minimumLineSpacing: 0"), "\(text)")
        #expect(
            result.warnings.contains { $0.message.hasPrefix("scrollDirection is computed from the environment") },
            "\(result.warnings)"
        )
    }

    /// An item size a view's `layoutSubviews()` computes from the first section's count of items
    /// (`Int(width) / numberOfItems(inSection: 0)`, seven weekdays): worked out item by item, as each
    /// section's `itemSize`.
    ///
    /// Before, the layout's `itemSize` read the count, which a spec reads only in an item's size: no
    /// spec.
    @Test func anItemSizeFromASectionsCountIsEachSectionsItemSize() throws {
        let source = """
            import UIKit
            final class MonthView: UIView {
                let collection: UICollectionView
                override init(frame: CGRect) {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumInteritemSpacing = 0
                    collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    guard let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                    let side = Int(collection.frame.width) / collection.numberOfItems(inSection: 0)
                    layout.itemSize = CGSize(width: side, height: side)
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Month.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        // The spec's 12 items a section: Int(390) / 12 = 32 on the phone, Int(820) / 12 = 68 on the
        // tablet, square.
        let cells = try ImportedLayout.firstSections(of: text, in: ImportedLayout.phoneAndTablet)
        #expect(cells[0].first?.frame.size == Size(width: 32, height: 32), "\(text)")
        #expect(cells[1].first?.frame.size == Size(width: 68, height: 68), "\(text)")
    }

    /// Before, no flow layout was found ("no flow layout is made here"), and the horizontal pager was
    /// read as UIKit's vertical default.
    @Test func anImplicitInitializerOfAStatedFlowLayoutMakesOne() throws {
        let source = """
            import UIKit
            final class PagesController: UIViewController {
                lazy var collectionView: UICollectionView = {
                    let flowLayout: UICollectionViewFlowLayout = .init()
                    flowLayout.scrollDirection = .horizontal
                    flowLayout.minimumLineSpacing = 0
                    return UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
                }()
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Pages.swift")
        #expect(imported.text.contains("  scrollDirection: horizontal\n"), "\(imported.text)")
        #expect(
            !imported.warnings.contains { $0.message.contains("no flow layout is made here") },
            "\(imported.warnings)"
        )
    }

    /// Before, the getter's local was read as a stored property's initial value: the layout was
    /// made, and nothing set on it was read, without a word.
    @Test func aComputedPropertysImplicitGetterIsRun() throws {
        let source = """
            import UIKit
            struct CardsLayoutGuide {
                static var flowLayout: UICollectionViewFlowLayout {
                    let flowLayout = UICollectionViewFlowLayout()
                    flowLayout.minimumLineSpacing = 26
                    flowLayout.scrollDirection = .horizontal
                    return flowLayout
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Cards.swift")
        #expect(imported.text.contains("  minimumLineSpacing: 26\n"), "\(imported.text)")
        #expect(imported.text.contains("  scrollDirection: horizontal\n"), "\(imported.text)")
    }

    /// Before, the status bar's height through the scenes was "only the running app knows", and 0.
    @Test func theKeyWindowThroughTheScenesIsTheCollectionView() throws {
        let source = """
            import UIKit
            func statusBarHeight() -> CGFloat {
                UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .filter { $0.activationState == .foregroundActive }
                    .first?
                    .keyWindow?
                    .safeAreaInsets
                    .top ?? 0
            }
            final class HeaderController: UIViewController {
                func makeLayout() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.sectionInset = UIEdgeInsets(top: statusBarHeight() + 8, left: 0, bottom: 0, right: 0)
                    return layout
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Header.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("collectionView.safeAreaInsets.top + 8"), "\(text)")
        #expect(
            result.warnings.contains { $0.message.hasPrefix("the key window is read as the collection view") },
            "\(result.warnings)"
        )
    }

    /// A computed property that casts the collection view's layout (a storyboard's), which the
    /// screen configures through it (`self.flowLayout.minimumLineSpacing = 1`) and reads back.
    ///
    /// Before, no flow layout was found: the spacings were UIKit's 10, and the item size read 10 back.
    @Test func aComputedPropertyThatCastsTheLayoutIsConfiguredThroughIt() throws {
        let source = """
            import UIKit
            final class MediaController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                fileprivate var flowLayout: UICollectionViewFlowLayout {
                    return self.collectionView?.collectionViewLayout as! UICollectionViewFlowLayout
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.flowLayout.minimumInteritemSpacing = 1
                    self.flowLayout.minimumLineSpacing = 1
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let side = view.bounds.width / 3 - flowLayout.minimumInteritemSpacing
                    return CGSize(width: side, height: side)
                }
            }
            """
        let imported = try SwiftSourceImport.spec(in: source, file: "Media.swift")
        #expect(imported.text.contains("  minimumInteritemSpacing: 1\n"), "\(imported.text)")
        #expect(imported.text.contains("  minimumLineSpacing: 1\n"), "\(imported.text)")
        #expect(imported.text.contains("collectionView.bounds.width / 3 - 1"), "\(imported.text)")
    }

    /// A flow layout made where the collection view is made, then taken back from it with a cast
    /// and configured (`guard let flowLayout = collectionView.collectionViewLayout as? …`).
    ///
    /// Before, the cast was read as another layout, made elsewhere: UIKit's 50 × 50 items and
    /// 10-point spacings, without a word.
    @Test func aLayoutTakenBackFromTheCollectionViewIsTheOneGivenIt() throws {
        let source = """
            import UIKit
            final class AlbumsViewController: UIViewController {
                private var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureCollectionView()
                }
                private func configureCollectionView() {
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    view.addSubview(collectionView)
                    guard let flowLayout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                    let spacing: CGFloat = 12
                    let width = (view.bounds.width / 2) - spacing
                    flowLayout.itemSize = CGSize(width: width, height: width)
                    flowLayout.minimumLineSpacing = spacing
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Albums.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(result.specs.count == 1, "\(result.specs.map(\.text))")
        #expect(
            text.contains(
                "itemSize: [\"collectionView.bounds.width / 2 - 12\", \"collectionView.bounds.width / 2 - 12\"]"
            ),
            "\(text)"
        )
        #expect(text.contains("  minimumLineSpacing: 12\n"), "\(text)")
    }

    /// A collection view subclass whose stored flow layout its initializer configures before
    /// `super.init(frame:collectionViewLayout:)`.
    ///
    /// Before, what the initializer set was dropped without a word: UIKit's vertical 50 × 50 layout.
    @Test func theInitializerConfiguresTheStoredLayout() throws {
        let source = """
            import UIKit
            final class CarouselView: UICollectionView {
                private let flowLayout = UICollectionViewFlowLayout()
                init() {
                    flowLayout.itemSize = CGSize(width: 136, height: 240)
                    flowLayout.scrollDirection = .horizontal
                    flowLayout.minimumLineSpacing = 16
                    super.init(frame: .zero, collectionViewLayout: flowLayout)
                    showsHorizontalScrollIndicator = false
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Carousel.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(result.specs.count == 1, "\(result.specs.map(\.text))")
        #expect(text.contains("  scrollDirection: horizontal\n"), "\(text)")
        #expect(text.contains("  itemSize: [136, 240]\n"), "\(text)")
        #expect(text.contains("  minimumLineSpacing: 16\n"), "\(text)")
    }
}
