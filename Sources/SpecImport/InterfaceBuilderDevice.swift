/// Interface Builder's target devices (`<device id="retina6_1" orientation="portrait"/>`): the screen
/// scale and size classes an imported spec's environment takes from the document.
struct InterfaceBuilderDevice: Equatable {
    var id: String
    var orientation: String
    var scale: Double
    var isPad: Bool

    /// The scale of each device id Interface Builder writes; ids not listed are taken at 3x with a
    /// warning.
    static let scales: [String: Double] = [
        "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3, "retina6_0": 3,
        "retina6_1": 2, "retina6_12": 3, "retina6_3": 3, "retina6_5": 3, "retina6_7": 3, "retina6_72": 3,
        "retina6_9": 3, "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad10_9": 2, "ipad11": 2, "ipad12_9": 2,
        "ipad12_9rounded": 2,
    ]

    init(id: String, orientation: String?) {
        self.id = id
        self.orientation = orientation == "landscape" ? "landscape" : "portrait"
        isPad = id.hasPrefix("ipad")
        scale = Self.scales[id] ?? 3
    }

    var isKnown: Bool { Self.scales[id] != nil }

    /// A pad is regular both ways; a phone is compact across, and regular tall in portrait.
    var sizeClass: (horizontal: String, vertical: String) {
        if isPad { return ("regular", "regular") }
        return ("compact", orientation == "portrait" ? "regular" : "compact")
    }
}
