/// When the daemon hands the memory it freed back to the system (`malloc_trim`).
///
/// The allocator keeps freed memory for the next allocation, which is right while saves come, but a
/// burst of work that leaves the daemon waiting (the first scan, its pictures, a rescan's) leaves
/// megabytes resident that nothing will use soon. The first scan's memory goes back before `READY=1`;
/// a burst of pictures' once the last of them is written. A save's few pictures never trim: trimming
/// costs milliseconds, and the next save would take the memory again.
struct MemoryTrim {
    /// The pictures written, since the last trim, that make a burst.
    static let burst = 100
    /// The count of pictures written at the last trim.
    private var writtenAtTrim = 0

    /// Whether to trim now, `written` pictures having been written since the start: a burst of them
    /// since the last trim, and none owed.
    mutating func written(_ written: Int, owesMore: Bool) -> Bool {
        guard written - writtenAtTrim >= Self.burst, !owesMore else { return false }
        writtenAtTrim = written
        return true
    }
}
