import LayoutSpecFormat
import SwiftSyntax

/// What UIKit gives layout code that the files do not declare: a layout object's default values, the
/// view controller's view and traits, the screen and the device, each as the spec reads it.
enum UIKitNames {
    /// What a spec's expressions read of the collection view (`collectionView.bounds.width`).
    static let collectionViewNames: Set<String> = [
        "bounds", "frame", "safeAreaInsets", "contentInset", "adjustedContentInset", "layoutMargins",
        "directionalLayoutMargins", "layoutMarginsGuide", "readableContentGuide", "traitCollection", "numberOfItems",
    ]

    /// Whether every `collectionView.…` an expression reads is a name the spec has.
    static func readsOnlyKnownNames(_ text: String) -> Bool {
        let marker = "collectionView."
        let paths = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return paths.allSatisfy { path in
            guard path.hasPrefix(marker) else { return true }
            let name = path.dropFirst(marker.count).prefix { $0 != "." }
            return collectionViewNames.contains(String(name))
        }
    }

    /// UIKit's default value of a property of an object it makes, which code reads before setting it
    /// (`section.contentInsets.top = 0`, `layout.configuration.interSectionSpacing = 20`).
    ///
    /// A structure or an object is kept in its owner at the first read, so that what the code then
    /// changes in it is the owner's.
    static func defaultValue(of name: String, in object: LayoutObject, node: some SyntaxProtocol) -> ReadValue? {
        let zeroInsets = { LayoutCodeInterpreter.zero(of: "NSDirectionalEdgeInsets", node: node) }
        if object.type == UIKitClass.flowLayout, let row = SpecKeyCatalogue.row(property: name, of: object.type) {
            guard let made = flowLayoutDefault(row, node: node) else { return nil }
            if case .object = made { object.properties[name] = made }
            return made
        }
        let made: ReadValue?
        switch (object.type, SpecKey.Name(rawValue: name)) {
        case ("NSCollectionLayoutSection.list", .contentInsets?):
            // A list's own insets, which UIKit computes for each section where it lays it out (35,
            // 17.5 and 20 above and below a grouped list's sections, the margins beside an inset
            // one's): read back, each edge is a value only the running app has.
            made = .object(
                LayoutObject(
                    type: "NSDirectionalEdgeInsets",
                    properties: Dictionary(
                        uniqueKeysWithValues: ["top", "leading", "bottom", "trailing"].map {
                            ($0, .unknown(Unknown(text: "list.contentInsets.\($0)", node: Syntax(node))))
                        }
                    ),
                    node: Syntax(node)
                )
            )
        case (let type, .contentInsets?) where type.hasPrefix("NSCollectionLayout"):
            made = zeroInsets()
        case (_, .boundarySupplementaryItems?), (_, .decorationItems?), (_, .supplementaryItems?):
            // Empty until the code adds to them (`section.boundarySupplementaryItems.append(header)`).
            guard
                object.type.hasPrefix("NSCollectionLayout")
                    || object.type == "UICollectionViewCompositionalLayoutConfiguration"
            else { return nil }
            made = .array([])
        case (_, .interGroupSpacing?), (_, .interSectionSpacing?):
            return .number(0)
        case ("UICollectionViewCompositionalLayout", nil) where name == "configuration":
            made = .object(
                LayoutObject(
                    type: "UICollectionViewCompositionalLayoutConfiguration",
                    properties: [:],
                    node: Syntax(node)
                )
            )
        case ("UICollectionViewFlowLayout", nil) where name == "collectionView":
            return .expression("collectionView")
        default:
            return nil
        }
        if let made { object.properties[name] = made }
        return made
    }

    /// UIKit's value of a flow layout's property, from the catalogue: its spacings, scroll direction,
    /// item size and section insets.
    static func flowLayoutDefault(_ row: SpecKey, node: some SyntaxProtocol) -> ReadValue? {
        guard let text = row.defaultValue else { return nil }
        let numbers = text.split { "[], ".contains($0) }.compactMap { Double($0) }
        switch row.value {
        case .number: return numbers.first.map(ReadValue.number)
        case .enumeration: return .member(text, [])
        case .size where numbers.count == 2:
            let size = ["width": ReadValue.number(numbers[0]), "height": .number(numbers[1])]
            return .object(LayoutObject(type: "CGSize", properties: size, node: Syntax(node)))
        case .insets where numbers.count == 1:
            let edges = ["top", "left", "bottom", "right"].map { ($0, ReadValue.number(numbers[0])) }
            return .object(
                LayoutObject(
                    type: "UIEdgeInsets",
                    properties: Dictionary(uniqueKeysWithValues: edges),
                    node: Syntax(node)
                )
            )
        default: return nil
        }
    }

