// swift-format-ignore-file
import UIKit

// A base screen whose sections come from what its subclass passes to its initializer, added one by
// one in a loop; each section describes its layout by a case of its own enumeration, which a static
// function of the subclass returns as `.grid(…)`. The grid centres its columns with group insets it
// adds to (`+=`) from the environment.
// On an iPhone 17 (402 wide): available = 402 − 16 = 386; a column takes 160 + 2 × 5 = 170;
// floor(386 / 170) = 2 columns; the 386 − 2 × 170 = 46 left over gives insets of floor(46 / 2) = 23
// on each side of the group; rows floor(160 × 3 / 4) + 10 = 130 tall.
// Item 1 at x 8 + 23 + 170 + 5 = 206, y 8 + 5 = 13, 160 × 120; item 2 on the next row, x 8 + 23 + 5
// = 36, y 8 + 130 + 5 = 143.
// frame: GridScreen iphone-17 section grid cell 1 = 206 13 160 120
// frame: GridScreen iphone-17 section grid cell 2 = 36 143 160 120
class GridScreen: UIViewController {
    private(set) var sections: [GridSection] = []

    init(sections: [GridSection]) {
        super.init(nibName: nil, bundle: nil)
        add(sections: sections)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func add(sections newSections: [GridSection]) {
        for section in newSections {
            sections.append(section)
        }
    }

    func makeLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let self else { return nil }
            let visible = self.sections.filter { !$0.hidden }
            guard index < visible.count else { return nil }
            return visible[index].layoutSection(environment: environment)
        }
    }
}
