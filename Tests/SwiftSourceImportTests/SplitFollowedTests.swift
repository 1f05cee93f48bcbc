import LayoutEngine
import LayoutSpecFormat
import SpecImport
import SwiftSourceImport
import Testing

/// A split layout read as its code runs: a helper that configures it with the app's constants, and a
/// delegate that computes its values from locals and tests a trait per section.
struct SplitFollowedTests {
    /// The imported spec of `code`, read back, with the warnings said.
    static func imported(_ code: String) throws -> (document: LayoutDocument, warnings: [String]) {
        let imported = try SwiftSourceImport.spec(in: code, file: "Shelf.swift")
        let document = try SpecParser().parse(imported.text, file: "Shelf.layout.yaml")
        return (document, imported.warnings.map(\.message))
    }

    /// The document's split layout; an issue where it is another kind.
    static func split(_ document: LayoutDocument) throws -> SplitLayoutSpec {
        guard case .split(let spec) = document.layout else { throw NotSplit() }
        return spec
    }

    struct NotSplit: Error {}

    /// The delegate's two required methods, every section on the left with 100 × 44 items.
    static let required = """
        extension ShelfViewController: UICollectionViewDelegateSectionSplitLayout {
            func collectionView(
                _ collectionView: UICollectionView,
                layout collectionViewLayout: UICollectionViewLayout,
                sideForSection section: Int
            ) -> UICollectionViewSplitLayoutSide {
                .left
            }

            func collectionView(
                _ collectionView: UICollectionView,
                layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAtIndexPath indexPath: IndexPath,
                width: CGFloat,
                side: UICollectionViewSplitLayoutSide
            ) -> CGSize {
                CGSize(width: 100, height: 44)
            }
        }
        """

    /// `configure(_:)` sets the spacing from `UX.spacing` (12) and the ratio as `1.0 / 4` (0.25): the
    /// layout's keys are what the code sets, wherever it sets them.
    @Test func aHelperThatSetsTheAppsConstantsGivesTheLayoutsKeys() throws {
        let (document, warnings) = try Self.imported(
            """
            import UICollectionViewSplitLayout
            import UIKit

            enum UX {
                static let spacing: CGFloat = 12
            }

            final class ShelfViewController: UIViewController {
                func makeLayout() -> UICollectionViewSplitLayout {
                    let layout = UICollectionViewSplitLayout()
                    configure(layout)
                    return layout
                }

                func configure(_ layout: UICollectionViewSplitLayout) {
                    layout.splitSpacing = UX.spacing
                    layout.leftSideRatio = 1.0 / 4
                }
            }

            """ + Self.required
        )
        let spec = try Self.split(document)
        #expect(spec.split.splitSpacing == 12)
        #expect(spec.split.leftSideRatio == 0.25)
        #expect(!warnings.contains { $0.contains("not written out") }, "\(warnings)")
    }

    /// Section 0's insets are 8 on each side from a local constant, 16 where the width class is
    /// regular; the others' are none: section 0's own keys, and a variant of section 0.
    @Test func aDelegatesLocalsAndTraitTestsGiveASectionsKeysAndItsVariant() throws {
        let (document, _) = try Self.imported(
            """
            import UICollectionViewSplitLayout
            import UIKit

            final class ShelfViewController: UIViewController {
                func makeLayout() -> UICollectionViewSplitLayout {
                    UICollectionViewSplitLayout()
                }
            }

            extension ShelfViewController {
                func collectionView(
                    _ collectionView: UICollectionView,
                    layout collectionViewLayout: UICollectionViewLayout,
                    insetForSectionAtIndex section: Int,
                    side: UICollectionViewSplitLayoutSide
                ) -> UIEdgeInsets {
                    let margin: CGFloat = 8
                    switch section {
                    case 0:
                        if traitCollection.horizontalSizeClass == .regular {
                            return UIEdgeInsets(top: 0, left: margin * 2, bottom: 0, right: margin * 2)
                        }
                        return UIEdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
                    default:
                        return .zero
                    }
                }
            }

            """ + Self.required
        )
        let spec = try Self.split(document)
        #expect(spec.split.sectionInset == nil)
        #expect(document.sections.first?.split.sectionInset == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let regular = spec.variants.first { $0.condition.horizontalSizeClass == .regular }
        let id = try #require(document.sections.first?.id)
        #expect(regular?.sections[id]?.sectionInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// Section 1's spacing comes from the app's model, which only the running app knows: it is left
    /// out, and the warning says so where the model is read, with what it is.
    @Test func aValueOnlyTheAppKnowsIsSaidWhereItIsRead() throws {
        let imported = try SwiftSourceImport.spec(
            in: """
                import UICollectionViewSplitLayout
                import UIKit

                final class ShelfViewController: UIViewController {
                    var model: ShelfModel!

                    func makeLayout() -> UICollectionViewSplitLayout {
                        UICollectionViewSplitLayout()
                    }
                }

                extension ShelfViewController {
                    func collectionView(
                        _ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        minimumInterItemSpacingForSectionAtIndex section: Int,
                        side: UICollectionViewSplitLayoutSide
                    ) -> CGFloat {
                        switch section {
                        case 1: return model.spacing
                        default: return 4
                        }
                    }
                }

                """ + Self.required,
            file: "Shelf.swift"
        )
        let said = imported.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(
            said.contains {
                $0.hasPrefix("20:24: the minimumInterItemSpacing of section 1 is computed from `model")
                    && $0.hasSuffix("it is left out: set it in the spec")
            },
            "\(said)"
        )
        let document = try SpecParser().parse(imported.text, file: "Shelf.layout.yaml")
        let spec = try Self.split(document)
        #expect(spec.split.minimumInterItemSpacing == 4)
        #expect(document.sections.allSatisfy { $0.split.minimumInterItemSpacing == nil })
    }

    /// The package's `layout.contentWidth(of: side)` is the side's width, as the delegate's `width` is:
    /// a header that wide, 44 high, is every section's `header: 44`.
    @Test func aHeaderAsWideAsItsSideIsItsHeightAlone() throws {
        let (document, warnings) = try Self.imported(
            """
            import UICollectionViewSplitLayout
            import UIKit

            final class ShelfViewController: UIViewController {
                let layout = UICollectionViewSplitLayout()

                func makeLayout() -> UICollectionViewSplitLayout {
                    layout
                }
            }

            extension ShelfViewController {
                func collectionView(
                    _ collectionView: UICollectionView,
                    layout collectionViewLayout: UICollectionViewLayout,
                    referenceSizeForHeaderInSection section: Int,
                    width: CGFloat,
                    side: UICollectionViewSplitLayoutSide
                ) -> CGSize {
                    CGSize(width: layout.contentWidth(of: side), height: 44)
                }
            }

            """ + Self.required
        )
        #expect(document.sections.first?.split.header == .height(44))
        #expect(!warnings.contains { $0.contains("header") }, "\(warnings)")
    }
}
