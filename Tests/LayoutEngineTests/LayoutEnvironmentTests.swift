import LayoutEngine
import Testing

struct LayoutEnvironmentTests {
    static let safeArea = EdgeInsets(top: 20, left: 30, bottom: 10, right: 40)

    static func environment(_ adjustment: ContentInsetAdjustment) -> LayoutEnvironment {
        LayoutEnvironment(
            name: "e",
            size: Size(width: 400, height: 600),
            safeArea: safeArea,
            contentInset: EdgeInsets(all: 1),
            contentInsetAdjustment: adjustment
        )
    }

    @Test func automaticAddsTheSafeAreaOnTheScrollAxisOnly() {
        let environment = Self.environment(.automatic)
        #expect(
            environment.adjustedContentInset(scrollsVertically: true)
                == EdgeInsets(top: 21, left: 1, bottom: 11, right: 1)
        )
        #expect(
            environment.adjustedContentInset(scrollsVertically: false)
                == EdgeInsets(top: 1, left: 31, bottom: 1, right: 41)
        )
    }

    @Test func neverAndAlwaysAddNoneOrAllOfTheSafeArea() {
        #expect(Self.environment(.never).adjustedContentInset(scrollsVertically: true) == EdgeInsets(all: 1))
        #expect(
            Self.environment(.always).adjustedContentInset(scrollsVertically: true)
                == EdgeInsets(top: 21, left: 31, bottom: 11, right: 41)
        )
    }

    @Test func defaultsFollowTheSize() {
        let narrow = LayoutEnvironment(name: "n", size: Size(width: 599, height: 600))
        #expect(narrow.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        // A root view's margins: a phone (shorter side 599 < 600) that is a wide one (599 ≥ 414) gets 20
        // on the left and right; no safe area, so 0 at the top and bottom.
        #expect(narrow.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test func conditionsHoldOnlyWhenEveryKeyHolds() {
        let environment = LayoutEnvironment(name: "e", size: Size(width: 700, height: 500))
        #expect(TraitCondition(minWidth: 700, maxWidth: 700).holds(in: environment))
        #expect(!TraitCondition(horizontalSizeClass: .regular, minWidth: 701).holds(in: environment))
        #expect(TraitCondition(horizontalSizeClass: .regular, verticalSizeClass: .compact).holds(in: environment))
        #expect(!TraitCondition(orientation: .landscape).holds(in: environment))
    }
}
