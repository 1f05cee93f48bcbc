import LayoutFiles
import LayoutProtocol

/// What the daemon could not write to the output folder (a full or read-only disk), to be written
/// when the disk takes writes again.
///
/// Serving never waits for the disk: subscribers get every event from memory. What the folder misses
/// is the latest state of each spec, so that is all that is kept: a spec saved ten times while the
/// disk was full is written once, as it stands, when space returns. The layout itself is not kept
/// here (the published state has it); only the latest diff and errors, which nothing else keeps.
struct UnwrittenOutput {
    /// One spec's files that are behind.
    struct Spec {
        /// `layout.json` (and `diff.json`, which goes with it) is behind.
        var layout = false
        /// The diff to the current generation, for `diff.json`; `nil` for a first generation.
        var diff: DiffFile?
        /// The `error.json` to write.
        ///
        /// It is kept while a layout is behind too, as writing `layout.json` removes `error.json`,
        /// which then has to be written again.
        var errors: ErrorFile?
        /// The pictures (`ENV.svg`) are behind.
        var previews = false
        /// The spec is gone but its folder could not be emptied.
        var removal = false

        var isEmpty: Bool { !layout && errors == nil && !previews && !removal }
    }

    private(set) var specs: [String: Spec] = [:]
    /// The reason of the latest failure, for `status`.
    private(set) var reason: String?

    var isEmpty: Bool { specs.isEmpty }
    var count: Int { specs.count }

    /// Records the outcome of writing a spec's layout (with `diff`).
    mutating func layout(of spec: String, diff: DiffFile?, failure: (any Error)?) {
        let failure = Self.retryable(failure)
        update(spec, failure: failure) { entry in
            entry.removal = false
            entry.layout = failure != nil
            entry.diff = failure != nil ? diff : nil
            // A good layout replaces errors, on disk as in the published state.
            entry.errors = nil
        }
    }

    /// Records the outcome of writing a spec's errors.
    mutating func errors(of spec: String, _ file: ErrorFile, failure: (any Error)?) {
        let failure = Self.retryable(failure)
        update(spec, failure: failure) { entry in
            entry.removal = false
            entry.errors = failure != nil || entry.layout ? file : nil
        }
    }

    /// Records the outcome of writing a spec's pictures.
    mutating func previews(of spec: String, failure: (any Error)?) {
        let failure = Self.retryable(failure)
        update(spec, failure: failure) { $0.previews = failure != nil }
    }

    /// Records the outcome of removing a spec's files: whether any is left.
    mutating func removal(of spec: String, failure: (any Error)?) {
        let failure = Self.retryable(failure)
        update(spec, failure: failure) { entry in
            entry = Spec()
            entry.removal = failure != nil
        }
    }

    /// Forgets a spec's files, which need no writing any more (the pictures were turned off).
    mutating func forgetPreviews() {
        for spec in specs.keys { update(spec, failure: nil) { $0.previews = false } }
    }

    /// The failure, unless writing again cannot help it (a name too long): that leaves nothing to
    /// write again, and the spec's files are not counted as behind.
    private static func retryable(_ failure: (any Error)?) -> (any Error)? {
        (failure as? OutputFileError)?.isPermanent == true ? nil : failure
    }

    private mutating func update(_ spec: String, failure: (any Error)?, _ change: (inout Spec) -> Void) {
        var entry = specs[spec] ?? Spec()
        change(&entry)
        specs[spec] = entry.isEmpty ? nil : entry
        if let failure { reason = "\(failure)" }
        if specs.isEmpty { reason = nil }
    }
}
