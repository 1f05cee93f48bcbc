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

/// The layout differences of a run as GitHub annotations: GitHub shows the first ten of a step, so a
/// run prints at most ten, the tenth counting the rest where there are more, and the one that matters
/// is never hidden behind a tenth of the same.
struct AnnotationBudget {
    static let limit = 10
    private var annotations: [String] = []

    mutating func add(_ annotation: String) { annotations.append(annotation) }

    /// The annotations to print: all of them up to ten, else nine and one that counts the rest, with
    /// `title` and the command that lists them all.
    func lines(title: String, listedBy command: String) -> [String] {
        guard annotations.count > Self.limit else { return annotations }
        let rest = annotations.count - (Self.limit - 1)
        let message = "\(rest) more sections differ; `\(command)` lists them all"
        return Array(annotations.prefix(Self.limit - 1))
            + ["::error title=\(GitHubAnnotation.property(title))::\(GitHubAnnotation.escaped(message))"]
    }
}
