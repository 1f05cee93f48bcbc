import LayoutEngine
import LayoutSpecFormat
import Testing

/// Names written with `YAMLScalar` read back as the same names, however they are spelt.
struct YAMLScalarTests {
    @Test(arguments: [
        "photos", "Main-1", "retina6_1-portrait", "a: b", "# not a comment", "\"quoted\"", "back\\slash",
        "two\nlines", "tab\there", "del\u{7F}", "yes", "No", "null", "1.5", "12", "-1", "", " spaced ", "héllo", "{}",
    ])
    func aNameReadsBackAsItself(name: String) throws {
        #expect(YAMLScalar.text(name) == name || YAMLScalar.text(name).hasPrefix("\""))
        let plain = try SpecParser().parse("name: \(YAMLScalar.text(name))\nsections: []\n", file: "n.layout.yaml")
        let quoted = try SpecParser().parse("name: \(YAMLScalar.quoted(name))\nsections: []\n", file: "n.layout.yaml")
        #expect(plain.name == name)
        #expect(quoted.name == name)
    }
}
