import Foundation
import Glibc
import Testing

/// What a hostile or careless user could do with the files in a watched folder, each a regression test
/// against the real binary.
@Suite struct HostileFilesTests {
    /// How to start the daemon so that file modes bind it: as root it would read a file of mode 000,
    /// so it runs without the capabilities that override them.
    static let boundByModes: [String] =
        getuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search"] : []

    /// A spec unreadable at its save kept its error after `chmod 644`; a spec in a folder that could
    /// not be read at first never appeared; a folder made unreadable had its specs removed.
    @Test func aChmodThatMakesASpecOrAFolderReadableIsFollowed() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.start(launcher: Self.boundByModes)

        // Saved unreadable: written beside, made unreadable, moved in (one completed save).
        let staging = serve.folder.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try LayoutdBinary.write(flowSpec(items: 2, padding: 10), to: "b.layout.yaml", in: staging)
        chmod(staging.appendingPathComponent("b.layout.yaml").path, 0o000)
        rename(staging.appendingPathComponent("b.layout.yaml").path, serve.url("b.layout.yaml").path)
        #expect(try serve.synced { serve.errors("b.layout.yaml") != nil }, "\(serve.logText())")
        #expect(serve.layout("b.layout.yaml") == nil)
        chmod(serve.url("b.layout.yaml").path, 0o644)
        #expect(try serve.synced { serve.cellCount("b.layout.yaml") == 2 }, "\(serve.logText())")
        #expect(serve.errors("b.layout.yaml") == nil)

        // A folder that cannot be read when it arrives, made readable afterwards.
        let folder = staging.appendingPathComponent("locked")
        try LayoutdBinary.write(flowSpec(items: 3, padding: 10), to: "c.layout.yaml", in: folder)
        chmod(folder.path, 0o000)
        rename(folder.path, serve.url("locked").path)
        #expect(try serve.synced { serve.logText().contains("locked") }, "\(serve.logText())")
        #expect(serve.layout("locked/c.layout.yaml") == nil)
        chmod(serve.url("locked").path, 0o755)
        #expect(try serve.synced { serve.cellCount("locked/c.layout.yaml") == 3 }, "\(serve.logText())")

        // A folder with published specs made unreadable (`chmod 000`) keeps them: unknown, not gone.
        chmod(serve.url("locked").path, 0o000)
        try serve.sync()
        quietPeriod(.milliseconds(600))
        #expect(try serve.synced { serve.generation("locked/c.layout.yaml") == 1 }, "\(serve.logText())")
        #expect(serve.removals().isEmpty, "\(serve.removals())")
        // Readable again, unchanged: nothing is published.
        chmod(serve.url("locked").path, 0o755)
        #expect(try serve.synced { serve.generation("locked/c.layout.yaml") == 1 })
        #expect(serve.publications(of: "locked/c.layout.yaml") == 1)

