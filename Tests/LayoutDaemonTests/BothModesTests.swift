import Foundation
import Testing

/// The rules of a save, a failed save and a removal, each run embedded (memory files, the test's
/// clock) and live (a real daemon on inotify, real files and time), with the same expectations
/// (``DaemonHarness``).
@Suite struct BothModesTests {
    static let spec = "a.layout.yaml"

    @Test(arguments: HarnessMode.allCases)
    func aSaveIsTheNextGenerationAndTheSameBytesPublishNothing(mode: HarnessMode) async throws {
        try await mode.run { daemon in
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 3))
            #expect(try daemon.settle(events: 1))
            #expect(daemon.events == ["layout a.layout.yaml"])
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 4))
            #expect(try daemon.settle(events: 2))
            #expect(daemon.events == ["layout a.layout.yaml", "diff a.layout.yaml"])
            #expect(daemon.generation(Self.spec) == 2)
            #expect(daemon.outputFile(Self.spec, "layout.json")?.contains("\"generation\": 2") == true)
            // The same bytes again: read, and nothing published.
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 4))
            try daemon.settle { true }
            #expect(daemon.events.count == 2)
        }
    }

    @Test(arguments: HarnessMode.allCases)
    func errorsKeepTheLastLayoutUntilTheSpecIsFixed(mode: HarnessMode) async throws {
        try await mode.run { daemon in
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 3))
            #expect(try daemon.settle(events: 1))
            try daemon.save(Self.spec, "layout:\n  type: flow\n  itemSize: [50, -1]\nsections:\n  - items: 3\n")
            #expect(try daemon.settle(events: 2))
            #expect(daemon.events.last == "error a.layout.yaml")
            #expect(daemon.generation(Self.spec) == 1)
            #expect(daemon.outputFile(Self.spec, "layout.json")?.contains("\"generation\": 1") == true)
            #expect(daemon.outputFile(Self.spec, "error.json") != nil)
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 5))
            #expect(try daemon.settle(events: 3))
            #expect(daemon.events.last == "diff a.layout.yaml")
            #expect(daemon.outputFile(Self.spec, "error.json") == nil)
        }
    }

    @Test(arguments: HarnessMode.allCases)
    func aDeletedSpecIsRemovedWithItsFiles(mode: HarnessMode) async throws {
        try await mode.run { daemon in
            try daemon.save(Self.spec, EmbeddedLoop.flow(items: 3))
            #expect(try daemon.settle(events: 1))
            #expect(daemon.outputFile(Self.spec, "layout.json") != nil)
            try daemon.delete(Self.spec)
            #expect(try daemon.settle(events: 2))
            #expect(daemon.events.last == "removed a.layout.yaml")
            #expect(daemon.generation(Self.spec) == nil)
            #expect(daemon.outputFile(Self.spec, "layout.json") == nil)
        }
    }
}
