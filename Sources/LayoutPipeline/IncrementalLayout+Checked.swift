public import LayoutEngine
public import LayoutSpecFormat

extension IncrementalLayout {
    /// Lays `document` out and checks the result: the step every command shares after parsing.
    ///
    /// A layout whose frames or content size are not finite numbers (sizes that overflow when added
    /// up) is a spec error at the section it is in, never `inf` or `nan` in a file, a picture or a
    /// diff. `compute`, `render`, `diff`, `snapshot` and the daemon all lay out through here; the
    /// daemon's large layouts run on a worker and are checked the same way when they come back.
    public mutating func checkedUpdate(
        _ document: LayoutDocument,
        file: String
    ) throws(SpecErrors) -> (snapshot: LayoutSnapshot, work: LayoutWork) {
        let result = update(document)
        if let errors = SpecErrors.nonFinite(in: result.snapshot, file: file) {
            // Nothing of this layout is kept, its section caches included.
            self = IncrementalLayout()
            throw errors
        }
        return result
    }
}
