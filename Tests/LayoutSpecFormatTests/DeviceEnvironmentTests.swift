import LayoutEngine
import LayoutSpecFormat
import Testing

/// The devices a spec names: the catalog, iPad windows beside another app, the bars around a screen,
/// and what an unknown name is told.
struct DeviceEnvironmentTests {
    static func environments(_ list: String) throws -> [LayoutEnvironment] {
        try SpecParser().parse(
            "environments:\n\(list)\nlayout: {type: flow}\nsections: [{items: 1}]\n",
            file: "t.layout.yaml"
        ).environments
    }

    static func error(_ list: String) -> String {
        do {
            _ = try environments(list)
            return ""
        } catch let error as SpecErrors {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    /// Every iPhone from the XS and XR on, and every iPad that runs iPadOS 17, has a preset.
    @Test(arguments: [
        "iPhone XS", "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max",
        "iPhone SE (2nd generation)", "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max",
        "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone SE (3rd generation)",
        "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus",
        "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16e", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro",
        "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air",
        "iPad (6th generation)", "iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)",
        "iPad (10th generation)", "iPad (A16)", "iPad mini (5th generation)", "iPad mini (6th generation)",
        "iPad mini (A17 Pro)", "iPad Air (3rd generation)", "iPad Air (4th generation)", "iPad Air (5th generation)",
        "iPad Air 11-inch (M2)", "iPad Air 13-inch (M2)", "iPad Air 11-inch (M3)", "iPad Air 13-inch (M3)",
        "iPad Pro 10.5-inch", "iPad Pro 11-inch (1st generation)", "iPad Pro 11-inch (4th generation)",
        "iPad Pro 12.9-inch (2nd generation)", "iPad Pro 12.9-inch (6th generation)", "iPad Pro 11-inch (M4)",
        "iPad Pro 13-inch (M4)",
    ])
    func everyDeviceOfIOS17HasAPreset(name: String) throws {
        let preset = try #require(DevicePreset.named(name))
        let portrait = preset.environment(orientation: .portrait)
        let landscape = preset.environment(orientation: .landscape)
        #expect(landscape.size == Size(width: portrait.size.height, height: portrait.size.width))
        #expect(portrait.sizeClasses.vertical == .regular)
        let isPad = name.hasPrefix("iPad")
        #expect(portrait.sizeClasses.horizontal == (isPad ? .regular : .compact))
        #expect(landscape.sizeClasses.vertical == (isPad ? .regular : .compact))
        // The simulator's spelling names the same preset.
        #expect(DevicePreset.named(String(name.lowercased().map { $0 == " " ? "-" : $0 })) == preset)
    }

    @Test func screensAndInsetsOfTheNewFamilies() throws {
        let xr = try #require(DevicePreset.named("iPhone XR"))
        #expect(xr.portraitSize == Size(width: 414, height: 896) && xr.scale == 2)
        #expect(
            xr.environment(orientation: .landscape, systemVersion: 17).safeArea
                == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)
        )
        #expect(xr.landscapeSizeClasses.horizontal == .regular)
        let mini = try #require(DevicePreset.named("iPhone 13 mini"))
        #expect(mini.portraitSafeArea == EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        #expect(mini.landscapeSizeClasses.horizontal == .compact)
        let homeButtonPad = try #require(DevicePreset.named("iPad (9th generation)"))
        #expect(
            homeButtonPad.environment(orientation: .landscape).safeArea
                == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        )
        let pro11 = try #require(DevicePreset.named("iPad Pro 11-inch (4th generation)"))
        #expect(pro11.portraitSize == Size(width: 834, height: 1194))
    }

    // MARK: Split View and Slide Over

    @Test func splitViewWidthsFollowTheScreen() throws {
        let list = """
              - {device: iPad Pro 11-inch (4th generation), orientation: landscape, multitasking: splitViewHalf}
              - {device: iPad Pro 11-inch (4th generation), orientation: landscape, multitasking: splitViewTwoThirds}
              - {device: iPad Pro 11-inch (4th generation), multitasking: splitViewOneThird}
              - {device: iPad Pro 11-inch (4th generation), multitasking: splitViewTwoThirds}
              - {device: iPad (9th generation), orientation: landscape, multitasking: .slideOver}
              - {device: iPad Air 13-inch (M2), multitasking: splitViewOneThird}
              - {device: iPad (A16), multitasking: fullScreen}
            """
        let widths = try Self.environments(list).map { ($0.name, $0.size.width, $0.sizeClasses.horizontal) }
        // 1194 in landscape: halves (1194 - 10) / 2 = 592, compact; the narrow side 375, two thirds
        // 1194 - 10 - 375 = 809, regular. 834 in portrait: narrow 320, two thirds 834 - 10 - 320 = 504.
        // 1080 in landscape: Slide Over 320. 1024 in portrait: narrow 375.
        let expected: [(String, Double, SizeClass)] = [
            ("ipad-pro-11-inch-4th-generation-landscape-split-half", 592, .compact),
            ("ipad-pro-11-inch-4th-generation-landscape-split-two-thirds", 809, .regular),
            ("ipad-pro-11-inch-4th-generation-split-one-third", 320, .compact),
            ("ipad-pro-11-inch-4th-generation-split-two-thirds", 504, .compact),
            ("ipad-9th-generation-landscape-slide-over", 320, .compact),
            ("ipad-air-13-inch-m2-split-one-third", 375, .compact),
            ("ipad-a16", 820, .regular),
        ]
        #expect(widths.count == expected.count)
        for (got, want) in zip(widths, expected) {
            #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2, "\(got) is not \(want)")
        }
    }

    @Test func multitaskingIsAnIPadsInItsOrientations() {
        #expect(
            Self.error("  - {device: iPad (A16), multitasking: splitViewHalf}").contains(
                "error: environments[0].multitasking: an iPad shares its screen in halves in landscape only"
            )
        )
        #expect(
            Self.error("  - {device: iPhone 17, multitasking: slideOver}").contains(
                "environments[0].multitasking: `multitasking` is an iPad's; iPhone 17 is a phone"
            )
        )
        #expect(
            Self.error("  - {name: e, size: [800, 600], multitasking: slideOver}").contains(
                "`multitasking` is an iPad's: give an iPad `device`"
            )
        )
        #expect(
            Self.error("  - {device: iPad (A16), multitasking: splitview}").contains(
                #"expected one of "fullScreen", "splitViewOneThird", "splitViewHalf", "splitViewTwoThirds", "slideOver", found "splitview""#
            )
        )
    }

    // MARK: Bars

    /// A screen's bars: device, orientation, the two bars, and the safe area's top and bottom they give.
    struct Bars: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: String
        var navigationBar: String
        var bottomBar: String
        var top: Double
        var bottom: Double

        var testDescription: String { "\(device) \(orientation) \(navigationBar) \(bottomBar)" }
    }

    static let bars: [Bars] = [
        Bars(
            device: "iPhone 17",
            orientation: "portrait",
            navigationBar: "standard",
            bottomBar: "toolbar",
            top: 62 + 44,
            bottom: 34 + 44
        ),
        Bars(
            device: "iPhone 17",
            orientation: "portrait",
            navigationBar: "largeTitle",
            bottomBar: "tabBar",
            top: 62 + 96,
            bottom: 34 + 49
        ),
        Bars(
            device: "iPhone 17",
            orientation: "landscape",
            navigationBar: "largeTitle",
            bottomBar: "tabBar",
            top: 20 + 32,
            bottom: 20 + 32
        ),
        Bars(
            device: "iPhone SE (3rd generation)",
            orientation: "portrait",
            navigationBar: "standard",
            bottomBar: "tabBar",
            top: 20 + 44,
            bottom: 0 + 49
        ),
        Bars(
            device: "iPad (A16)",
            orientation: "portrait",
            navigationBar: "largeTitle",
            bottomBar: "toolbar",
            top: 24 + 102,
            bottom: 20 + 50
        ),
        Bars(
            device: "iPad (A16)",
            orientation: "landscape",
            navigationBar: ".standard",
            bottomBar: ".tabBar",
            top: 24 + 50,
            bottom: 20 + 50
        ),
        Bars(
            device: "iPhone 17",
            orientation: "portrait",
            navigationBar: "none",
            bottomBar: "none",
            top: 62,
            bottom: 34
        ),
        Bars(
            device: "iPhone 17",
            orientation: "portrait",
            navigationBar: "70",
            bottomBar: "0",
            top: 62 + 70,
            bottom: 34
        ),
    ]

    @Test(arguments: Self.bars)
    func barsAddToTheSafeArea(_ bars: Bars) throws {
        let environment = try #require(
            try Self.environments(
                "  - {device: \(bars.device), orientation: \(bars.orientation), navigationBar: \(bars.navigationBar), bottomBar: \(bars.bottomBar)}"
            ).first
        )
        let (top, bottom) = (bars.top, bars.bottom)
        #expect(environment.safeArea.top == top && environment.safeArea.bottom == bottom, "\(environment.safeArea)")
        // The root view's margins follow the safe area, and with it the adjusted content inset.
        #expect(environment.layoutMargins.top == top)
        #expect(environment.adjustedContentInset(scrollsVertically: true).top == top)
    }

    @Test func barsAddToAGivenSafeAreaToo() throws {
        let environment = try #require(
            try Self.environments("  - {name: e, size: [390, 844], safeArea: [47, 0, 34, 0], navigationBar: standard}")
                .first
        )
        #expect(environment.safeArea.top == 47 + 44)
        #expect(Self.error("  - {device: iPhone 17, bottomBar: tabbar}").contains(#"(did you mean "tabBar"?)"#))
        #expect(Self.error("  - {device: iPhone 17, navigationBar: -4}").contains("navigationBar"))
    }

    // MARK: Did you mean

    @Test func anUnknownDeviceIsToldTheModelItNames() {
        func told(_ name: String) -> String { Self.error("  - {device: \(name)}") }
        #expect(
            told("iPhone 15 Pro Maxx").contains(
                #"unknown device "iPhone 15 Pro Maxx" (did you mean "iPhone 15 Pro Max", 430×932?)"#
            )
        )
        #expect(told("iPad Pro 11").contains(#"(did you mean "iPad Pro 11-inch (M4)", 834×1210?)"#))
        // Three presets spelled nearest, and where every one is listed: not the whole catalogue.
        #expect(
            told("iPhone 99").hasSuffix(
                #"unknown device "iPhone 99"; the presets spelled nearest: "iPhone 17", "iPhone 16", "iPhone 15"; "#
                    + "every preset is in spec-format.md's device table"
            ),
            "\(told("iPhone 99"))"
        )
        #expect(
            told("Pixel 8").hasSuffix(
                #"unknown device "Pixel 8"; the presets spelled nearest: "iPhone 8", "iPad (A16)", "iPhone 17"; "#
                    + "every preset is in spec-format.md's device table"
            ),
            "\(told("Pixel 8"))"
        )
        #expect(told("Pixel 8").count < 250)
        #expect(
            told("iphone-7-plus").contains(
                "(iPhone 7 Plus runs no iOS from 17 on and is not a preset; the presets with its screen, 414×736: iPhone 8 Plus)"
            )
        )
    }
}
