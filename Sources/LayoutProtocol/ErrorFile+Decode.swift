public import Foundation

extension ErrorFile {
    /// Reads an `error.json` back: a restarted daemon compares the errors it finds with these, and
    /// does not publish the same errors twice.
    public static func decode(_ data: Data) throws -> ErrorFile {
        struct Document: Decodable {
            var spec: String
            var errors: [Located]
        }
        struct Located: Decodable {
            var line: Int
            var column: Int
            var path: String
            var message: String
        }
        let document = try JSONDecoder().decode(Document.self, from: data)
        return ErrorFile(
            spec: document.spec,
            errors: document.errors.map { Entry(line: $0.line, column: $0.column, path: $0.path, message: $0.message) }
        )
    }
}
