/// Why a file of the output folder could not be written, said as a person would read it in a log
/// line or a terminal: the path and the system's reason, never a framework's error dump.
public struct OutputFileError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
