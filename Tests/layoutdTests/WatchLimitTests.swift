import Foundation
import Glibc
import Testing

/// Running out of inotify watches, forced in a user namespace of the test's own where the limit is
/// set to 3: the daemon says which limit to raise, keeps serving what it
/// watches, and polls the rest.
@Suite struct WatchLimitTests {
    /// Whether this machine lets an unprivileged process make a user namespace.
    static let userNamespaces: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-U", "-r", "true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        .enabled(if: userNamespaces, "needs `unshare -U -r` (user namespaces), which this machine forbids")
    )
    func directoriesOverTheLimitArePolled() throws {
        let serve = try ServeProcess()
        let specs = ["a/a.layout.yaml", "b/b.layout.yaml", "c/c.layout.yaml", "d/d.layout.yaml"]
        for spec in specs { try serve.write(flowSpec(items: 1), to: spec) }
        try serve.start(
            launcher: [
                "/usr/bin/unshare", "-U", "-r", "/bin/sh", "-c",
                "echo 3 > /proc/sys/user/max_inotify_watches && exec \"$0\" \"$@\"",
            ]
        )
        // The root and two folders are watched, two folders are not: all four are laid out.
        #expect(specs.allSatisfy { serve.generation($0) == 1 }, "\(serve.logText())")
        #expect(serve.logText().contains("fs.inotify.max_user_watches"), "the limit to raise is not named")
        #expect(serve.logText().contains("2 directories polled (inotify watch limit)"))
        for spec in specs { try serve.write(flowSpec(items: 2), to: spec) }
        let all = try serve.synced { specs.allSatisfy { serve.generation($0) == 2 } }
        #expect(all, "a save in a polled folder was not published:\n\(serve.logText())")
        #expect(specs.allSatisfy { serve.cellCount($0) == 2 })
        // Each folder over the limit is told once, not again on every poll (a save in each was read
        // by a poll, so polls have run).
        let told = serve.logLines().filter { $0.contains("polling it every 2 seconds instead") }
        #expect(told.count == 2, "\(told)")
        #expect(serve.stop().status == 0)
    }
}
