import Foundation
import Testing

/// `layoutd import` on Interface Builder documents written the way apps write them: the specs it
/// gives, the warnings for what it cannot read, and bad input that gives located errors, never a
/// crash.
struct ImportCommandTests {
    static let fixtures = "Tests/ImportFixtures"

    /// The text of one of the import fixtures.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("\(fixtures)/\(name)"), encoding: .utf8)
    }

    @Test func aXibAndAStoryboardOfSeveralScenesGiveTheirSpecs() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LayoutdBinary.run([
            "import", "\(Self.fixtures)/Photos.xib", "\(Self.fixtures)/Main.storyboard", "-o", folder.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The feed's custom layout is passed over; the tags' self-sizing cells are said.
        #expect(
            result.stderr.split(separator: "\n") == [
                "\(Self.fixtures)/Main.storyboard:35:33: warning: collection view \"Fed-cV-001\" has a layout of class FeedLayout; it is not imported",
                "\(Self.fixtures)/Main.storyboard:49:29: warning: the cells of collection view \"Tag-cV-001\" size themselves (Estimate Size: Automatic); the spec estimates them at the cell size: give the items their measured sizes",
            ]
        )
        for name in ["Photos", "Main-1", "Main-2"] {
            let written = try String(contentsOf: folder.appendingPathComponent("\(name).layout.yaml"), encoding: .utf8)
            let expected = try String(
                contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("\(Self.fixtures)/\(name).expected.yaml"),
                encoding: .utf8
            )
            // The document is named from the folder the spec is written into, which leads to it.
            let prefix = "# Imported by layoutd from "
            let shown = written.dropFirst(prefix.count).prefix { $0 != ":" }
            let document = expected.dropFirst(prefix.count).prefix { $0 != ":" }
            #expect(
                URL(fileURLWithPath: String(shown), relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath()
                    == LayoutdBinary.packageRoot.appendingPathComponent(String(document)).standardizedFileURL
                    .resolvingSymlinksInPath(),
                "\(written)"
            )
            #expect(written.drop { $0 != ":" } == expected.drop { $0 != ":" }, "\(name)")
        }
        let specs = ["Photos", "Main-1", "Main-2"].map { folder.appendingPathComponent("\($0).layout.yaml").path }
        #expect(try LayoutdBinary.run(["check"] + specs).status == 0)
        // Photos on its 393-point-wide collection view: 377 points inside the 8-point insets hold three
        // 120-point items (3 × 120 + 2 × 4 = 368); the 17 points left make the spacing 8.5, so the
        // second column starts at 8 + 120 + 8.5 = 136.5, 136.67 on the 3x pixel grid. Rows start
        // under the 44-point header and the 8-point inset, at 52, then 52 + 120 + 4 = 176.
        let frames = try LayoutdBinary.run(["compute", specs[0], "--format", "text"]).stdout
        #expect(frames.contains("header      0 0 393 44"))
        #expect(frames.contains("cell 1      136.66666666666666 52 120 120"))
        #expect(frames.contains("cell 3      8 176 120 120"))
    }

    @Test(arguments: [
        ("notes.xib", "{\"not\": \"xml\"}", "notes.xib:1:1: error: not well-formed XML"),
        (
            "plist.xib", "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n",
            "plist.xib:2:1: error: not an Interface Builder document"
        ),
        (
            "cut.storyboard", "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene",
            "cut.storyboard:4:11: error: the document ends inside an element"
        ),
        ("empty.xib", "", "empty.xib:1:1: error: the document holds no XML element"),
    ])
    func badDocumentsGiveLocatedErrors(file: String, text: String, error: String) throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(text, to: file, in: folder)
        let result = try LayoutdBinary.run(["import", file], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(error), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A collection view id with U+2028 or U+2029 (YAML's line breaks) broke the spec's first comment:
    /// the rest of the id became a line of YAML, and the spec did not read back.
    @Test func anIdWithYAMLsLineBreaksStaysInItsComment() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = try Self.fixture("Photos.xib")
        let id = "Pht\u{2028}x: 1\u{2029}cV\u{85}001"
        try LayoutdBinary.write(
            xib.replacingOccurrences(of: "id=\"Pht-cV-001\"", with: "id=\"\(id)\""),
            to: "P.xib",
            in: folder
        )
        let result = try LayoutdBinary.run(["import", "P.xib", "-o", folder.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try String(contentsOf: folder.appendingPathComponent("P.layout.yaml"), encoding: .utf8)
        let first = try #require(spec.split(separator: "\n").first)
        #expect(first.hasSuffix("(collection view \"Pht x: 1 cV 001\")."), "\(first)")
        #expect(!spec.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 || $0.value == 0x85 })
        #expect(try LayoutdBinary.run(["check", "P.layout.yaml"], in: folder).status == 0)
    }

    /// Forty lines of `let wN = wN-1 + wN-1` in a section provider, from a value of the environment:
    /// the release binary before the reader's budget grew the expression until it was killed (3 GB
    /// here, 22 GB on a larger machine); now a located error, in 0.02 s (release build).
    @Test func fortyDoublingLinesEndWithALocatedErrorWithinASecond() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = (1...40).map { "            var w\($0) = w\($0 - 1) + w\($0 - 1)" }
        let source = """
            import UIKit
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { section, environment in
                    let w0 = environment.container.effectiveContentSize.width / 3
            \(lines.joined(separator: "\n"))
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(w40), heightDimension: .absolute(44))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        try LayoutdBinary.write(source, to: "Doubling.swift", in: folder)
        let result = try LayoutdBinary.run(["import", "Doubling.swift", "-o", folder.path], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Doubling.swift:15:23: error: the value made here grows past 10000 characters or elements; no more are read"
            ),
            "\(result.stderr)"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Doubling.layout.yaml").path))
    }

    @Test func aFiftyMegabyteStoryboardIsRead() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.fixture("Photos.xib")
        // The xib's collection view, then 800,000 views of 64 bytes in its container.
        let padding = String(
            repeating: "                <view contentMode=\"scaleToFill\" id=\"pad-00-000\"/>\n",
            count: 800_000
        )
        let big = scene.replacingOccurrences(of: "            </subviews>", with: padding + "            </subviews>")
        #expect(big.utf8.count > 50_000_000)
        try LayoutdBinary.write(big, to: "Big.storyboard", in: folder)
        let result = try LayoutdBinary.run(["import", "Big.storyboard"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("itemSize: [120, 120]"))
    }

    @Test func twoDocumentsOfOneNameDoNotShareASpec() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = LayoutdBinary.packageRoot.appendingPathComponent("\(Self.fixtures)/Photos.xib")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("other"),
            withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: photos, to: folder.appendingPathComponent("other/Photos.xib"))
        let result = try LayoutdBinary.run(["import", photos.path, "other/Photos.xib", "-o", "out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "other/Photos.xib:12:17: error: \(photos.path):12:17 already gives Photos.layout.yaml"
            )
        )
    }
}

/// `layoutd import` on Swift written by hand: what it reads, what it passes over with a warning, and
/// a file that does not parse.
struct SwiftImportCommandTests {
    /// `Tests/ImportFixtures/Feed.swift`: a flow layout as a view controller configures it, and a
    /// delegate that sets section 1's insets.
    ///
    /// The item width is computed at run time, so only its line is reported.
    static var source: String {
        get throws {
            try String(
                contentsOf: LayoutdBinary.packageRoot.appendingPathComponent("Tests/ImportFixtures/Feed.swift"),
                encoding: .utf8
            )
        }
    }

    @Test func aHandWrittenFlowLayoutIsReadWithWarningsForWhatIsComputed() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(try Self.source, to: "Feed.swift", in: folder)
        let result = try LayoutdBinary.run(["import", "Feed.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // The value, `CGSize(width: width / 2, …)`, at line 7, column 27, with where its unknown part
        // comes from; nothing records the items or the environment.
        #expect(
            result.stderr.contains(
                "Feed.swift:7:27: warning: itemSize is computed from `width` (Feed.swift:4:21), which only the running app knows"
            )
        )
        #expect(
            result.stderr.contains("Feed.swift:1:1: warning: no items recorded; each section gets 12 items to edit")
        )
        // The delegate's `default: return .zero` is every other section's inset, as in UIKit, where the
        // delegate's answer wins over the layout's `sectionInset`.
        #expect(result.stdout.contains("  minimumLineSpacing: 12\n  sectionInset: [0, 0, 0, 0]\n"))
        #expect(result.stdout.contains("  - {items: 12}\n  - {items: 12, sectionInset: [8, 0, 8, 0]}\n"))
        // What it wrote is a spec.
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("feed.layout.yaml"))
        #expect(try LayoutdBinary.run(["check", "feed.layout.yaml"], in: folder).status == 0)
    }

    /// A compositional layout as apps write it (`Tests/ImportFixtures/Store.swift`): an integer
    /// enumeration of sections switched on in the provider, a helper function for each kind of
    /// section, a constant fraction, a list, a column count from the environment and a loop.
    @Test func aHandWrittenCompositionalLayoutIsReadWithWarningsForWhatItCannotKnow() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = LayoutdBinary.packageRoot.appendingPathComponent("\(ImportCommandTests.fixtures)/Store.swift")
        try LayoutdBinary.write(try String(contentsOf: source, encoding: .utf8), to: "Store.swift", in: folder)
        let result = try LayoutdBinary.run(["import", "Store.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n") == [
                "Store.swift:1:1: warning: no environments recorded; the default one is used",
                "Store.swift:1:1: warning: no items recorded; each section gets 12 items to edit",
                "Store.swift:71:9: warning: a layout built in a loop is not read; what the loop adds is left out",
            ]
        )
        let fixtures = LayoutdBinary.packageRoot.appendingPathComponent(ImportCommandTests.fixtures)
        let expected = try String(contentsOf: fixtures.appendingPathComponent("Store.expected.yaml"), encoding: .utf8)
        #expect(result.stdout == expected)
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("store.layout.yaml"))
        // The grid on the default iPhone 17 (402 points wide): the column count, computed from the
        // container, is 2 (402 is not over 500). The section's 12-point insets leave 378, which
        // `subitem:count:` shares evenly, 189 an item; the items' 4-point insets make cells
        // 181 wide at x = 12 + 4 = 16 and 12 + 189 + 4 = 205, and 126 - 8 = 118 high (a third of 378).
        // The carousel above ends at 44 + 220 = 264; 20 between sections and the item's 4 put the
        // first row at 288, the second at 288 + 126 = 414.
        let frames = try LayoutdBinary.run(["compute", "store.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(frames.stdout.contains("  cell 0      16 288 181 118\n"))
        #expect(frames.stdout.contains("  cell 3      205 414 181 118\n"))
        // The provider's constant keeps its name.
        #expect(result.stdout.contains("  columns: \"container.effectiveContentSize.width > 500 ? 4 : 2\""))
        #expect(result.stdout.contains("count: \"columns\""))
    }

    /// yahoojapan's split layout as a view controller sets it up (`Tests/ImportFixtures/Emoji.swift`):
    /// sides from a `switch` with a `default:`, a section's item size from `case (1, _)`, squares from
    /// `calculateFixedWidthRaughly`, one colour for every section, and a spacing computed from the
    /// collection view, which becomes the spec's expression.
    @Test func aHandWrittenSplitLayoutIsReadWithTheSplitLayoutsHelpers() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = LayoutdBinary.packageRoot.appendingPathComponent(ImportCommandTests.fixtures)
        let source = try String(contentsOf: fixtures.appendingPathComponent("Emoji.swift"), encoding: .utf8)
        try LayoutdBinary.write(source, to: "Emoji.swift", in: folder)
        let result = try LayoutdBinary.run(["import", "Emoji.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.split(separator: "\n") == [
                "Emoji.swift:1:1: warning: no environments recorded; the default one is used",
                "Emoji.swift:1:1: warning: no items recorded; each section gets 12 items to edit",
            ]
        )
        #expect(
            result.stdout.contains("  minimumInterItemSpacing: \"collectionView.bounds.width > 600 ? 8 : 0\"\n")
        )
        let expected = try String(contentsOf: fixtures.appendingPathComponent("Emoji.expected.yaml"), encoding: .utf8)
        #expect(
            result.stdout == expected.replacingOccurrences(of: "Tests/ImportFixtures/Emoji.swift", with: "Emoji.swift")
        )
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("emoji.layout.yaml"))
        // The default iPhone 17, 402 points wide: the columns share 402 - 16 = 386, the left 0.4 of it,
        // 154.4; the right column starts at 154.4 + 16 = 170.4 and is 231.6 wide. Its header spans it,
        // 60 high; three squares of `calculateFixedWidthRaughly(to: 3, …)` with 8 on each side are
        // Int(231.6 - 16) / 3 = 215 / 3 = 71 wide, from x = 170.4 + 8 = 178.4. On the left, section 1's
        // 60-wide items 4 apart fit two to a line (a third would end at 188 > 154.4).
        let frames = try LayoutdBinary.run(["compute", "emoji.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(frames.stdout.contains("  header      170.4 0 231.6 60\n  cell 0      178.4 60 71 71\n"))
        #expect(frames.stdout.contains("  cell 1      64 1056 60 24\n  cell 2      0 1080 60 24\n"))
    }

    /// A `sizeForItemAt` that names its steps and sizes each item from its index path gives the spec's
    /// `let:` names and a size computed for each item, not one long expression.
    @Test func aSizeForItemAtWithConstantsGivesNamesAndPerItemSizes() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try LayoutdBinary.run(["import", "\(ImportCommandTests.fixtures)/PodcastGrid.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        // The view code around the layout (`viewDidLoad`, `init(coder:)`) says nothing.
        #expect(
            result.stderr.split(separator: "\n") == [
                "\(ImportCommandTests.fixtures)/PodcastGrid.swift:1:1: warning: no environments recorded; the default one is used",
                "\(ImportCommandTests.fixtures)/PodcastGrid.swift:1:1: warning: no items recorded; each section gets 12 items to edit",
            ]
        )
        let fixture = "\(ImportCommandTests.fixtures)/PodcastGrid.expected.yaml"
        let expected = try String(
            contentsOf: LayoutdBinary.packageRoot.appendingPathComponent(fixture),
            encoding: .utf8
        )
        #expect(result.stdout == expected)
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("podcasts.layout.yaml"))
        // The default iPhone 17, 402 wide: viewWidth = 382, 3 columns, available = 382 - 12 = 370,
        // tile = floor(123.33) = 123, remaining = 370 - 369 = 1: the first item of each row is 124
        // wide. 124 + 123 + 123 + 12 = 382 fills the row between the 10-point insets, so the gaps are
        // (402 - 20 - 370) / 2 = 6: x = 10, 140, 269; the second row at y = 123 + 6 = 129.
        let frames = try LayoutdBinary.run(["compute", "podcasts.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(
            frames.stdout.contains(
                "  cell 0      10 0 124 123\n  cell 1      140 0 123 123\n  cell 2      269 0 123 123\n"
            )
        )
        #expect(frames.stdout.contains("  cell 3      10 129 124 123\n"))
    }

    /// A view controller whose flow layout comes from a storyboard: its delegate alone gives the
    /// layout's values, one size for every item computed from named constants.
    @Test func aDelegateAloneGivesUIKitsDefaultFlowLayoutItsValues() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit

            final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                @IBOutlet private var galleryView: UICollectionView!

                func collectionView(
                    _ collectionView: UICollectionView,
                    layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize {
                    let padding: CGFloat = 12
                    let perRow: CGFloat = 2
                    let width = (collectionView.frame.width - padding * (perRow + 1)) / perRow
                    return CGSize(width: width, height: width * 1.25)
                }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Gallery.swift"))
        let result = try LayoutdBinary.run(["import", "Gallery.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Gallery.swift:6:10: warning: no flow layout is made here; the delegate's values are read for UIKit's default flow layout: where a storyboard's scene holds it, give that storyboard too"
            )
        )
        #expect(result.stdout.contains("let:\n  width: \"(collectionView.frame.width - 36) / 2\"\n"))
        #expect(result.stdout.contains("  itemSize: [\"width\", \"width * 1.25\"]\n"))
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("gallery.layout.yaml"))
        // The default iPhone 17, 402 wide: (402 - 36) / 2 = 183 wide, 228.75 tall, two to a line with
        // UIKit's 10-point spacing (183 + 10 + 183 = 376 <= 402): justified, the second at 402 - 183 = 219.
        let frames = try LayoutdBinary.run(["compute", "gallery.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.stdout.contains("  cell 0      0 0 183 228.75\n  cell 1      219 0 183 228.75\n"))
    }

    /// A delegate given with its storyboard configures the layout of its scene.
    ///
    /// A view controller that is only its flow layout's delegate, given with the storyboard whose
    /// scene holds that layout: the storyboard's keys, the delegate's over them, and the layout the
    /// delegate reads back (`collectionViewLayout as! UICollectionViewFlowLayout`) is the scene's.
    /// Before, the storyboard's keys were in a spec of their own and the delegate's read UIKit's
    /// defaults: `height` was the collection view's, its section insets 0.
    @Test func aDelegateGivenWithItsStoryboardConfiguresTheScenesLayout() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit

            final class LibraryViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let layout = collectionViewLayout as! UICollectionViewFlowLayout
                    let height = collectionView.bounds.height - layout.sectionInset.left - layout.sectionInset.right
                    return CGSize(width: 160, height: height)
                }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Library.swift"))
        let storyboard = LayoutdBinary.packageRoot.appendingPathComponent(ImportCommandTests.fixtures)
            .appendingPathComponent("Main.storyboard").path
        let result = try LayoutdBinary.run(["import", "Library.swift", storyboard, "-o", "specs"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no flow layout is made here"), "\(result.stderr)")
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/Library.layout.yaml"), encoding: .utf8)
        #expect(
            spec.hasSuffix(
                """
                let:
                  height: "collectionView.bounds.height - 20 - 20"
                layout:
                  type: flow
                  scrollDirection: horizontal
                  minimumLineSpacing: 16
                  sectionInset: [0, 20, 0, 20]
                  itemSize: [160, "height"]
                sections:
                  - {items: 12}

                """
            ),
            "\(spec)"
        )
    }

    /// A size that shares the width among the section's items reads the item count as the spec does.
    @Test func aSizeThatReadsTheItemCountIsComputedPerItem() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import UIKit

            final class ChipsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(
                    _ collectionView: UICollectionView,
                    layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize {
                    let count = collectionView.numberOfItems(inSection: indexPath.section)
                    return CGSize(width: collectionView.bounds.width / CGFloat(count), height: 44)
                }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Chips.swift"))
        let result = try LayoutdBinary.run(["import", "Chips.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "itemSize: [\"collectionView.bounds.width / CGFloat(collectionView.numberOfItems(inSection: sectionIndex))\", 44]"
            )
        )
        try Data(result.stdout.utf8).write(to: folder.appendingPathComponent("chips.layout.yaml"))
        // The default 12 items on the 402-point iPhone 17: 402 / 12 = 33.5 wide, nine to a line with
        // UIKit's 10-point spacing (floor(412 / 43.5) = 9), justified with gaps of (402 - 9 × 33.5) / 8 =
        // 12.5625: the second at 46.0625, 46 on the 3x pixel grid.
        let frames = try LayoutdBinary.run(["compute", "chips.layout.yaml", "--format", "text"], in: folder)
        #expect(frames.stdout.contains("  cell 0      0 0 33.5 44\n  cell 1      46 0 33.5 44\n"))
    }

    /// A flow layout made from the file's own subclass of `AlignedCollectionViewFlowLayout`, two
    /// levels down, with WideCollectionViewLayout's `numberOfItemsPerRow`: the seed keys and the
    /// alignments, from the initializer's arguments and from assignments.
    @Test func aSubclassOfAFlowLayoutIsAFlowLayoutWithItsSeedKeys() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import AlignedCollectionViewFlowLayout
            import UIKit

            class TagLayout: AlignedCollectionViewFlowLayout {}
            final class WideTagLayout: TagLayout {
                var numberOfItemsPerRow = 1
            }

            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = WideTagLayout(horizontalAlignment: .left)
                layout.verticalAlignment = .top
                layout.numberOfItemsPerRow = 4
                layout.display = .grid(columns: 2)
                layout.itemSize = CGSize(width: 60, height: 30)
                return layout
            }

            """
        try LayoutdBinary.write(source, to: "Tags.swift", in: folder)
        let result = try LayoutdBinary.run(["import", "Tags.swift"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                  type: flow
                  horizontalAlignment: left
                  verticalAlignment: top
                  itemsPerRow: 4
                  display: {grid: 2}
                  itemSize: [60, 30]

                """
            )
        )
    }

    @Test func aFileThatDoesNotParseOrMakesNoFlowLayoutIsALocatedError() throws {
        let folder = try LayoutdBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LayoutdBinary.write(
            "let layout = UICollectionViewFlowLayout(\nlayout.itemSize = \n",
            to: "Broken.swift",
            in: folder
        )
        try LayoutdBinary.write("let x = 1\n", to: "Other.swift", in: folder)
        let broken = try LayoutdBinary.run(["import", "Broken.swift"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Broken.swift:2:"), "\(broken.stderr)")
        #expect(broken.stderr.contains("error: the file does not parse as Swift"))
        let other = try LayoutdBinary.run(["import", "Other.swift"], in: folder)
        #expect(other.status == 1)
        #expect(
            other.stderr.contains(
                "Other.swift:1:1: error: no UICollectionViewFlowLayout, UICollectionViewSplitLayout or UICollectionViewCompositionalLayout is made here"
            )
        )
    }
}
