/// Why a file of the output folder could not be written, said as a person would read it in a log
/// line or a terminal: the path and the system's reason, never a framework's error dump.
public struct OutputFileError: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// Whether writing again cannot help (a spec's name the file system cannot hold), where a full or
    /// read-only disk may take the same write later.
    public let isPermanent: Bool

    public init(_ description: String, permanent: Bool = false) {
        self.description = description
        self.isPermanent = permanent
    }
}
