import Foundation
import LayoutProtocol
import Testing

@Suite struct SocketEventTests {
    @Test func oneLineKeepsStringsAndDropsOnlyLayoutWhitespace() throws {
        let document = "{\n  \"a\": \"x  y\\n z\",\n  \"b\": [\n    1,\n    2\n  ]\n}"
        let line = SocketEvent.oneLine(document)
        #expect(line == "{\"a\": \"x  y\\n z\",\"b\": [1,2]}")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(parsed["a"] as? String == "x  y\n z")
    }

    @Test func errorEventIsTheErrorFileWithItsEventName() throws {
        let file = ErrorFile(
            spec: "a.layout.yaml",
            errors: [ErrorFile.Entry(line: 3, column: 4, path: "layout.itemSize", message: "expected \"x\"")]
        )
        let event = SocketEvent.error(file, clock: "c:1:2")
        #expect(!event.contains("\n"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Any])
        #expect(parsed["event"] as? String == "error")
        #expect(parsed["spec"] as? String == "a.layout.yaml")
        #expect((parsed["errors"] as? [[String: Any]])?.first?["column"] as? Int == 4)
    }

    @Test(arguments: [
        ("**", "a/b/c.layout.yaml", true), ("screens/*", "screens/home.layout.yaml", true),
        ("screens/*", "screens/deep/home.layout.yaml", false), ("**/badge.layout.yaml", "badge.layout.yaml", true),
        ("**/badge.layout.yaml", "w/a/badge.layout.yaml", true), ("a/**/c.layout.yaml", "a/c.layout.yaml", true),
        ("h?me.layout.yaml", "home.layout.yaml", true), ("*.layout.yaml", "a/home.layout.yaml", false),
        ("a*b*c*d", "aXbYcZd", true), ("a*b*c*d", "aXbYcZ", false), ("a/**", "a", true), ("*", "", false),
        ("**/*/x.layout.yaml", "x.layout.yaml", false), ("**/*/x.layout.yaml", "a/b/x.layout.yaml", true),
        // Many stars, as fuzzing found them: each took seconds a path when matching backtracked.
        (String(repeating: "*", count: 60) + "aml", "b.layout.yaml", true),
        (String(repeating: "*", count: 60) + "x", "b.layout.yaml", false),
        (String(repeating: "**/", count: 30) + "x.layout.yaml", "a/b/c/x.layout.yaml", true),
        (String(repeating: "**/", count: 30) + "y.layout.yaml", "a/b/c/x.layout.yaml", false),
        ("s**c/?].y" + String(repeating: "*", count: 80) + "aml", "screens/a/b.layout.yaml", false),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(SpecGlob(pattern).matches(path) == matches)
    }
}
