import LayoutEngine
import LayoutSpecFormat
import SwiftGeneration
import SwiftSourceImport
import Testing

/// Every flow key the catalogue holds in the engine's parameters (``SpecKeyCatalogue/flowParameterKeys``)
/// is read, generated and imported back by its row alone: the reader stores it where the row says,
/// `makeLayout()` sets UIKit's property the row names, a section's value is answered by the delegate
/// method the row names, and import reads it back as the same key.
struct FlowParameterKeysTests {
    /// A value of `kind` as a spec writes it, other than the key's default.
    static func sample(_ kind: FlowParameter.Kind) -> String {
        switch kind {
        case .number: "12"
        case .count: "3"
        case .flag: "true"
        case .size, .estimatedSize: "[40, 30]"
        case .insets: "[1, 2, 3, 4]"
        case .supplementarySize: "[0, 20]"
        case .member(let cases): cases.last ?? ""
        case .display: "list"
        case .horizontalAlignment: "left"
        }
    }

    static func spec(layout: String, section: String = "") -> String {
        """
        environments: [{name: phone, size: [390, 844]}]
        layout: {type: flow\(layout)}
        sections:
          - {items: 3\(section)}
          - {items: 2}

        """
    }

    static func flow(_ document: LayoutDocument) -> (layout: FlowParameters, sections: [FlowParameters])? {
        guard case .flow(let spec) = document.layout else { return nil }
        return (spec.flow, document.sections.map(\.flow))
    }

    @Test(arguments: SpecKeyCatalogue.flowParameterKeys)
    func aLayoutKeyIsReadGeneratedAndImportedByItsRow(_ key: SpecKey) throws {
        let parameter = try #require(key.flowParameter)
        let text = Self.spec(layout: ", \(key.name): \(Self.sample(parameter.kind))")
        let document = try SpecParser().parse(text, file: "keys.layout.yaml")
        let read = try #require(Self.flow(document))
        #expect(parameter.value(read.layout) != nil, "\(key.name) is not where its row says")
        guard let property = key.property, property.owner == UIKitClass.flowLayout else { return }
        let swift = try SwiftGenerator.file(for: document, spec: "keys.layout.yaml")
        #expect(swift.contains("layout.\(property.name) = "), "\(swift)")
        let imported = try SwiftSourceImport.spec(in: swift, file: "KeysLayout.swift").text
        #expect(imported.contains("\(key.name): "), "\(imported)")
    }

    @Test(arguments: SpecKeyCatalogue.flowDelegateKeys)
    func aSectionsKeyIsAnsweredByTheDelegateMethodItsRowNames(_ key: SpecKey) throws {
        let parameter = try #require(key.flowParameter)
        let label = try #require(key.delegateLabel)
        let text = Self.spec(layout: "", section: ", \(key.name): \(Self.sample(parameter.kind))")
        let document = try SpecParser().parse(text, file: "keys.layout.yaml")
        let read = try #require(Self.flow(document))
        #expect(parameter.value(read.sections[0]) != nil && parameter.value(read.sections[1]) == nil)
        let swift = try SwiftGenerator.file(for: document, spec: "keys.layout.yaml")
        #expect(swift.contains(label), "\(swift)")
    }

    @Test func aKeyOnlyTheLayoutSetsIsRefusedOnASection() throws {
        let key = try #require(SpecKeyCatalogue.flowParameterKeys.first { $0.flowParameter?.layoutOnly == true })
        let text = Self.spec(layout: "", section: ", \(key.name): \(Self.sample(key.flowParameter!.kind))")
        #expect {
            try SpecParser().parse(text, file: "keys.layout.yaml")
        } throws: { error in
            "\(error)".contains("\(key.name) can only be set on the layout, not on a section")
        }
    }
}
