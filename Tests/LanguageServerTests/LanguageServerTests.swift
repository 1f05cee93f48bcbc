import Foundation
import LanguageServer
import TestSupport
import Testing

/// The language server in process: what an editor gets for an unsaved spec as it is typed.
struct LanguageServerTests {
    /// ``SmallGridSpec``, then a section `tags` of a 40 × 20 item and a run of two 60 × 20.
    static let spec =
        SmallGridSpec.text + """
              - id: tags
                items:
                  - [40, 20]
                  - {size: [60, 20], count: 2}
            """

    @Test func aTypoIsReportedAtItsLineAndColumnBeforeAnySave() throws {
        let client = Client()
        client.open(Self.spec.replacingOccurrences(of: "itemSize", with: "itemSise"))
        let diagnostic = try #require(client.diagnostics.first)
        // `  itemSise:` is line 6 (5 from 0), the key at column 3 (2 from 0).
        #expect(start(of: diagnostic)! == (5, 2))
        #expect((diagnostic["message"] as? String)?.contains(#"did you mean "itemSize""#) == true)
        let range = try #require(diagnostic["range"] as? [String: Any])
        #expect((range["end"] as? [String: Any])?["character"] as? Int == 10)
        // Fixed in the buffer, the diagnostic goes.
        client.change(Self.spec, version: 2)
        #expect(client.diagnostics.isEmpty)
    }

    @Test func everyMistakeIsReportedAtOnce() throws {
        let client = Client()
        let broken = Self.spec.replacingOccurrences(of: "itemSize", with: "itemSise")
            .replacingOccurrences(of: "items: 4", with: "items: four")
        client.open(broken)
        #expect(client.diagnostics.compactMap { start(of: $0)?.0 } == [5, 8])
    }

