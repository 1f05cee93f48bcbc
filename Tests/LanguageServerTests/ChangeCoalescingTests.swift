import Foundation
import Testing

@testable import LanguageServer

/// The rules by which the server lays out only the newest text of a document when the editor sends
/// changes faster than they are laid out, pinned in process with the inbox's answers given by the
/// test.
///
/// Measured before these rules (the release binary, `layoutd lsp`, a spec of 100,000 items one a
/// line, 0.75 s a change): a burst of 20 changes had its latest diagnostics after 12.5 s, every
/// version laid out and published in turn; now 0.54 s, only the newest published.
struct ChangeCoalescingTests {
    static let spec = "environments: [{device: iPhone 17}]\nlayout: {itemSize: [100, 100]}\nsections:\n  - items: 3\n"

    static func text(items: Int) -> String { spec.replacingOccurrences(of: "items: 3", with: "items: \(items)") }

    static func publishedVersions(_ client: Client) -> [Int] {
        client.notifications.compactMap { ($0["params"] as? [String: Any])?["version"] as? Int }
    }

    /// Changes with a newer one right behind them are dropped unread: only the newest is laid out.
    @Test func aChangeANewerOneFollowsIsDroppedUnread() {
        let client = Client()
        client.open(Self.spec)
        var waiting = Array(2...21)
        client.server.replacementFollows = { _ in waiting.count > 1 }
        client.server.newerChangeWaits = { _ in waiting.count > 1 }
        for version in 2...21 {
            client.change(Self.text(items: version), version: version)
            waiting.removeFirst()
        }
        #expect(Self.publishedVersions(client) == [1, 21])
        // The newest text is the one read: an item count past the limit of a section would say so.
        client.server.replacementFollows = nil
        client.server.newerChangeWaits = nil
        client.change("sections: [{items: -1}]\n", version: 22)
        #expect(Self.publishedVersions(client) == [1, 21, 22])
        #expect(!client.diagnostics.isEmpty)
    }

    /// A change with a request between it and the newer change is not laid out, but its text is the
    /// one the request reads.
    @Test func aRequestBetweenTwoChangesReadsTheFirstsText() {
        let client = Client()
        client.open(Self.spec)
        client.server.replacementFollows = { _ in false }
        client.server.newerChangeWaits = { _ in true }
        client.change("layout:\n  \n", version: 2)
        #expect(Self.publishedVersions(client) == [1])
        // Completion at the second line of version 2's text: the keys of `layout:`.
        let labels = client.completionLabels(1, 2)
        #expect(labels.contains("itemSize"), "\(labels)")
    }

    /// The newest change of a burst waits for the input to go quiet before it is laid out, for an
    /// eighth of the document's last layout, at most a quarter of a second.
    @Test func theNewestChangeOfABurstWaitsForQuietAnEighthOfALayout() {
        let client = Client()
        // Each layout measured at 0.8 s, then (the open again) 8 s.
        var clock = [0.0, 0.8, 1.0, 1.8, 2.0, 10.0, 11.0, 12.0]
        client.server.now = { clock.removeFirst() }
        client.open(Self.spec)
        var waits: [TimeInterval] = []
        var newer = true
        client.server.replacementFollows = { _ in false }
        client.server.newerChangeWaits = { _ in newer }
        client.server.awaitQuiet = { waits.append($0) }
        client.change(Self.text(items: 2), version: 2)
        #expect(waits.isEmpty)
        newer = false
        client.change(Self.text(items: 3), version: 3)
        #expect(waits == [0.1])
        #expect(Self.publishedVersions(client) == [1, 3])
        // Not in a burst: laid out at once.
        client.change(Self.text(items: 4), version: 4)
        #expect(waits == [0.1])
        #expect(Self.publishedVersions(client) == [1, 3, 4])
        // A burst again, after a layout of 8 s: the wait is at most 0.25 s.
        newer = true
        client.change(Self.text(items: 5), version: 5)
        newer = false
        client.change(Self.text(items: 6), version: 6)
        #expect(waits == [0.1, 0.25])
    }

