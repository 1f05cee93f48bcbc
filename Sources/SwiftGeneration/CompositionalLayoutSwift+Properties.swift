import LayoutEngine
import LayoutSpecFormat

extension CompositionalLayoutSwift {
    /// Sets on `object` (`configuration`, `section`) the UIKit properties that `parameters` set.
    ///
    /// They are those the keys of `scope` name, in the catalogue's order: the numbers (a section's
    /// as the spec computes them at `path`), flags and enumerations' cases, each requiring the iOS
    /// version that introduced it. The groups, items, insets and lists are written by their own code.
    func writeProperties(
        of parameters: CompositionalParameters,
        to object: String,
        in scope: SpecKey.Scope,
        path: String,
        source: inout SwiftSource
    ) {
        for key in SpecKeyCatalogue.keys(in: scope) {
            guard let property = key.property?.name, let parameter = key.compositionalParameter,
                let value = parameter.value(parameters)
            else { continue }
            switch value {
            case .number(let number) where scope == .compositionalSection:
                source.assignment("\(object).\(property)", computed.number(number, at: path + "." + key.name))
            case .number, .flag:
                source.assignment("\(object).\(property)", value.swiftLiteral ?? "")
            case .member(let name):
                if !parameter.writesDefault, name == key.defaultValue { continue }
                source.requires(iOS: key.introduced)
                source.line("\(object).\(property) = .\(name)")
            default:
                continue
            }
        }
    }
}
