import Foundation
import Testing

/// One golden fixture: a spec and the frames it must produce, as `layoutd compute --format text` prints them.
///
/// Fixtures live in `Golden/<kind>/<case>.layout.yaml` beside `<case>.frames`. Each spec opens with a
/// comment that works its frames out by hand from the reference algorithm.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var kind: String
    var name: String
    var specURL: URL
    var framesURL: URL

    var testDescription: String { "\(kind)/\(name)" }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Every fixture of one layout kind, sorted by name.
    static func all(kind: String) -> [GoldenCase] {
        let directory = goldenDirectory.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { file in
            let name = String(file.dropLast(".layout.yaml".count))
            return GoldenCase(
                kind: kind,
                name: name,
                specURL: directory.appendingPathComponent(file),
                framesURL: directory.appendingPathComponent(name + ".frames")
            )
        }
    }
}