    /// A newer change that comes while the newest of a burst waits for quiet passes it over.
    @Test func aChangeComingDuringTheWaitPassesTheWaiterOver() {
        let client = Client()
        client.open(Self.spec)
        var newer = true
        client.server.replacementFollows = { _ in false }
        client.server.newerChangeWaits = { _ in newer }
        client.change(Self.text(items: 2), version: 2)
        newer = false
        client.server.awaitQuiet = { _ in newer = true }
        client.change(Self.text(items: 3), version: 3)
        #expect(Self.publishedVersions(client) == [1])
    }
}

/// The worker that lays out a change, given up when a newer change comes.
struct ChangeWorkerTests {
    /// A work that runs until the test lets it end.
    final class Gate: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        func work() -> Int {
            started.signal()
            release.wait()
            return 7
        }
    }

    @Test func aWorkIsGivenUpWhenAskedAndItsResultDropped() {
        let worker = ChangeWorker()
        let gate = Gate()
        let result = worker.run({ gate.work() }, keepWaiting: { false })
        #expect(result == nil)
        gate.started.wait()
        #expect(worker.runningGivenUp == 1)
        gate.release.signal()
        while worker.runningGivenUp > 0 { usleep(1_000) }
        #expect(worker.runningGivenUp == 0)
    }

    /// While a given-up work still runs, the next is waited for: never more than two at once.
    @Test func theNextWorkIsNotGivenUpWhileOneGivenUpStillRuns() {
        let worker = ChangeWorker()
        let first = Gate()
        #expect(worker.run({ first.work() }, keepWaiting: { false }) == nil)
        let second = Gate()
        DispatchQueue.global().async {
            second.started.wait()
            second.release.signal()
        }
        #expect(worker.run({ second.work() }, keepWaiting: { false }) == 7)
        first.release.signal()
    }

    @Test func aWorkLetRunGivesItsValue() {
        let worker = ChangeWorker()
        #expect(worker.run({ 3 + 4 }, keepWaiting: { true }) == 7)
        #expect(worker.runningGivenUp == 0)
    }
}

/// The messages read from the editor and not yet handled.
struct InboxTests {
    static func frame(_ message: [String: Any]) -> Inbound {
        Inbound(.message((try? JSONSerialization.data(withJSONObject: message)) ?? Data()))
    }

    static func change(_ uri: String) -> Inbound {
        frame([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": "x"]]],
        ])
    }

    static let hover = frame([
        "jsonrpc": "2.0", "id": 4, "method": "textDocument/hover",
        "params": ["textDocument": ["uri": "a"], "position": ["line": 0, "character": 0]],
    ])

    @Test func aChangeOrCloseReplacesItsDocumentsText() {
        #expect(Self.change("a").replaces == "a")
        #expect(Self.change("a").isChange)
        let close = Self.frame([
            "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": "b"]],
        ])
        #expect(close.replaces == "b" && !close.isChange)
        #expect(Self.hover.replaces == nil)
        #expect(Inbound(.malformed("bad")).replaces == nil)
    }

    @Test func aReplacementFollowsOnlyWithNothingButChangesBefore() {
        let inbox = Inbox()
        inbox.put(Self.change("b"))
        inbox.put(Self.change("a"))
        #expect(inbox.replacementFollows("a"))
        #expect(inbox.holdsReplacement(of: "a"))
        #expect(!inbox.holdsReplacement(of: "c"))
        let other = Inbox()
        other.put(Self.hover)
        other.put(Self.change("a"))
        #expect(!other.replacementFollows("a"))
        #expect(other.holdsReplacement(of: "a"))
    }

    @Test func messagesAreTakenInOrderUntilTheInputEnds() {
        let inbox = Inbox()
        inbox.put(Self.change("a"))
        inbox.put(Self.hover)
        inbox.end()
        inbox.awaitQuiet(for: 10)
        #expect(inbox.take()?.replaces == "a")
        #expect(inbox.take()?.replaces == nil)
        #expect(inbox.take() == nil)
    }
}
