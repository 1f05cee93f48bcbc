// swift-format-ignore-file
import UIKit

final class FiltersCoordinator {
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func showOptions(_ options: [String], for filter: String) {
        let sheet = OptionsSheetViewController()
        sheet.options = options
        var columns: CGFloat = 1
        switch filter {
        case "sort", "size":
            columns = 2
        default:
            break
        }
        sheet.numberOfColumns = columns
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
        }
        presenter?.present(sheet, animated: true)
    }
}
