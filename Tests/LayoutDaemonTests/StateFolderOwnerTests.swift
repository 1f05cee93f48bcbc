import LayoutPublishing
import Testing

@testable import LayoutDaemon

/// The state folder's owner: the daemon's own, or refused.
@Suite struct StateFolderOwnerTests {
    @Test func aStateFolderOfAnotherUserIsRefused() {
        #expect(StateFolder.ownerProblem("/o/.layoutd", owner: 1000, daemon: 1000) == nil)
        let problem = StateFolder.ownerProblem("/o/.layoutd", owner: 65534, daemon: 1000)
        #expect(
            problem?.description
                == "/o/.layoutd belongs to another user (uid 65534, not 1000); layoutd keeps its state only in a folder of its own (remove it, and it is made again)"
        )
    }
}
