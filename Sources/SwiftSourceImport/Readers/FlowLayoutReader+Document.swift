import LayoutSpecFormat
import SpecImport
import SwiftSyntax

/// A view controller that is only its flow layout's delegate, whose layout a storyboard given
/// beside the code archives in the controller's scene: the delegate configures that layout, its
/// values over the document's, as UIKit asks the delegate first.
extension FlowLayoutReader {
    /// Takes the layout of `owner`'s scene as the layout followed, its keys as the layout's, where a
    /// document given archives one and the code makes none.
    func takeDocumentLayout(of owner: String, at node: Syntax) {
        let program = interpreter.program
        let name = owner.split(separator: ".").last.map(String.init) ?? owner
        guard !makesFlowLayout, followed == nil, let layout = program.documentLayouts[name] else { return }
        var properties: [String: ReadValue] = [:]
        for entry in layout.keys {
            properties[entry.key] = Self.readValue(entry.value, node: node)
        }
        followed = (LayoutObject(type: "UICollectionViewFlowLayout", properties: properties, node: node), node)
        layoutKeys = layout.keys.map { ($0.key, SwiftValue.spec($0.value)) }
    }

    /// A document's value as the code reads it: a size, insets, a number or a case.
    static func readValue(_ value: SpecYAML.Value, node: Syntax) -> ReadValue? {
        switch value {
        case .scalar(let text):
            return Double(text).map(ReadValue.number) ?? .member(text, [])
        case .list(let parts, _):
            let numbers = parts.compactMap { part -> Double? in
                if case .scalar(let text) = part { return Double(text) }
                return nil
            }
            let labels: [String]
            switch numbers.count {
            case 2: labels = ["width", "height"]
            case 4: labels = ["top", "left", "bottom", "right"]
            default: return nil
            }
            return .object(
                LayoutObject(
                    type: numbers.count == 2 ? "CGSize" : "UIEdgeInsets",
                    properties: Dictionary(uniqueKeysWithValues: zip(labels, numbers.map(ReadValue.number))),
                    node: node
                )
            )
        default:
            return nil
        }
    }
}
