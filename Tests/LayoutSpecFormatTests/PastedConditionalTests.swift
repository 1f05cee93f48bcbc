import Foundation
import LayoutSpecFormat
import Testing

/// A Swift conditional pasted unquoted is no YAML any tool reads.
///
/// The error says so at its line and gives the value quoted, the whole paste where it is inside one.
/// `PasteQuoting` quotes the pastes YAML refuses and leaves every other byte.
struct PastedConditionalTests {
    @Test(arguments: [
        (
            "layout:\n  minimumLineSpacing: traitCollection.horizontalSizeClass == .regular ? 20 : 8\nsections: [{items: 1}]\n",
            "t.layout.yaml:2:71: error: a Swift conditional is no YAML as it is (YAML reads `? ` and `: ` as keys): quote it, \"traitCollection.horizontalSizeClass == .regular ? 20 : 8\""
        ),
        (
            "layout:\n  itemSize: [container.effectiveContentSize.width > 600 ? 100 : 50, 50]\nsections: [{items: 1}]\n",
            "t.layout.yaml:2:57: error: a Swift conditional is no YAML as it is (YAML reads `? ` and `: ` as keys): quote it, \"container.effectiveContentSize.width > 600 ? 100 : 50\""
        ),
        (
            "layout:\n  sectionInset: UIEdgeInsets(top: 8, left: container.contentSize.width > 600 ? 20 : 8, bottom: 8, right: 8)\nsections: [{items: 1}]\n",
            "t.layout.yaml:2:78: error: a Swift conditional is no YAML as it is (YAML reads `? ` and `: ` as keys): quote it, \"UIEdgeInsets(top: 8, left: container.contentSize.width > 600 ? 20 : 8, bottom: 8, right: 8)\""
        ),
    ])
    func aConditionalIsToBeQuoted(text: String, message: String) {
        #expect(throws: SpecErrors.self) { try SpecParser().parse(text, file: "t.layout.yaml") }
        do {
            _ = try SpecParser().parse(text, file: "t.layout.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func quotingPastesLeavesEveryOtherByte() throws {
        let text = """
            # A card grid.
            sections:
              - items: 4   # four cards
                contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                layoutSize: "CGSize(width: 10, height: 10)"

            """
        let quoted = try #require(PasteQuoting.quoted(text))
        #expect(quoted.count == 1)
        #expect(
            quoted.text
                == text.replacingOccurrences(
                    of: "contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)",
                    with: "contentInsets: 'NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)'"
                )
        )
        #expect(PasteQuoting.quoted(quoted.text) == nil)
    }
}
