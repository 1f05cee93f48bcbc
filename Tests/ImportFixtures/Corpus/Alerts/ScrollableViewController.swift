// swift-format-ignore-file
import UIKit

/// A screen whose content scrolls: the subclass says which view.
class ScrollableViewController<Content: UIScrollView>: UIViewController {
    var content: Content!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
