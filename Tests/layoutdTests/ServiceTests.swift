import Foundation
import Glibc
import Synchronization
import Testing

/// The systemd side of `layoutd serve`, with a datagram socket standing in for systemd's
/// `$NOTIFY_SOCKET`: readiness only after the first scan, reloads on SIGHUP, the watchdog, and a
/// graceful SIGTERM.
@Suite struct ServiceTests {
    @Test func readinessReloadWatchdogAndStop() throws {
        let serve = try ServeProcess()
        let notify = try NotifySocket(path: serve.folder.appendingPathComponent("notify").path)
        let specs = ["a.layout.yaml", "b/b.layout.yaml", "c/d/c.layout.yaml"]
        for spec in specs { try serve.write(flowSpec(items: 2), to: spec) }
        try serve.start(environment: ["NOTIFY_SOCKET": notify.path, "WATCHDOG_USEC": "200000"])

        // READY=1 comes once the first scan is published, not before.
        let ready = try #require(notify.receive(until: { $0.contains("READY=1") }).last)
        #expect(specs.allSatisfy { serve.generation($0) == 1 }, "READY=1 before the first scan was published")
        #expect(ready.contains("STATUS=watching 1 root(s), 3 specs (0 with errors)"))

        // The watchdog is fed at half of WATCHDOG_USEC.
        let pings = notify.receive(until: { _ in false }, within: .milliseconds(700)).filter { $0 == "WATCHDOG=1" }
        #expect(pings.count >= 3, "\(pings.count) watchdog pings in 0.7 s")

        // SIGHUP with a changed configuration: RELOADING=1 with MONOTONIC_USEC, then READY=1, and
        // specs without environments are laid out again for the new default.
        try Data("defaultEnvironments: [{device: iPhone 8}]\n".utf8).write(to: serve.configuration)
        serve.signal(SIGHUP)
        let reload = notify.receive(until: { $0.contains("READY=1") }).filter { $0 != "WATCHDOG=1" }
        #expect(reload.first?.hasPrefix("RELOADING=1\nMONOTONIC_USEC=") == true, "\(reload)")
        #expect(reload.last?.hasPrefix("READY=1") == true)
        #expect(try serve.synced { specs.allSatisfy { serve.generation($0) == 2 } })
        let environment = (serve.layout("a.layout.yaml")?["environments"] as? [[String: Any]])?.first
        #expect(environment?["name"] as? String == "iphone-8")

        // SIGHUP with errors in the configuration: reported, the old one kept, READY=1 all the same.
        try Data("defaultEnvironments: [{device: iPhone 8}]\nsettle: 5\n".utf8).write(to: serve.configuration)
        serve.signal(SIGHUP)
        let failed = notify.receive(until: { $0.contains("READY=1") }).filter { $0 != "WATCHDOG=1" }
        #expect(failed.first?.hasPrefix("RELOADING=1") == true)
        #expect(failed.last?.contains("configuration not reloaded") == true, "\(failed)")
        #expect(
            try serve.synced { serve.logText().contains("layoutd.yaml:2:1: error: settle: unknown key \"settle\"") },
            "\(serve.logText())"
        )
        try serve.write(flowSpec(items: 5), to: "a.layout.yaml")
        #expect(
            try serve.synced { serve.cellCount("a.layout.yaml") == 5 },
            "the daemon stopped serving after a bad reload"
        )
        let kept = (serve.layout("a.layout.yaml")?["environments"] as? [[String: Any]])?.first
        #expect(kept?["name"] as? String == "iphone-8", "the previous configuration was not kept")

        // SIGTERM: STOPPING=1, exit 0 within 2 seconds, the outputs in place.
        let stop = serve.stop(SIGTERM)
        #expect(stop.status == 0)
        #expect(stop.seconds < 2)
        #expect(notify.receive(until: { $0 == "STOPPING=1" }, within: .milliseconds(500)).contains("STOPPING=1"))
        #expect(specs.allSatisfy { serve.layout($0) != nil })
        #expect(serve.logLines().last?.hasSuffix(" stopped") == true)
    }
}

/// A datagram socket bound to a path, as systemd's notification socket is, read all the time by a
/// thread of its own (as systemd does), so the daemon's messages never wait in a full queue.
final class NotifySocket: @unchecked Sendable {
    let path: String
    let descriptor: Int32
    private let received = Mutex<[String]>([])
    private var cursor = 0

    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        let bound = withUnixAddress(path) { bind(descriptor, $0, $1) }
        guard descriptor >= 0, bound == 0 else { throw Failure("cannot bind \(path)") }
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { return }
                let message = String(decoding: buffer[..<count], as: UTF8.self)
                received.withLock { $0.append(message) }
            }
        }.start()
    }

    deinit { shutdown(descriptor, Int32(SHUT_RDWR)) }

    /// The messages after those already returned, until one satisfies `stop` (included) or `within`
    /// passes.
    func receive(until stop: (String) -> Bool, within timeout: Duration = .seconds(10)) -> [String] {
        var messages: [String] = []
        _ = eventually(within: timeout) {
            let all = received.withLock { $0 }
            while cursor < all.count {
                messages.append(all[cursor])
                cursor += 1
                if stop(all[cursor - 1]) { return true }
            }
            return false
        }
        return messages
    }
}
