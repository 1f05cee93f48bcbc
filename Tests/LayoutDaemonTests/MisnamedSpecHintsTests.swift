import Testing

@testable import LayoutDaemon

/// Which YAML files get the hint that they look like a spec but are not laid out, and how often.
struct MisnamedSpecHintsTests {
    static let spec = Array("# the home screen\nenvironments:\n  - device: iPhone 17\nsections:\n  - items: 3\n".utf8)

    @Test func aSpecNamedWronglyIsHintedOnceWithItsRightName() {
        var hints = MisnamedSpecHints()
        let hint = hints.hint(path: "screens/home.yaml", head: Self.spec)
        #expect(
            hint == "screens/home.yaml looks like a layout spec but is not laid out: only files ending in "
                + ".layout.yaml are; rename it to screens/home.layout.yaml"
        )
        // Saved again, or found again by a rescan: no second line.
        #expect(hints.hint(path: "screens/home.yaml", head: Self.spec) == nil)
        #expect(hints.hint(path: "other.yml", head: Self.spec)?.hasSuffix("rename it to other.layout.yaml") == true)
    }

    @Test func otherYAMLIsLeftAlone() {
        var hints = MisnamedSpecHints()
        let workflow = Array("name: CI\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n".utf8)
        #expect(hints.hint(path: ".github/workflows/ci.yaml", head: workflow) == nil)
        // `sections:` alone, or nested, is not a spec's.
        #expect(hints.hint(path: "a.yaml", head: Array("sections:\n  - a\n".utf8)) == nil)
        #expect(hints.hint(path: "b.yaml", head: Array("page:\n  layout:\n  sections:\n".utf8)) == nil)
        #expect(hints.hint(path: "c.yaml", head: []) == nil)
    }
}
