/// What is known of one spec after the events about it, applied in order: its generation, its last
/// good layout and the diff that led to it, its errors while it has them, and the clock of each.
///
/// The one place where an event changes a spec's state. The daemon applies each event it publishes
/// to the state `get` and new subscribers are answered from; a restart applies the journal's events
/// to the state its files held; a subscriber applies the lines it receives. All three hold the same
/// state after the same events, which is what lets a subscriber trust a diff.
public struct SpecState: Sendable {
    /// Successful layouts of the spec (1 = the first); 0 before any.
    public private(set) var generation: Int
    /// The last good layout, which errors never replace.
    public private(set) var layout: LayoutFile?
    /// The diff that led to ``layout``; `nil` when it came whole.
    public private(set) var diff: DiffFile?
    /// The spec's errors while it has them.
    public private(set) var errors: ErrorFile?
    /// Whether the latest event was the spec's removal.
    public private(set) var removed = false
    /// The clock of the event that gave ``layout``, and of the one that gave ``errors``.
    public private(set) var layoutClock: DaemonClock?
    public private(set) var errorClock: DaemonClock?

    /// A spec no event has touched: no layout, generation 0.
    public init() {
        generation = 0
    }

    /// A spec as files left it (`layout.json`, `error.json`), whose clocks are not known yet.
    public init(layout: LayoutFile?, errors: ErrorFile?) {
        generation = layout?.generation ?? 0
        self.layout = layout
        self.errors = errors
    }

    /// Whether the spec has errors now.
    public var hasErrors: Bool { errors != nil }

    /// Applies one event published at `clock`; throws, changing nothing, when it does not follow (a
    /// diff from a generation other than the one held).
    public mutating func apply(_ event: SpecEvent, at clock: DaemonClock) throws(SpecEventError) {
        switch event {
        case .layout(let file, _):
            setLayout(file, diff: nil, clock: clock)
        case .diff(let file, let result):
            guard let layout, file.from == generation else {
                throw SpecEventError(
                    "a diff of \(file.spec) from generation \(file.from), holding \(layout == nil ? "none" : String(generation))"
                )
            }
            let next =
                result
                ?? LayoutFile(
                    spec: file.spec,
                    generation: file.to,
                    snapshot: file.diff.applied(to: layout.snapshot),
                    stats: file.stats
                )
            setLayout(next, diff: file, clock: clock)
        case .error(let file):
            errors = file
            errorClock = clock
            removed = false
        case .removed:
            self = SpecState()
            removed = true
        }
    }

    /// Gives the layout and errors their clocks where files left them without one: a restart learns
    /// them from the journal.
    public mutating func setClocks(layout layoutClock: DaemonClock?, errors errorClock: DaemonClock?) {
        if layout != nil { self.layoutClock = layoutClock }
        if errors != nil { self.errorClock = errorClock }
    }

    private mutating func setLayout(_ file: LayoutFile, diff: DiffFile?, clock: DaemonClock) {
        layout = file
        generation = file.generation
        self.diff = diff
        layoutClock = clock
        errors = nil
        errorClock = nil
        removed = false
    }
}