        // The watched folder itself unreadable across a restart: `sync` is answered (no cookie is
        // waited for where none can be seen), the previous run's specs are kept, and once it can be
        // read again (found by polling: nothing above it is watched) nothing is published anew.
        #expect(serve.stop().status == 0)
        chmod(serve.specs.path, 0o000)
        try serve.start(launcher: Self.boundByModes)
        #expect(try serve.synced { serve.generation("a.layout.yaml") == 1 }, "\(serve.logText())")
        #expect(serve.removals().isEmpty, "\(serve.removals())")
        chmod(serve.specs.path, 0o755)
        // Polled every 2 seconds: the folder is read and watched again, and the next save is seen.
        quietPeriod(.milliseconds(2_500))
        try serve.write(flowSpec(items: 4, padding: 10), to: "a.layout.yaml")
        #expect(try serve.synced { serve.cellCount("a.layout.yaml") == 4 }, "\(serve.logText())")
        #expect(serve.generation("a.layout.yaml") == 2)
        #expect(serve.removals().isEmpty, "\(serve.removals())")
        #expect(serve.removals().isEmpty)
    }

    /// A watched folder that is a symbolic link was "missing" for good; one whose link is pointed
    /// elsewhere (`ln -sfn`, as deploys do) must be followed there.
    @Test func aWatchedFolderThatIsALinkIsWatchedAndFollowedWhenRetargeted() async throws {
        try await InProcessDaemon.run { serve in
            let first = serve.folder.appendingPathComponent("release-1")
            let second = serve.folder.appendingPathComponent("release-2")
            try LayoutdBinary.write(flowSpec(items: 2, padding: 10), to: "a.layout.yaml", in: first)
            try LayoutdBinary.write(flowSpec(items: 3, padding: 10), to: "a.layout.yaml", in: second)
            try LayoutdBinary.write(flowSpec(items: 4, padding: 10), to: "b.layout.yaml", in: second)
            let current = serve.folder.appendingPathComponent("current")
            #expect(symlink("release-1", current.path) == 0)
            serve.watchesFromConfiguration = true
            try Data("watch: [\(current.path)]\n".utf8).write(to: serve.configuration)
            try await serve.start()
            #expect(serve.cellCount("a.layout.yaml") == 2, "\(serve.logText())")
            #expect(!serve.logText().contains("does not exist"), "\(serve.logText())")

            // Saves through the link are seen.
            try LayoutdBinary.write(flowSpec(items: 5, padding: 10), to: "a.layout.yaml", in: current)
            #expect(try serve.synced { serve.cellCount("a.layout.yaml") == 5 }, "\(serve.logText())")

            // `ln -sfn release-2 current`: a new link renamed over the old one.
            let next = serve.folder.appendingPathComponent("current.next")
            #expect(symlink("release-2", next.path) == 0)
            #expect(rename(next.path, current.path) == 0)
            #expect(
                eventually { serve.cellCount("a.layout.yaml") == 3 && serve.cellCount("b.layout.yaml") == 4 },
                "\(serve.logText())"
            )
            #expect(serve.logText().contains("now leads to \(second.path)"), "\(serve.logText())")
            // Saves in the new target are seen through events.
            try LayoutdBinary.write(flowSpec(items: 6, padding: 10), to: "b.layout.yaml", in: second)
            #expect(try serve.synced { serve.cellCount("b.layout.yaml") == 6 }, "\(serve.logText())")
        }
    }

    /// Newlines and terminal escapes in file names forged log lines.
    @Test func fileNamesCannotForgeLogLines() async throws {
        try await InProcessDaemon.run { serve in
            let name = "x\nerror forged line\u{1B}[2J.layout.yaml"
            try serve.write("sections: [{items: -1}]", to: name)
            try await serve.start()
            #expect(
                try serve.synced { serve.logText().contains("errors in x\\nerror forged line\\u{1B}[2J.layout.yaml") }
            )
            let lines = serve.logLines()
            #expect(!lines.contains { $0.hasPrefix("error forged line") }, "\(lines)")
            #expect(!serve.logText().unicodeScalars.contains("\u{1B}"))
        }
    }

    /// A FIFO named like a spec, present at start, and a name that is not UTF-8 were skipped without
    /// a word.
    @Test func aFIFOAndANameThatIsNotUTF8AreReported() async throws {
        try await InProcessDaemon.run { serve in
            try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
            #expect(mkfifo(serve.url("pipe.layout.yaml").path, 0o644) == 0)
            var bytes = Array(serve.specs.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".layout.yaml".utf8) + [0]
            let descriptor = bytes.withUnsafeMutableBufferPointer {
                $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: $0.count) {
                    open($0, O_WRONLY | O_CREAT, 0o644)
                }
            }
            #expect(descriptor >= 0)
            close(descriptor)
            try await serve.start()
            let fifoErrors = serve.errors("pipe.layout.yaml")?["errors"] as? [[String: Any]]
            #expect(
                (fifoErrors?.first?["message"] as? String)?.contains("not a regular file") == true,
                "\(serve.logText())"
            )
            #expect(
                serve.logText().contains("bad\u{FFFD}.layout.yaml: its name is not UTF-8; rename it"),
                "\(serve.logText())"
            )
            #expect(serve.cellCount("a.layout.yaml") == 1)

            // And one created while the daemon runs.
            bytes = Array(serve.specs.path.utf8) + Array("/late".utf8) + [0xFE] + Array(".layout.yaml".utf8) + [0]
            let late = bytes.withUnsafeMutableBufferPointer {
                $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: $0.count) {
                    open($0, O_WRONLY | O_CREAT, 0o644)
                }
            }
            close(late)
            #expect(try serve.synced { serve.logText().contains("late\u{FFFD}.layout.yaml: its name is not UTF-8") })
        }
    }

    /// A hard link to a file outside the watched folder was read.
    @Test func aHardLinkedFileIsNotRead() async throws {
        try await InProcessDaemon.run { serve in
            let outside = serve.folder.appendingPathComponent("private.layout.yaml")
            try Data(flowSpec(items: 7, padding: 10).utf8).write(to: outside)
            #expect(link(outside.path, serve.url("linked.layout.yaml").path) == 0)
            try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
            try await serve.start()
            #expect(serve.layout("linked.layout.yaml") == nil)
            let errors = serve.errors("linked.layout.yaml")?["errors"] as? [[String: Any]]
            #expect(
                (errors?.first?["message"] as? String)?.contains("the file has 2 hard links") == true,
                "\(serve.logText())"
            )
            #expect(serve.cellCount("a.layout.yaml") == 1)
            // Once it is the only name, it is read on its next change (here of its mode).
            unlink(outside.path)
            chmod(serve.url("linked.layout.yaml").path, 0o600)
            #expect(try serve.synced { serve.cellCount("linked.layout.yaml") == 7 }, "\(serve.logText())")
        }
    }

    /// A layout within the budget can take seconds: a stop must not wait for it.
    @Test func aStopDoesNotWaitForALargeLayout() throws {
        let serve = try ServeProcess()
        try serve.write(flowSpec(items: 1, padding: 10), to: "a.layout.yaml")
        try serve.start()
        // 2 environments × 900,000 items: within the budget, and seconds of work.
        try serve.write(
            """
            environments: [{name: phone, size: [390, 844]}, {name: pad, size: [820, 1180]}]
            layout: {type: flow, itemSize: [50, 50]}
            sections: [{id: main, items: 900000}]

            """,
            to: "large.layout.yaml"
        )
        #expect(eventually { serve.logText().contains("laying out large.layout.yaml: ") }, "\(serve.logText())")
        let stopped = serve.stop()
        #expect(stopped.status == 0)
        #expect(
            serve.logText().contains("gave up laying out large.layout.yaml: the daemon is stopping"),
            "\(serve.logText())"
        )
        #expect(!serve.logText().contains("published large.layout.yaml"))
        #expect(!FileManager.default.fileExists(atPath: serve.outputFolder("large.layout.yaml").path))
    }
}
