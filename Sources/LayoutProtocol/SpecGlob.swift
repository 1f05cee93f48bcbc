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

extension SpecGlob {
    /// The warning for a subscription whose pattern matches none of the daemon's specs now, or `nil`
    /// when it matches one (or the daemon has none yet).
    ///
    /// A spec is named by its path from the watched folder, extension included, so `--spec photos`
    /// matches nothing: the warning names the specs the pattern most likely meant (the same name
    /// without `.layout.yaml`, in any folder), else one of the daemon's names as an example. It is a
    /// warning, not an error: a spec created later that matches is delivered.
    public static func unmatchedWarning(_ pattern: String, specs: [String]) -> String? {
        guard !specs.isEmpty, !specs.contains(where: SpecGlob(pattern).matches) else { return nil }
        let suffix = ".layout.yaml"
        let wanted = pattern.split(separator: "/").last.map(String.init) ?? pattern
        let meant = specs.filter { spec in
            let file = spec.split(separator: "/").last.map(String.init) ?? spec
            return file == wanted + suffix || spec == pattern + suffix
        }.sorted()
        let count = "\(specs.count) spec\(specs.count == 1 ? "" : "s")"
        if !meant.isEmpty {
            let names = meant.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return "warning: --spec '\(pattern)' matches none of the daemon's \(count); did you mean \(names)? "
                + "Specs are named by their path from the watched folder, with `.layout.yaml`"
        }
        let example = specs.min() ?? ""
        return "warning: --spec '\(pattern)' matches none of the daemon's \(count) (names are paths from the "
            + "watched folder, like '\(example)'; `*` stays within a folder, `**` crosses folders); "
            + "specs that appear later and match are still sent"
    }
}
