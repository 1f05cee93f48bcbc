import LayoutEngine

/// "Did you mean" for a device name that is not a preset: by name first, then by screen.
extension DevicePreset {
    /// A device that runs no iOS version from 17 on, by its screen: a spec that names one is told the
    /// presets with that screen.
    struct RetiredDevice {
        var name: String
        var size: Size
    }

    static let retired: [RetiredDevice] = [
        RetiredDevice(name: "iPhone X", size: Size(width: 375, height: 812)),
        RetiredDevice(name: "iPhone 7", size: Size(width: 375, height: 667)),
        RetiredDevice(name: "iPhone 7 Plus", size: Size(width: 414, height: 736)),
        RetiredDevice(name: "iPhone 6s", size: Size(width: 375, height: 667)),
        RetiredDevice(name: "iPhone 6s Plus", size: Size(width: 414, height: 736)),
        RetiredDevice(name: "iPhone 6", size: Size(width: 375, height: 667)),
        RetiredDevice(name: "iPhone 6 Plus", size: Size(width: 414, height: 736)),
        RetiredDevice(name: "iPad (5th generation)", size: Size(width: 768, height: 1024)),
        RetiredDevice(name: "iPad Air 2", size: Size(width: 768, height: 1024)),
        RetiredDevice(name: "iPad mini 4", size: Size(width: 768, height: 1024)),
        RetiredDevice(name: "iPad Pro 9.7-inch", size: Size(width: 768, height: 1024)),
        RetiredDevice(name: "iPad Pro 12.9-inch (1st generation)", size: Size(width: 1024, height: 1366)),
    ]

    /// What to say about an unknown name: the presets with a retired device's screen, or the preset
    /// whose name is closest — preferring one of the same model number, so that a typo in `iPhone 15
    /// Pro Max` is not answered with an iPhone 16 of another size — with its screen, so that a near
    /// name of another size shows as one.
    static func suggestion(for name: String) -> String? {
        let key = matchKey(name)
        if let device = retired.first(where: { matchKey($0.name) == key }) {
            let same = all.filter { $0.portraitSize == device.size }.map(\.name)
            guard !same.isEmpty else { return nil }
            return "\(device.name) runs no iOS from 17 on and is not a preset; the presets with its screen, "
                + "\(dimensions(device.size)): " + same.joined(separator: ", ")
        }
        let typed = Array(key.unicodeScalars)
        let threshold = max(2, typed.count / 3)
        let numbers = modelNumbers(of: key)
        var best: (preset: DevicePreset, rank: (Int, Int))?
        for preset in all {
            let candidate = matchKey(preset.name)
            let candidateNumbers = modelNumbers(of: candidate)
            // Another model number is another device, however close the spelling: `iPhone 99` is not
            // an iPhone 8.
            if let model = numbers.first, candidateNumbers.first != model { continue }
            // A name cut short (`iPad Pro 11`) means the newest of the names it begins.
            let distance =
                candidate.hasPrefix(key) && key.count >= 6
                ? 1 : editDistance(typed, Array(candidate.unicodeScalars))
            guard distance <= threshold else { continue }
            let rank = (candidateNumbers == numbers ? 0 : 1, distance)
            if let current = best, current.rank < rank { continue }
            best = (preset, rank)
        }
        return best.map { "did you mean \"\($0.preset.name)\", \(dimensions($0.preset.portraitSize))?" }
    }

    /// The names of the `count` presets spelled nearest `name` (case, spaces, hyphens and parentheses
    /// aside), nearest first, the newer first where as near: what an unknown device's error offers
    /// instead of every preset.
    static func nearest(to name: String, count: Int = 3) -> [String] {
        let typed = Array(matchKey(name).unicodeScalars)
        let ranked = all.enumerated().map { index, preset in
            (distance: editDistance(typed, Array(matchKey(preset.name).unicodeScalars)), index: index, preset.name)
        }
        return ranked.sorted { ($0.distance, -$0.index) < ($1.distance, -$1.index) }.prefix(count).map(\.2)
    }

    /// The runs of digits in a name: its model number (`15`, `12.9` gives `12` and `9`).
    static func modelNumbers(of key: String) -> [String] {
        key.split { !$0.isNumber }.map(String.init)
    }

    static func dimensions(_ size: Size) -> String {
        "\(formatted(size.width))×\(formatted(size.height))"
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
