// swift-format-ignore-file
import Foundation

/// Configure an object in line: `UILabel().then { $0.text = "Hi" }`.
protocol Then {}

extension Then where Self: AnyObject {
    @discardableResult
    func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension NSObject: Then {}
