import Glibc
import Testing

@testable import DaemonSocket

/// `SO_PEERCRED`'s verdicts; `PeerCredentialTests` also checks them end to end where it can run as
/// another user.
@Suite struct AdmissionTests {
    @Test func theDaemonsOwnUserAndRootAreAdmitted() {
        #expect(AdmissionHandler.admits(PeerCredentials(pid: 1, uid: getuid(), gid: 12_345), allowGroup: false))
        #expect(AdmissionHandler.admits(PeerCredentials(pid: 1, uid: 0, gid: 12_345), allowGroup: false))
    }

    @Test func otherUsersAreRefusedUnlessTheModeGrantsTheirGroup() {
        let stranger = getuid() == 4_321 ? UInt32(4_322) : UInt32(4_321)
        let sameGroup = PeerCredentials(pid: 1, uid: stranger, gid: getgid())
        let otherGroup = PeerCredentials(pid: 1, uid: stranger, gid: getgid() == 999 ? 998 : 999)
        #expect(!AdmissionHandler.admits(sameGroup, allowGroup: false))
        #expect(!AdmissionHandler.admits(otherGroup, allowGroup: false))
        #expect(!AdmissionHandler.admits(otherGroup, allowGroup: true))
        #expect(AdmissionHandler.admits(sameGroup, allowGroup: true))
    }
}
