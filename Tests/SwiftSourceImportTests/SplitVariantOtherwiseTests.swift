import LayoutEngine
import LayoutSpecFormat
import SwiftSourceImport
import Testing

/// A split layout subclass that sets a property per width in `invalidateLayout`, `else` branch
/// included: the `else` gives the layout's value where the variant does not hold, unless it is the
/// value the layout already has.
struct SplitVariantOtherwiseTests {
    /// The app's code: `makeLayout()` (with `setUp` in it, if any), the subclass and its delegate.
    static func code(setUp: String) -> String {
        """
        import UICollectionViewSplitLayout
        import UIKit

        final class ShelfViewController: UIViewController {
            func makeLayout() -> UICollectionViewSplitLayout {
                let layout = ShelfSplitLayout()
                \(setUp)
                return layout
            }
        }

        final class ShelfSplitLayout: UICollectionViewSplitLayout {
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                if let collectionView {
                    if collectionView.bounds.width >= 600 {
                        leftSideRatio = 0.4
                    } else {
                        leftSideRatio = 1
                    }
                }
                super.invalidateLayout(with: context)
            }
        }

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
    }

    /// The imported layout's `leftSideRatio`, and its variant's.
    static func ratios(setUp: String) throws -> (layout: Double?, variant: Double?) {
        let imported = try SwiftSourceImport.spec(in: code(setUp: setUp), file: "Shelf.swift")
        let document = try SpecParser().parse(imported.text, file: "Shelf.layout.yaml")
        guard case .split(let spec) = document.layout else {
            Issue.record("not a split layout")
            return (nil, nil)
        }
        return (spec.split.leftSideRatio, spec.variants.first?.layout.leftSideRatio)
    }

    /// `leftSideRatio = 1` in the `else` is UIKit's default: the spec leaves it out, as generated code
    /// writes it only to undo the variant.
    @Test func anElseThatSetsUIKitsDefaultAddsNoKey() throws {
        let ratios = try Self.ratios(setUp: "")
        #expect(ratios.layout == nil)
        #expect(ratios.variant == 0.4)
    }

    /// `makeLayout()` sets 0.5, but the subclass sets 1 wherever the width is under 600 before any
    /// layout: the layout's ratio is 1 there, not 0.5.
    @Test func anElseOverridesWhatTheLayoutWasGiven() throws {
        let ratios = try Self.ratios(setUp: "layout.leftSideRatio = 0.5")
        #expect(ratios.layout == 1)
        #expect(ratios.variant == 0.4)
    }
}
