import SpecWatcher
import Testing

@Suite struct WatchTableTests {
    func path(_ path: String) -> SpecPath { SpecPath(root: 0, path: path) }

    @Test func renamingADirectoryMovesEveryWatchBelowIt() {
        var table = WatchTable()
        table.set(1, for: path(""))
        table.set(2, for: path("a"))
        table.set(3, for: path("a/b"))
        table.set(4, for: path("ab"))
        table.renameSubtree(path("a"), to: path("x/a"))
        #expect(table.directory(of: 2) == path("x/a"))
        #expect(table.directory(of: 3) == path("x/a/b"))
        #expect(table.directory(of: 4) == path("ab"), "a sibling sharing the prefix stays")
        #expect(table.watch(of: path("a")) == nil)
        #expect(table.watch(of: path("x/a/b")) == 3)
    }

    @Test func removingASubtreeReturnsItsWatches() {
        var table = WatchTable()
        table.set(1, for: path(""))
        table.set(2, for: path("a"))
        table.set(3, for: path("a/b"))
        #expect(table.removeSubtree(path("a")) == [2, 3])
        #expect(table.count == 1)
    }

    @Test func aRecreatedDirectoryGetsItsNewWatch() {
        var table = WatchTable()
        table.set(2, for: path("a"))
        table.set(7, for: path("a"))
        table.remove(2)  // the IN_IGNORED of the old one arrives late
        #expect(table.watch(of: path("a")) == 7)
        #expect(table.directory(of: 7) == path("a"))
    }
}
