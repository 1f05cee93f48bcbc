import Foundation
import Glibc
import Testing

/// One spec identity from the watcher to the output folder and the socket, against the real binary:
/// a spec is its watched folder's path and its own bytes, never a folder's place in the list, and
/// no two specs share a name or an output folder.
@Suite struct SpecIdentityTests {
    /// The specs the daemon lists on its socket, by name, with their generations.
    static func listed(_ serve: DaemonFolder) throws -> [String: Int] {
        let client = try SocketClient(serve.socket.path)
        client.send("{\"id\": 1, \"command\": \"list\"}\n")
        let specs = (client.receive()?["specs"] as? [[String: Any]]) ?? []
        return Dictionary(
            specs.map { ($0["spec"] as? String ?? "?", $0["generation"] as? Int ?? -1) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// File names equal only under Unicode normalization (NFC `é`, NFD `e` + U+0301) were one spec:
    /// one replaced the other's layout, and deleting one removed both.
    @Test func namesEqualOnlyUnderNormalizationAreTwoSpecs() async throws {
        try await InProcessDaemon.run { serve in
            let composed = "caf\u{E9}.layout.yaml"
            let decomposed = "cafe\u{301}.layout.yaml"
            #expect(composed == decomposed, "Swift takes them for one string; the daemon must not")
            try serve.write(flowSpec(items: 2), to: composed)
            try serve.write(flowSpec(items: 7), to: decomposed)
            try await serve.start()
            let listed = try Self.listed(serve)
            #expect(listed.count == 2, "\(listed)")
            #expect(listed.keys.contains("cafe%CC%81.layout.yaml"), "\(listed)")
            #expect(serve.cellCount(composed) == 2)
            #expect(serve.cellCount("cafe%CC%81.layout.yaml") == 7)

            unlink(serve.url(decomposed).path)
            #expect(try serve.synced { (try? Self.listed(serve))?.count == 1 })
            #expect(serve.cellCount(composed) == 2)
            try await serve.stop()
        }
    }

}
