import Foundation

/// The daemon's logical clock, `c:<epoch>:<sequence>` (daemon.md, "Socket protocol").
///
/// The epoch is the unix time the daemon's state was created; the sequence grows by one with every
/// event published (a layout, an error, a removal), so clocks order every publication.
struct DaemonClock: Sendable {
    let epoch: Int
    private(set) var sequence = 0

    init(epoch: Int = Int(Date().timeIntervalSince1970)) {
        self.epoch = epoch
    }

    var current: String { "c:\(epoch):\(sequence)" }

    /// Advances the sequence for one published event and returns its clock.
    mutating func tick() -> String {
        sequence += 1
        return current
    }
}
