public import SpecImport
import SwiftSyntax

extension SwiftSourceImport {
    /// A nib the code may load: the document it is read from, and its top-level views.
    public struct Nib: Sendable {
        public var file: String
        public var views: [NibTopLevelView]

        public init(file: String, views: [NibTopLevelView]) {
            self.file = file
            self.views = views
        }
    }
}

/// Cells measured by loading their nib: `UINib(nibName: "Cell", bundle: nil).instantiate(withOwner:
/// nil, options: nil)[0]` and `Bundle.main.loadNibNamed("Cell", owner: nil)` give the nib's
/// top-level views, whose `frame` is what the document archives (nothing lays them out first).
extension LayoutCodeInterpreter {
    /// The value of a call that loads a nib, or `nil` for any other call.
    func loadedNib(
        _ call: FunctionCallExprSyntax,
        _ arguments: [(label: String?, value: ReadValue)],
        in scope: Scope
    ) -> ReadValue? {
        let callee = call.calledExpression
        // `UINib(nibName: "Cell", bundle: nil)`: the nib, by name.
        if arguments.first?.label == "nibName", callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "UINib",
            case .string(let name)? = arguments.first?.value
        {
            return .object(LayoutObject(type: "UINib", properties: ["nibName": .string(name)], node: Syntax(call)))
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        switch member.declName.baseName.text {
        case "instantiate" where arguments.first?.label == "withOwner":
            guard let nib = evaluate(base, in: scope)?.object, nib.type == "UINib",
                case .string(let name)? = nib.properties["nibName"]
            else { return nil }
            return views(ofNib: name, node: call)
        case "loadNibNamed" where base.trimmedDescription.hasPrefix("Bundle"):
            guard case .string(let name)? = arguments.first?.value else { return nil }
            return views(ofNib: name, node: call)
        default:
            return nil
        }
    }

    /// The top-level views of the nib `name`, each with its archived `frame` and `bounds`.
    private func views(ofNib name: String, node: FunctionCallExprSyntax) -> ReadValue {
        guard let nib = program.nibs[name] else {
            passOver(
                node,
                "the nib \(name) is not among the files given nor beside them; its views' sizes are not known: give \(name).xib"
            )
            return .unknown(Unknown(text: "the views of the nib \(name)", node: Syntax(node)))
        }
        return .array(
            nib.views.map { view in
                var properties: [String: ReadValue] = [:]
                if let size = view.size {
                    let rectangle = LayoutObject(
                        type: "CGRect",
                        properties: [
                            "width": .number(size.width), "height": .number(size.height),
                            "size": .object(
                                LayoutObject(
                                    type: "CGSize",
                                    properties: ["width": .number(size.width), "height": .number(size.height)],
                                    node: Syntax(node)
                                )
                            ),
                        ],
                        node: Syntax(node)
                    )
                    properties = ["frame": .object(rectangle), "bounds": .object(rectangle)]
                }
                return .object(LayoutObject(type: "UIView", properties: properties, node: Syntax(node)))
            }
        )
    }
}
