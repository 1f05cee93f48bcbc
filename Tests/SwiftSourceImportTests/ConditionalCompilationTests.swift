import Foundation
import SpecImport
import SwiftSourceImport
import Testing

/// `#if` in an app that also builds for the Mac: the code read is the clause a phone's release build
/// compiles, and every line the import reports is the file's own.
struct ConditionalCompilationTests {
    /// A list whose appearance the Mac's build chooses apart (a settings screen's provider), the
    /// phone's given by the app's own case of UIKit's enumeration.
    ///
    /// Before, neither clause was read: the provider's `configuration` was not known, the section
    /// had no list, and the spec refused itself ("a compositional section needs a `group`").
    @Test func theProviderReadsThePhonesClause() throws {
        let source = """
            import UIKit
            extension UICollectionLayoutListConfiguration.Appearance {
                static var defaultGrouped: Self {
                    #if targetEnvironment(macCatalyst)
                    return .insetGrouped
                    #else
                    return .grouped
                    #endif
                }
            }
            final class SettingsViewController: UICollectionViewController {
                init() {
                    super.init(collectionViewLayout: UICollectionViewCompositionalLayout { _, environment in
                        #if targetEnvironment(macCatalyst)
                        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                        #elseif os(iOS)
                        var configuration = UICollectionLayoutListConfiguration(appearance: .defaultGrouped)
                        #else
                        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                        #endif
                        configuration.headerMode = .supplementary
                        configuration.footerMode = .none
                        configuration.backgroundColor = .clear
                        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                    })
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Settings.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("appearance: grouped"), "\(text)")
        #expect(text.contains("headerMode: supplementary"), "\(text)")
        // The warning after the blocks is at the file's own line and column.
        let colour = result.warnings.filter { $0.message.contains("backgroundColor") }
        #expect(colour.map { "\($0.line):\($0.column)" } == ["23:13"], "\(result.warnings)")
    }

    /// A method and a flow layout's keys that only the Mac's build or a debug build has; a module
    /// only the Mac imports.
    @Test func otherBuildsCodeIsLeftOut() throws {
        let source = """
            import UIKit
            final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let layout = UICollectionViewFlowLayout()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout.minimumLineSpacing = 4
                    #if DEBUG
                    layout.minimumLineSpacing = 40
                    #endif
                    #if canImport(AppKit)
                    layout.minimumInteritemSpacing = 30
                    #elseif canImport(UIKit)
                    layout.minimumInteritemSpacing = 3
                    #endif
                }
                #if os(macOS)
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 200, height: 200)
                }
                #else
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 90, height: 90)
                }
                #endif
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Grid.swift")])
        let text = try #require(result.specs.first?.text, "\(result.failures)")
        #expect(text.contains("minimumLineSpacing: 4"), "\(text)")
        #expect(text.contains("minimumInteritemSpacing: 3"), "\(text)")
        #expect(text.contains("itemSize: [90, 90]"), "\(text)")
    }

    /// `if #available(iOS 11.0, *)` around a layout's key, in an app older than every iOS the format
    /// lays out: the code of every device, read as the layout's own.
    ///
    /// Before, it was a variant `systemVersion: {atLeast: 11.0}`, which the spec's own check refused
    /// (15 to 26): no spec, and an error at the cast, not at the test.
    @Test func availabilityBelowEveryLaidOutVersionHolds() throws {
        let source = """
            import UIKit
            final class TagsViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let layout = collectionView?.collectionViewLayout as? UICollectionViewFlowLayout else { return }
                    layout.minimumLineSpacing = 8
                    if #available(iOS 11.0, *) {
                        layout.sectionInsetReference = .fromSafeArea
                    }
                    if #available(iOS 17.0, *) {
                        layout.minimumInteritemSpacing = 4
                    }
                }
            }
            """
        let result = SwiftSourceImport.specs(in: [(source, "Tags.swift")])
        #expect(result.failures.isEmpty, "\(result.failures)")
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("  sectionInsetReference: fromSafeArea\n"), "\(text)")
        #expect(!text.contains("atLeast: 11"), "\(text)")
        // A version the format lays out before is still a variant.
        #expect(text.contains("systemVersion: {atLeast: 17"), "\(text)")
    }
}
