/// The daemon's logical clock, `c:<epoch>:<sequence>` (protocol.md, "The journal").
///
/// The epoch is the unix time the daemon's state was created, and survives restarts (``Journal``);
/// the sequence grows by one with every event published (a layout, a diff, an error, a removal, a
/// rescan), so clocks order every publication.
public struct DaemonClock: Sendable, Hashable, CustomStringConvertible {
    public var epoch: Int
    public var sequence: Int

    public init(epoch: Int, sequence: Int = 0) {
        self.epoch = epoch
        self.sequence = sequence
    }

    /// Reads `c:<epoch>:<sequence>`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "c", let epoch = Int(parts[1]), let sequence = Int(parts[2]),
            epoch >= 0, sequence >= 0
        else { return nil }
        self.init(epoch: epoch, sequence: sequence)
    }

    public var description: String { "c:\(epoch):\(sequence)" }

    /// Advances the sequence for one published event and returns the event's clock.
    package mutating func tick() -> DaemonClock {
        sequence += 1
        return self
    }
}
