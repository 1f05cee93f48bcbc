import Foundation
import FuzzDriver
import LayoutProtocol

/// A layout snapshot's reference file, as `snapshot verify` reads one from a pull request: read back,
/// compared with a layout, each change described; and an error that quotes a line of it quotes at
/// most 40 characters and no control character.
@main
enum FuzzReference {
    static let layout = """
        environment e size 100x200 content 100x170
        section s
          cell 0      25 0 50 50
          cell 1      25 60 50 50

        """

    static func main() {
        fuzz { data in
            FuzzReference.run(data)
        }
    }

    static func run(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return }
        let current = (try? LayoutReference(text: layout)) ?? LayoutReference(environments: [])
        do {
            let reference = try LayoutReference(text: text)
            for tolerance in [0.0, 0.5] {
                for change in reference.changes(to: current, tolerance: tolerance) { _ = change.description }
                for change in current.changes(to: reference, tolerance: tolerance) { _ = change.description }
            }
        } catch {
            let message = error.description
            if message.unicodeScalars.contains(where: TerminalText.isControl) {
                fatalError("a reading error prints a control character: \(message.debugDescription)")
            }
            // At most 40 of the file's characters, each written out in at most 10 (`\u{10FFFF}`).
            if message.count > 60 + 40 * 10 + 1 {
                fatalError("a reading error quotes more than 40 characters: \(message)")
            }
        }
    }
}
