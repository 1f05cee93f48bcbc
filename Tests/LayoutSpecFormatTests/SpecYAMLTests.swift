import LayoutEngine
import LayoutSpecFormat
import Testing

/// The one printer of imported specs: a document's comments, block mappings and lists two spaces a
/// level, a block mapping's first key on its list dash's line, flow values on one line.
struct SpecYAMLTests {
    @Test func aDocumentPrintsAsASpecIsWritten() throws {
        let document = SpecYAML(
            comments: ["Imported by layoutd from Main.storyboard:12:5."],
            root: [
                .init("name", .text("on")),
                .init(
                    "environments",
                    .list(
                        [
                            .mapping(
                                [
                                    .init("name", .text("iPhone")),
                                    .init("size", .numbers([390, 844.5])),
                                    .init(
                                        "sizeClass",
                                        .mapping([.init("horizontal", .scalar("compact"))], flow: true)
                                    ),
                                ],
                                flow: false
                            )
                        ],
                        flow: false
                    )
                ),
                .init(
                    "layout",
                    .mapping([.init("type", .scalar("flow")), .init("minimumLineSpacing", .number(4))], flow: false),
                    comments: ["The flow layout."]
                ),
                .init("sections", .list([.mapping([.init("items", .number(12))], flow: true)], flow: false)),
            ]
        )
        #expect(
            document.text == """
                # Imported by layoutd from Main.storyboard:12:5.
                name: "on"
                environments:
                  - name: iPhone
                    size: [390, 844.5]
                    sizeClass: {horizontal: compact}
                # The flow layout.
                layout:
                  type: flow
                  minimumLineSpacing: 4
                sections:
                  - {items: 12}

                """
        )
        // What it prints reads as the spec it describes.
        let parsed = try SpecParser().parse(document.text, file: "a.layout.yaml")
        #expect(parsed.name == "on" && parsed.environments[0].size.height == 844.5)
    }
}
