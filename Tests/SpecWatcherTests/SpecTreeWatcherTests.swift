import Foundation
import SpecWatcher
import TestSupport
import Testing

/// How raw inotify events become changes.
///
/// A real watcher on a temporary tree is fed made-up events for the cases that are hard to cause on purpose (a lost event's aftermath, a rename split in two).
/// Serialized, and each test takes its turn at inotify (``InotifyTurn``): libinotifytools has one
/// instance per process, which daemons run in process by other suites use too.
@Suite(.serialized) final class SpecTreeWatcherTests {
    let root: URL
    let watcher: SpecTreeWatcher
    let rootWatch: Int32

    init() async throws {
        await InotifyTurn.shared.acquire()
        do {
            (root, watcher, rootWatch) = try Self.watchedTree()
        } catch {
            InotifyTurn.shared.release()
            throw error
        }
    }

    /// A temporary tree with specs in nested, excluded and hidden places, scanned by a new watcher.
    private static func watchedTree() throws -> (URL, SpecTreeWatcher, Int32) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-watcher-\(UUID())")
        for folder in ["a/deep", "b", "node_modules/x"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder),
                withIntermediateDirectories: true
            )
        }
        for file in [
            "top.layout.yaml", "a/deep/one.layout.yaml", "b/.#lock.layout.yaml", "node_modules/x/n.layout.yaml",
        ] {
            try Data("x".utf8).write(to: root.appendingPathComponent(file))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("b/dangling.layout.yaml").path,
            withDestinationPath: "/nonexistent/target"
        )
        let watcher = SpecTreeWatcher(roots: [root.path], excludedNames: ["node_modules"])
        let changes = try watcher.rescan()
        let scanned = changes.first
        #expect(
            scanned
                == .scanned(
                    SpecPath(root: 0, path: ""),
                    specs: [
                        SpecPath(root: 0, path: "a/deep/one.layout.yaml"), SpecPath(root: 0, path: "top.layout.yaml"),
                    ]
                ),
            "excluded folders, lock links and dangling links are not specs"
        )
        let found = watcher.watch(of: SpecPath(root: 0, path: ""))
        return (root, watcher, try #require(found))
    }

    deinit {
        watcher.close()
        try? FileManager.default.removeItem(at: root)
        InotifyTurn.shared.release()
    }

    func path(_ path: String) -> SpecPath { SpecPath(root: 0, path: path) }

    @Test func watchesEveryFolderButExcludedOnes() {
        #expect(watcher.watchCount == 4)  // the root, a, a/deep, b
    }

    @Test func anOverflowOrAnUnknownWatchIsARescan() {
        let overflow = watcher.interpret([InotifyEvent(watch: -1, mask: .queueOverflow)])
        #expect(overflow == [.rescan(reason: "the inotify queue overflowed")])
        let unknown = watcher.interpret([InotifyEvent(watch: 9_999, mask: .closeWrite, name: "x.layout.yaml")])
        #expect(unknown == [.rescan(reason: "an event arrived for an unknown watch (9999)")])
        #expect(watcher.interpret([InotifyEvent(watch: 9_999, mask: .ignored)]).isEmpty)
    }

    @Test func fileEventsOfSpecsOnly() {
        let changes = watcher.interpret([
            InotifyEvent(watch: rootWatch, mask: .create, name: "new.layout.yaml"),
            InotifyEvent(watch: rootWatch, mask: .modify, name: "new.layout.yaml"),
            InotifyEvent(watch: rootWatch, mask: .closeWrite, name: "new.layout.yaml"),
            InotifyEvent(watch: rootWatch, mask: .closeWrite, name: "new.layout.yaml~"),
            InotifyEvent(watch: rootWatch, mask: .create, name: "4913"),
            InotifyEvent(watch: rootWatch, mask: .movedFrom, cookie: 7, name: "top.layout.yaml"),
            InotifyEvent(watch: rootWatch, mask: .delete, name: "gone.layout.yaml"),
        ])
        #expect(
            changes == [
                .touched(path("new.layout.yaml")), .touched(path("new.layout.yaml")),
                .completed(path("new.layout.yaml")), .vanished(path("top.layout.yaml")),
                .vanished(path("gone.layout.yaml")),
            ]
        )
    }

    @Test func aRenamedFolderKeepsItsWatchesUnderItsNewName() throws {
        let deep = try #require(watcher.watch(of: path("a/deep")))
        try FileManager.default.moveItem(at: root.appendingPathComponent("a"), to: root.appendingPathComponent("c"))
        let changes = watcher.interpret([
            InotifyEvent(watch: rootWatch, mask: [.movedFrom, .isDirectory], cookie: 42, name: "a"),
            InotifyEvent(watch: rootWatch, mask: [.movedTo, .isDirectory], cookie: 42, name: "c"),
        ])
        #expect(changes == [.directoryGone(path("a")), .scanned(path("c"), specs: [path("c/deep/one.layout.yaml")])])
        #expect(watcher.directory(of: deep) == path("c/deep"))
        #expect(watcher.watchCount == 4)
    }

    @Test func aFolderMovedOutLosesItsWatches() throws {
        let changes = watcher.interpret([
            InotifyEvent(watch: rootWatch, mask: [.movedFrom, .isDirectory], cookie: 43, name: "a")
        ])
        #expect(changes == [.directoryGone(path("a"))])
        #expect(watcher.watch(of: path("a")) == nil)
        #expect(watcher.watch(of: path("a/deep")) == nil)
        #expect(watcher.watchCount == 2)
    }
}
