// swift-format-ignore-file
import UIKit

final class FiltersCoordinator {
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func showSortOptions(_ options: [String]) {
        let sheet = OptionsSheetViewController()
        sheet.options = options
        sheet.numberOfColumns = 2
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
        }
        presenter?.present(sheet, animated: true)
    }
}
