import LayoutProtocol
import LayoutPublishing
import Synchronization
import Testing

@testable import LayoutDaemon

/// What a preview page is sent: every spec's current state, then each update, nothing twice.
struct PreviewBoardTests {
    /// A short description of an update: the kind and spec (and generation).
    static func describe(_ update: PreviewBoard.Update) -> String {
        switch update {
        case .pictures(let spec, let generation, _, _): "pictures \(spec) \(generation)"
        case .errors(let spec, _): "errors \(spec)"
        case .removed(let spec): "removed \(spec)"
        }
    }

    @Test func aWatcherGetsTheCurrentStateThenEachUpdate() {
        let board = PreviewBoard()
        let clock = DaemonClock(epoch: 1)
        board.post(.pictures(spec: "b", generation: 1, clock: clock, pictures: []))
        board.post(.pictures(spec: "a", generation: 1, clock: clock, pictures: []))
        board.post(.errors(spec: "a", event: "{}"))
        board.post(.pictures(spec: "a", generation: 2, clock: clock, pictures: []))
        board.post(.errors(spec: "b", event: "{}"))
        board.post(.errors(spec: "c", event: "{}"))
        board.post(.pictures(spec: "d", generation: 1, clock: clock, pictures: []))
        board.post(.removed(spec: "d"))
        board.post(.removed(spec: "never-seen"))

        let seen = Mutex<[String]>([])
        let token = board.watch { update in seen.withLock { $0.append(Self.describe(update)) } }
        // a's errors were cleared by its next good layout; b keeps its pictures under its errors; c
        // has errors and no layout yet; d is gone.
        #expect(seen.withLock { $0 } == ["pictures a 2", "pictures b 1", "errors b", "errors c"])

        board.post(.pictures(spec: "c", generation: 1, clock: clock, pictures: []))
        board.post(.removed(spec: "never-seen"))
        board.post(.removed(spec: "a"))
        #expect(seen.withLock { $0 }.suffix(2) == ["pictures c 1", "removed a"])

        board.stopWatching(token)
        board.post(.removed(spec: "b"))
        #expect(seen.withLock { $0 }.count == 6)
    }
}
