import LayoutEngine
import Yams

/// An environment's bars and multitasking window (``SystemBars``, ``Multitasking``).
extension DocumentReader {
    /// Adds the bars' heights to the safe area, where UIKit puts them for the view controller's views.
    ///
    /// An iPad is a preset of the iPad families or, without a preset, an environment whose shorter
    /// side is at least 600 points; the bars' heights differ from a phone's.
    func applyBars(_ entries: SpecEntries, to environment: inout LayoutEnvironment) {
        let isPad =
            environment.device.flatMap(DevicePreset.named).map { $0.family.hasPrefix("iPad") }
            ?? (min(environment.size.width, environment.size.height) >= 600)
        let vertical = environment.sizeClasses.vertical
        if let value = entries[.navigationBar], let bar = navigationBar(value) {
            let height = SystemBars.height(of: bar, isPad: isPad, verticalClass: vertical)
            environment.safeArea.top += height
            environment.bars.navigationBar = height
            // Large titles are not shown where the height is compact.
            environment.bars.largeTitle = bar == .largeTitle && vertical != .compact
        }
        if let value = entries[.bottomBar], let bar = bottomBar(value) {
            let height = SystemBars.height(of: bar, isPad: isPad, verticalClass: vertical)
            environment.safeArea.bottom += height
            environment.bars.bottomBar = height
            environment.bars.tabBar = bar == .tabBar
        }
    }

    func navigationBar(_ value: SpecValue) -> SystemBars.NavigationBar? {
        if let height = barHeight(value) { return .height(height) }
        switch value.word(among: SystemBars.NavigationBar.words) {
        case "none": return SystemBars.NavigationBar.none
        case "standard": return .standard
        case "largeTitle": return .largeTitle
        default: return nil
        }
    }

    func bottomBar(_ value: SpecValue) -> SystemBars.BottomBar? {
        if let height = barHeight(value) { return .height(height) }
        switch value.word(among: SystemBars.BottomBar.words) {
        case "none": return SystemBars.BottomBar.none
        case "tabBar": return .tabBar
        case "toolbar": return .toolbar
        default: return nil
        }
    }

    /// A bar given by its height: a plain number.
    private func barHeight(_ value: SpecValue) -> Double? {
        guard let scalar = value.node.scalar, scalar.style == .plain, Double(scalar.string) != nil else { return nil }
        return value.number(atLeast: 0, atMost: 1_000)
    }

    /// Narrows an iPad preset's environment to a Split View or Slide Over window; `false` after
    /// reporting why it cannot.
    func applyMultitasking(
        _ value: SpecValue,
        of preset: DevicePreset,
        to environment: inout LayoutEnvironment
    )
        -> Bool
    {
        guard let multitasking = value.enumeration(Multitasking.self) else { return false }
        guard multitasking != .fullScreen else { return true }
        guard preset.family.hasPrefix("iPad") else {
            value.report(.invalidValue, "`multitasking` is an iPad's; \(preset.name) is a phone")
            return false
        }
        guard let width = multitasking.width(screen: environment.size) else {
            value.report(
                .invalidValue,
                "an iPad shares its screen in halves in landscape only; in portrait, splitViewOneThird or splitViewTwoThirds"
            )
            return false
        }
        environment.size.width = width
        environment.sizeClasses.horizontal = Multitasking.horizontalClass(width: width)
        environment.name += multitasking.slugSuffix
        return true
    }
}
