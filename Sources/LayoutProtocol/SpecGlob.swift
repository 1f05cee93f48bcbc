/// A glob over spec paths, as subscribers write them: `*` and `?` stay within a folder, `**` matches
/// across folders (`**` alone matches every spec; `screens/**` every spec under `screens/`).
///
/// Matching takes time proportional to the pattern's length times the path's, whatever the pattern:
/// globs come from clients and are matched on the daemon's thread for every event, so a pattern of
/// many stars must not backtrack exponentially (a fuzzed `*****…aml` took seconds a path before).
public struct SpecGlob: Sendable, Hashable {
    public let pattern: String
    /// The folder-name patterns, as bytes; `nil` stands for `**`.
    private let parts: [[UInt8]?]

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { $0 == "**" ? nil : Array($0.utf8) }
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        return Self.wildcardMatch(
            parts,
            components,
            isStar: { $0 == nil },
            matchesOne: { part, component in
                guard let part else { return false }
                return Self.wildcardMatch(
                    part,
                    component,
                    isStar: { $0 == UInt8(ascii: "*") },
                    matchesOne: { byte, other in byte == UInt8(ascii: "?") || byte == other }
                )
            }
        )
    }

    /// Whether `pattern` matches `subject`, where a star element matches any run of subject elements
    /// and any other element matches one subject element that `matchesOne` accepts.
    ///
    /// The greedy algorithm with one backtracking point, the last star: on a mismatch, the last star
    /// takes one more element and matching resumes after it. Earlier stars never need to take more,
    /// so this visits each (pattern, subject) position pair at most once.
    private static func wildcardMatch<Element, Subject>(
        _ pattern: [Element],
        _ subject: [Subject],
        isStar: (Element) -> Bool,
        matchesOne: (Element, Subject) -> Bool
    ) -> Bool {
        var patternIndex = 0
        var subjectIndex = 0
        var lastStar: (pattern: Int, subject: Int)?
        while subjectIndex < subject.count {
            if patternIndex < pattern.count, isStar(pattern[patternIndex]) {
                lastStar = (patternIndex, subjectIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, matchesOne(pattern[patternIndex], subject[subjectIndex]) {
                patternIndex += 1
                subjectIndex += 1
            } else if let star = lastStar {
                lastStar = (star.pattern, star.subject + 1)
                patternIndex = star.pattern + 1
                subjectIndex = star.subject + 1
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, isStar(pattern[patternIndex]) { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