    @Test func aQuickFixReplacesTheMisspeltWord() throws {
        let client = Client()
        client.open(Self.spec.replacingOccurrences(of: "itemSize", with: "itemSise"))
        let range: [String: Any] = [
            "start": ["line": 5, "character": 4], "end": ["line": 5, "character": 4],
        ]
        let response = client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": Client.uri], "range": range, "context": ["diagnostics": []]]
        )
        let action = try #require((response["result"] as? [[String: Any]])?.first)
        #expect(action["kind"] as? String == "quickfix")
        let changes = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: Any])
        let edit = try #require((changes[Client.uri] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "itemSize")
        #expect(start(of: edit)! == (5, 2))
        // Nothing to fix elsewhere.
        let elsewhere: [String: Any] = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]]
        let none = client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": Client.uri], "range": elsewhere, "context": ["diagnostics": []]]
        )
        #expect((none["result"] as? [Any])?.isEmpty == true)
    }

    @Test func completionOffersTheKeysAllowedAtTheCursor() {
        let client = Client()
        client.open(Self.spec + "\n  - id: more\n    min")
        // In a flow section, after `min`: the section's spacing keys.
        let inSection = client.completionLabels(14, 7)
        #expect(inSection.contains("minimumLineSpacing") && inSection.contains("minimumInteritemSpacing"))
        #expect(!inSection.contains("items") && !inSection.contains("version"))
        // At the root, on an empty line: the root keys.
        client.change(Self.spec + "\n", version: 2)
        #expect(
            Set(client.completionLabels(13, 0)) == ["version", "name", "environments", "let", "layout", "sections"]
        )
        // In a compositional layout's section, its own keys.
        let compositional = Self.spec.replacingOccurrences(of: "layout:\n", with: "layout:\n  type: compositional\n")
        client.change(compositional + "\n    ort", version: 3)
        #expect(client.completionLabels(14, 7) == ["orthogonalScrollingBehavior"])
    }

    @Test func completionOffersValuesDevicesAndDimensions() {
        let client = Client()
        client.open("environments:\n  - {device: iPhone 17 P")
        let devices = client.completionLabels(1, 25)
        #expect(
            devices.contains("iPhone 17 Pro") && devices.contains("iPhone 17 Pro Max") && !devices.contains("iPhone 15")
        )
        client.change("layout:\n  scrollDirection: ", version: 2)
        #expect(client.completionLabels(1, 19) == ["vertical", "horizontal"])
        client.change(
            "layout:\n  type: compositional\nsections:\n  - item:\n      layoutSize:\n        width: ",
            version: 3
        )
        #expect(
            Set(client.completionLabels(5, 15)) == [
                "absolute()", "estimated()", "fractionalWidth()", "fractionalHeight()",
            ]
        )
    }

    /// Frames as the preview page shows them: on the screen's pixels, to the hundredth of a point.
    @Test func hoverRoundsFramesToTheScreensPixels() throws {
        let client = Client()
        // Two items 361.67 wide on a 1085-wide screen at scale 3: floor((1085 + 10) / (361.67 + 10))
        // is 2 a row, the gap between them 1085 − 2 × 361.67 = 361.67, so item 1 is at x = 723.33.
        client.open(
            """
            environments:
              - {name: wide, size: [1085, 600], scale: 3}
            layout:
              itemSize: [361.6666666666667, 50]
            sections:
              - id: row
                items: 2

            """
        )
        let run = try #require(client.hover(6, 6))
        #expect(run.contains("wide: items 0–1\n  0: [0, 0, 361.67, 50]\n  1: [723.33, 0, 361.67, 50]"), "\(run)")
        #expect(!run.contains("361.666"))
    }

    @Test func hoverShowsASectionsAndARunsFramesInEveryEnvironment() throws {
        let client = Client()
        client.open(Self.spec)
        let section = try #require(client.hover(7, 8))
        // grid: two rows (50 + 10 + 50 = 110 high), four cells.
        #expect(section.contains("section `grid`"))
        #expect(section.contains("small: [0, 0, 320, 110], 4 cells"))
        // The `{size: [60, 20], count: 2}` run holds items 1 and 2 of `tags`, after the 40-wide item
        // 0. Sections follow one another with no spacing (the line spacing is within a section), so
        // the row starts at y = 110: x = 40 + 10 = 50 and 50 + 60 + 10 = 120.
        let run = try #require(client.hover(12, 10))
        #expect(run.contains("small: items 1–2\n  1: [50, 110, 60, 20]\n  2: [120, 110, 60, 20]"))
        // A change relays out and the hover follows; a broken text keeps the last good frames.
        client.change(Self.spec.replacingOccurrences(of: "items: 4", with: "items: 3"), version: 2)
        #expect(client.hover(7, 8)?.contains("small: [0, 0, 320, 50], 3 cells") == true)
        client.change(Self.spec.replacingOccurrences(of: "items: 4", with: "items: x"), version: 3)
        #expect(client.hover(7, 8)?.contains("small: [0, 0, 320, 50], 3 cells") == true)
        // Above the sections, a key shows what it means; a value, nothing.
        let name = try #require(client.hover(1, 4))
        #expect(name.hasPrefix("**`name`**: Unique within the spec") && !name.contains("cells"))
        #expect(client.hover(2, 14) == nil)
    }

    /// Hovering a key shows the catalogue's row: UIKit's property, its default and its range, and
    /// within a section the section's frames after it.
    @Test func hoverOnAKeyShowsWhatUIKitCallsIt() throws {
        let client = Client()
        client.open(Self.spec)
        // `  itemSize: [100, 50]` is line 5 (from 0); the cursor on its `S`.
        let key = try #require(client.hover(5, 7))
        #expect(key.contains("**`itemSize`**: The items' size, [width, height]."))
        #expect(key.contains("UIKit: `UICollectionViewFlowLayout.itemSize`") && key.contains("default: [50, 50]"))
        // `    items: 4` (line 8), in section `grid`: the key, then its items' frames.
        let items = try #require(client.hover(8, 6))
        #expect(items.hasPrefix("**`items`**: The items: a count"))
        #expect(items.contains("small: items 0–3\n  0: [0, 0, 100, 50]"))
    }

    @Test func mistakesInMessagesAreAnsweredWithErrors() {
        let client = Client()
        func code(_ messages: [[String: Any]]) -> Int? { (messages.first?["error"] as? [String: Any])?["code"] as? Int }
        #expect(code(client.send(body: Data("{not json".utf8))) == -32700)
        #expect(code(client.send(body: Data("[1, 2]".utf8))) == -32600)
        #expect(code(client.send(["jsonrpc": "2.0", "id": 9, "method": "workspace/symbol", "params": [:]])) == -32601)
        #expect(
            code(client.send(["jsonrpc": "2.0", "id": 10, "method": "textDocument/hover", "params": [:]])) == -32602
        )
        #expect(code(client.send(["jsonrpc": "2.0", "id": 11, "method": "textDocument/hover", "params": 3])) == -32602)
        // A hover of a document never opened.
        #expect(
            code(client.send(["jsonrpc": "2.0", "id": 12, "method": "textDocument/hover", "params": client.at(0, 0)]))
                == -32602
        )
        // Unknown notifications are not answered.
        #expect(client.send(["jsonrpc": "2.0", "method": "$/unknown", "params": [:]]).isEmpty)
    }

    @Test func shutdownThenExitEndsWithZeroAndExitAloneWithOne() {
        let first = Client()
        #expect(first.server.handle(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)).exitStatus == 1)
        let second = Client()
        second.request("shutdown", [:])
        let afterShutdown = second.send(["jsonrpc": "2.0", "id": 99, "method": "textDocument/hover", "params": [:]])
        #expect((afterShutdown.first?["error"] as? [String: Any])?["code"] as? Int == -32803)
        // `initialize` after `shutdown` was answered as a fresh start; it is refused like the rest.
        let initialize = second.send(["jsonrpc": "2.0", "id": 100, "method": "initialize", "params": [:]])
        #expect((initialize.first?["error"] as? [String: Any])?["code"] as? Int == -32803)
        #expect(second.server.handle(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)).exitStatus == 0)
    }
}
