import LayoutEngine
import Yams

extension DocumentReader {
    static let environmentKeys = SpecKeyCatalogue.names(in: .environment)

    /// `environments:`, a list of presets or explicit environments with unique names.
    func readEnvironments(_ value: SpecValue) -> [LayoutEnvironment] {
        let scope = diagnostics.scope
        scope.refusal = "an environment is what expressions read; give its numbers"
        defer { scope.refusal = nil }
        guard let list = value.sequence(what: "a list of environments") else { return [] }
        var environments: [LayoutEnvironment] = []
        var seen: Set<String> = []
        for entry in list {
            guard let environment = readEnvironment(entry) else { continue }
            guard seen.insert(environment.name).inserted else {
                entry.report(
                    .duplicate,
                    "two environments are named \"\(environment.name)\"; names must be unique: give this one a "
                        + "`name:` of its own (`name: \(environment.name)-2`)"
                )
                continue
            }
            environments.append(environment)
        }
        if list.isEmpty {
            value.report(.invalidValue, "expected at least one environment, found an empty list")
        }
        return environments
    }

    func readEnvironment(_ value: SpecValue) -> LayoutEnvironment? {
        guard let entries = value.mapping(allowed: Self.environmentKeys, what: "an environment mapping") else {
            return nil
        }
        let orientation = entries[.orientation].flatMap { $0.enumeration(Orientation.self) } ?? .portrait
        // Read first: a preset's landscape safe area depends on it.
        let systemVersion = entries[.systemVersion]?.number(atLeast: 15, atMost: 26)
        var environment: LayoutEnvironment
        if let deviceValue = entries[.device] {
            guard let name = deviceValue.string() else { return nil }
            guard let preset = DevicePreset.named(name) else {
                deviceValue.report(.invalidValue, Self.unknownDeviceMessage(name))
                return nil
            }
            environment = preset.environment(orientation: orientation, systemVersion: systemVersion ?? 26)
            if let multitasking = entries[.multitasking] {
                guard applyMultitasking(multitasking, of: preset, to: &environment) else { return nil }
            }
            if let size = entries[.size]?.size() { environment.size = size }
        } else {
            guard let sizeValue = entries[.size] else {
                value.report(.missingKey, "an environment needs `device` or `size`")
                return nil
            }
            guard let size = sizeValue.size() else { return nil }
            if let multitasking = entries[.multitasking] {
                multitasking.report(.invalidValue, "`multitasking` is an iPad's: give an iPad `device`")
                return nil
            }
            guard let nameValue = entries[.name] else {
                value.report(.missingKey, "an environment without `device` needs a `name`")
                return nil
            }
            guard let name = nameValue.string() else { return nil }
            environment = LayoutEnvironment(name: name, size: size, orientation: orientation)
        }
        if let name = entries[.name]?.string() {
            guard !name.isEmpty else {
                entries[.name]?.expected("a non-empty name", kind: .invalidValue)
                return nil
            }
            environment.name = name
        }
        applyEnvironmentKeys(entries, to: &environment)
        if let systemVersion { environment.systemVersion = systemVersion }
        return environment
    }

    /// "unknown device …", with what was probably meant, the three presets spelled nearest and where
    /// every preset is listed.
    static func unknownDeviceMessage(_ name: String) -> String {
        var message = "unknown device \"\(name)\""
        if let suggestion = DevicePreset.suggestion(for: name) {
            message += " (\(suggestion))"
        }
        let nearest = DevicePreset.nearest(to: name).map { "\"\($0)\"" }.joined(separator: ", ")
        return message + "; the presets spelled nearest: \(nearest); every preset is in spec-format.md's device table"
    }

    /// The keys that adjust an environment whichever way it was made.
    func applyEnvironmentKeys(_ entries: SpecEntries, to environment: inout LayoutEnvironment) {
        if let scale = entries[.scale]?.number(greaterThan: 0, atMost: 10) { environment.scale = scale }
        let safeArea = entries[.safeArea]?.insets()
        if let safeArea { environment.safeArea = safeArea }
        if let contentInset = entries[.contentInset]?.insets() { environment.contentInset = contentInset }
        if let adjustment = entries[.contentInsetAdjustment]?.enumeration(ContentInsetAdjustment.self) {
            environment.contentInsetAdjustment = adjustment
        }
        if let sizeClassValue = entries[.sizeClass],
            let classes = sizeClassValue.mapping(
                allowed: Self.sizeClassKeys,
                what: "{horizontal:, vertical:}"
            )
        {
            if let horizontal = classes[.horizontal]?.enumeration(SizeClass.self) {
                environment.sizeClasses.horizontal = horizontal
            }
            if let vertical = classes[.vertical]?.enumeration(SizeClass.self) {
                environment.sizeClasses.vertical = vertical
            }
        } else if entries[.device] == nil, entries[.sizeClass] == nil {
            // Without a preset, the size classes follow the (possibly overridden) size.
            environment.sizeClasses = LayoutEnvironment.defaultSizeClasses(for: environment.size)
        }
        applyBars(entries, to: &environment)
        if let margins = entries[.layoutMargins]?.insets() {
            environment.layoutMargins = margins
        } else {
            environment.layoutMargins = LayoutEnvironment.rootViewLayoutMargins(
                size: environment.size,
                safeArea: environment.safeArea,
                sizeClasses: environment.sizeClasses
            )
        }
        if let direction = entries[.layoutDirection]?.enumeration(LayoutDirection.self) {
            environment.layoutDirection = direction
        }
        if let idiom = entries[.idiom]?.enumeration(UserInterfaceIdiom.self) { environment.idiom = idiom }
        if let category = entries[.preferredContentSizeCategory]?.enumeration(ContentSizeCategory.self) {
            environment.preferredContentSizeCategory = category
        }
        if let offset = entries[.contentOffset]?.point() { environment.contentOffset = offset }
        if let compatibility = entries[.designRequiresCompatibility]?.bool() {
            environment.designRequiresCompatibility = compatibility
        }
    }
}
