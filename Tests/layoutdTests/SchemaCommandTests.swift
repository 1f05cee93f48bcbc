import Foundation
import Testing

/// `layoutd schema`, checked with a real JSON Schema validator (`check-jsonschema`, installed by
/// `Scripts/install-deps.sh`): every example and golden spec is valid, and a misspelt key is not.
struct SchemaCommandTests {
    /// `check-jsonschema` on the PATH.
    static func validator() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("check-jsonschema")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure("check-jsonschema is not on the PATH; Scripts/install-deps.sh installs it from PyPI")
    }

    /// Runs the validator on `specs` with the schema `layoutd schema` wrote.
    static func validate(_ specs: [String], schema: URL) throws -> (status: Int32, output: String) {
        try LayoutdBinary.runTool(try validator(), ["--schemafile", schema.path] + specs)
    }

    static func writtenSchema() throws -> URL {
        let directory = try LayoutdBinary.temporaryDirectory()
        let schema = directory.appendingPathComponent("layout.schema.json")
        let result = try LayoutdBinary.run(["schema", "--output", schema.path])
        #expect(result.status == 0, "\(result.stderr)")
        return schema
    }

    @Test func everyExampleAndGoldenSpecIsValid() throws {
        let schema = try Self.writtenSchema()
        let root = LayoutdBinary.packageRoot
        var specs: [String] = []
        for folder in [
            "examples", "Tests/GoldenLayoutTests/Golden/flow", "Tests/GoldenLayoutTests/Golden/split",
            "Tests/GoldenLayoutTests/Golden/compositional",
        ] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            specs += names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(folder)/\($0)" }
        }
        #expect(specs.count > 200)
        let (status, output) = try Self.validate(specs, schema: schema)
        #expect(status == 0, "\(output)")
        #expect(output.contains("ok -- validation done"))
    }

    /// Misspelt keys, at every level the editor completes, are errors with the key named.
    @Test(arguments: [
        ("layout:\n  minimumLineSpacng: 10\nsections: [{items: 3}]\n", "'minimumLineSpacng' was unexpected"),
        ("environments: [{device: iPhone 17, orientaton: landscape}]\n", "'orientaton' was unexpected"),
        (
            "layout: {type: compositional}\nsections: [{items: 1, list: {apearance: plain}}]\n",
            "'apearance' was unexpected"
        ),
        ("layout: {type: split}\nsections: [{side: left, items: 1, itemSize: [1, 1]}]\n", "'itemSize' was unexpected"),
        (
            "layout: {type: flow, variants: [{when: {minWidht: 1}, set: {itemSize: [1, 1]}}]}\n",
            "'minWidht' was unexpected"
        ),
        ("sections: [{items: 1, header: 10, itemsize: [1, 1]}]\n", "'itemsize' was unexpected"),
    ])
    func aMisspeltKeyIsInvalid(text: String, unexpected: String) throws {
        let schema = try Self.writtenSchema()
        let spec = schema.deletingLastPathComponent().appendingPathComponent("bad.layout.yaml")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let (status, output) = try Self.validate([spec.path], schema: schema)
        #expect(status == 1, "\(output)")
        #expect(output.contains(unexpected), "\(output)")
    }

    /// Swift's spelling of an enumeration's case (`.groupPaging`) is valid where its name is, and a
    /// misspelt one is not.
    @Test func leadingDotCasesAreValid() throws {
        let schema = try Self.writtenSchema()
        let folder = schema.deletingLastPathComponent()
        let good = folder.appendingPathComponent("swift.layout.yaml")
        try """
        environments: [{device: iPhone 17, layoutDirection: .rightToLeft}]
        layout: {type: compositional, scrollDirection: .vertical, list: {appearance: .insetGrouped}}
        sections:
          - {items: 3, orthogonalScrollingBehavior: .groupPaging}
        """.write(to: good, atomically: true, encoding: .utf8)
        let valid = try Self.validate([good.path], schema: schema)
        #expect(valid.status == 0, "\(valid.output)")
        let bad = folder.appendingPathComponent("bad.layout.yaml")
        try "layout: {type: flow, scrollDirection: .verticl}\n".write(to: bad, atomically: true, encoding: .utf8)
        #expect(try Self.validate([bad.path], schema: schema).status == 1)
    }

    /// The Swift that makes a size, point, insets or layout size is valid where the value goes.
    ///
    /// Another type is not. Labelled initializers are quoted: YAML checkers other than layoutd's own
    /// refuse `: ` in a plain value.
    @Test func swiftInitializersAreValid() throws {
        let schema = try Self.writtenSchema()
        let folder = schema.deletingLastPathComponent()
        let good = folder.appendingPathComponent("initializers.layout.yaml")
        try """
        environments:
          - device: iPhone 17
            safeArea: "UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)"
            contentOffset: CGPoint.zero
        layout: {type: compositional}
        sections:
          - items: 3
            contentInsets: "NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)"
            group:
              horizontal:
                layoutSize: "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))"
                subitems:
                  - item: {layoutSize: ".init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))"}
        """.write(to: good, atomically: true, encoding: .utf8)
        let valid = try Self.validate([good.path], schema: schema)
        #expect(valid.status == 0, "\(valid.output)")
        let bad = folder.appendingPathComponent("rect.layout.yaml")
        try """
        layout: {type: flow, itemSize: "CGRect(x: 0, y: 0, width: 10, height: 10)"}
        sections: [{items: 1}]
        """.write(to: bad, atomically: true, encoding: .utf8)
        #expect(try Self.validate([bad.path], schema: schema).status == 1)
    }
}