    /// The members of the app's view controllers and views that UIKit declares: the collection view
    /// (the spec's collection view, which fills the screen it is laid out for) and the traits; a
    /// screen's `view` is read by ``LayoutCodeInterpreter/rootView(of:node:)``.
    static func member(_ name: String, ofAppObject object: LayoutObject, node: some SyntaxProtocol) -> ReadValue? {
        switch name {
        case "collectionView", "contentView": return .expression("collectionView")
        case "traitCollection": return .expression("traitCollection")
        default: return nil
        }
    }

    /// A member of a value known only when the app runs, as the spec names it; a trait's member the
    /// spec has no name for (an app's extension the files read do not declare) only the app knows.
    static func expression(_ text: String, member name: String, node: MemberAccessExprSyntax) -> ReadValue {
        // A delegate reads the traits from its collection view; a spec names them alone.
        if text == "collectionView" && name == "traitCollection" { return .expression(name) }
        let path = text + "." + name
        // The safe area's frame is the bounds less the safe area's insets.
        if text.hasSuffix("safeAreaLayoutGuide.layoutFrame"), name == "width" || name == "height" {
            let view = String(text.dropLast(".safeAreaLayoutGuide.layoutFrame".count))
            let (first, second) = name == "width" ? ("left", "right") : ("top", "bottom")
            return .expression(
                "(\(view).bounds.\(name) - \(view).safeAreaInsets.\(first) - \(view).safeAreaInsets.\(second))"
            )
        }
        if text.hasPrefix("traitCollection"), !SpecNames.isReadable(path) {
            return .unknown(Unknown(text: path, node: Syntax(node)))
        }
        // What the collection view holds that no spec names (`view.window?.windowScene?.statusBarManager`)
        // only the running app knows; its safe area guide's frame and its layout are read on.
        if text.hasPrefix("collectionView"), !SpecNames.isReadable(path), name != "collectionViewLayout",
            !path.hasSuffix("safeAreaLayoutGuide"), !path.hasSuffix("safeAreaLayoutGuide.layoutFrame")
        {
            return .unknown(Unknown(text: path, node: Syntax(node)))
        }
        return .expression(path)
    }

    /// The interface's orientation, as the spec's environment has it: the screen's bounds turn with
    /// the interface, so portrait is a screen at least as tall as it is wide.
    static func interfaceOrientation(node: some SyntaxProtocol) -> ReadValue {
        let portrait = "(UIScreen.main.bounds.height >= UIScreen.main.bounds.width)"
        let landscape = "(UIScreen.main.bounds.width > UIScreen.main.bounds.height)"
        return .object(
            LayoutObject(
                type: "UIInterfaceOrientation",
                properties: ["isPortrait": .expression(portrait), "isLandscape": .expression(landscape)],
                node: Syntax(node)
            )
        )
    }

    /// UIKit's singletons, by the class each is an instance of, whose extensions the app may declare.
    static let singletonTypes = [
        "UIApplication.shared": "UIApplication", "UIScreen.main": "UIScreen", "UIDevice.current": "UIDevice",
    ]

    /// UIKit's singletons layout code reads: the screen (its bounds as the spec's environment gives
    /// them) and the device's idiom (each environment's); `UICollectionViewFlowLayout.automaticSize`.
    static func global(
        _ base: String,
        _ name: String,
        node: MemberAccessExprSyntax,
        interpreter: LayoutCodeInterpreter
    ) -> ReadValue? {
        switch (base, name) {
        case ("UIScreen.main", "bounds"):
            // The spec's environments say the screen: a preset's whole screen, else the collection view.
            return .expression("UIScreen.main.bounds")
        case ("UIScreen.main", "nativeBounds"):
            interpreter.passOver(
                node,
                "the screen's bounds are read as the collection view's (the spec's environment); where the collection view is narrower than the screen, set the environment's size"
            )
            return .expression("collectionView.bounds")
        case ("UIScreen.main", "traitCollection"):
            // The screen's traits, as each environment gives them (its size classes and idiom).
            return .expression("traitCollection")
        case ("UITraitCollection.current", _) where SpecNames.isReadable("traitCollection." + name):
            return .expression("traitCollection." + name)
        case ("UIScreen.main", "scale"):
            return .expression("traitCollection.displayScale")
        case ("UIApplication.shared", "keyWindow"):
            // Its safe area, as an app reads it, is the collection view's where that fills the window.
            interpreter.passOver(
                node,
                "the key window is read as the collection view (the spec's environment, its size and safe area); where the collection view does not fill the window, edit the spec"
            )
            return .expression("collectionView")
        case ("UIDevice.current", "userInterfaceIdiom"), ("UITraitCollection.current", "userInterfaceIdiom"):
            // The spec's environments say the device: each gives its idiom.
            return .expression("traitCollection.userInterfaceIdiom")
        case ("UIDevice.current", "orientation"), ("UIApplication.shared", "statusBarOrientation"):
            return interfaceOrientation(node: node)
        case ("UIView", "noIntrinsicMetric"):
            return .number(-1)
        case ("UICollectionViewFlowLayout", "automaticSize"):
            return .member("automaticSize", [])
        default:
            return nil
        }
    }
}
