// swift-format-ignore-file
import UIKit

final class PlacesViewController: GridScreen {
    init() {
        super.init(sections: [GridSection(identifier: "places", cellLayout: Self.cellLayout())])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    static func cellLayout() -> GridSection.CellLayout {
        return .grid(minimumWidth: 160, inset: 5)
    }
}
