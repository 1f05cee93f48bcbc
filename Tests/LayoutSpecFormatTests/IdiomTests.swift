import LayoutEngine
import LayoutSpecFormat
import Testing

/// The environment's idiom: a preset's, a size's default, a spec's own, and what conditions,
/// expressions, the schema and completion make of it.
struct IdiomTests {
    @Test func aPresetGivesItsIdiomAndAnIPadKeepsItBesideAnotherApp() throws {
        let environments = try DeviceEnvironmentTests.environments(
            """
              - device: iPhone 17
              - device: iPad (10th generation)
              - {device: iPad (10th generation), multitasking: slideOver}
              - {name: small, size: [400, 800]}
              - {name: large, size: [700, 1000]}
              - {name: narrow-pad, size: [400, 800], idiom: pad}
            """
        )
        #expect(environments.map(\.idiom) == [.phone, .pad, .pad, .phone, .pad, .pad])
        // Slide Over is compact across, and still an iPad.
        #expect(environments[2].sizeClasses.horizontal == .compact)
    }

    @Test func anUnknownIdiomIsAnErrorAtItsValue() {
        let error = DeviceEnvironmentTests.error("  - {name: a, size: [400, 800], idiom: watch}")
        #expect(error.contains("t.layout.yaml:2:40: error: environments[0].idiom"), "\(error)")
        #expect(error.contains("\"phone\"") && error.contains("\"pad\""), "\(error)")
    }

    @Test func aConditionAndAnExpressionReadTheIdiom() throws {
        let document = try SpecParser().parse(
            """
            environments:
              - {name: phone, size: [400, 800]}
              - {name: pad, size: [400, 800], idiom: pad}
            layout:
              type: flow
              itemSize: ["UIDevice.current.userInterfaceIdiom == .pad ? 100 : 50", 10]
              variants:
                - when: {idiom: pad}
                  set: {minimumLineSpacing: 30}
            sections: [{items: 1}]
            """,
            file: "t.layout.yaml"
        )
        let layouts = layOut(document)
        // 50 wide on the phone, 100 on the pad; the variant's spacing only shows between lines, so
        // the condition is checked on the environment itself.
        #expect(layouts.environments.map { $0.sections[0].elements[0].frame.width } == [50, 100])
        let condition = TraitCondition(idiom: .pad)
        #expect(document.environments.map(condition.holds) == [false, true])
    }

    @Test func theSchemaAndCompletionKnowTheIdiom() {
        let completion = SpecCompletion()
        let values = completion.values(of: "idiom", at: [.key("environments"), .entry], layoutType: "flow").map(\.label)
        #expect(values == ["phone", "pad"], "\(values)")
        let conditions = completion.keys(
            at: [.key("layout"), .key("variants"), .entry, .key("when")],
            layoutType: "flow"
        ).map(\.label)
        #expect(conditions.contains("idiom"), "\(conditions)")
    }
}
