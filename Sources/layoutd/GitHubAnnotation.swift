import Foundation

/// A GitHub Actions workflow command that annotates a file at a line (`::error file=…,line=…::…`),
/// escaped as GitHub requires: its properties and its message each in their own way.
enum GitHubAnnotation {
    static func line(
        _ level: String,
        file: String,
        line: Int,
        column: Int,
        title: String,
        message: String
    ) -> String {
        "::\(level) file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(escaped(message))"
    }

    /// A message: `%`, carriage returns and line feeds escaped.
    static func escaped(_ text: String) -> String {
        var escaped: String = text.replacingOccurrences(of: "%", with: "%25")
        escaped = escaped.replacingOccurrences(of: "\r", with: "%0D")
        escaped = escaped.replacingOccurrences(of: "\n", with: "%0A")
        return escaped
    }

    /// A property's value: as a message, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        var escaped: String = escaped(text)
        escaped = escaped.replacingOccurrences(of: ":", with: "%3A")
        escaped = escaped.replacingOccurrences(of: ",", with: "%2C")
        return escaped
    }
}
