import Testing

@testable import LayoutDaemon

/// A mount in a watched folder, which inotify does not report, asks for a rescan.
@Suite struct MountWatchTests {
    @Test func aMountPointWithinARootAsksForARescanOnceAndOthersDoNot() {
        var watch = MountWatch()
        let roots = ["/w/specs"]
        #expect(watch.looked(at: ["/", "/w"], roots: roots) == nil, "the first look only learns")
        #expect(watch.looked(at: ["/", "/w", "/media/usb"], roots: roots) == nil, "outside the roots")
        #expect(
            watch.looked(at: ["/", "/w", "/w/specs/shared"], roots: roots)
                == "a file system was mounted or unmounted at /w/specs/shared"
        )
        #expect(watch.looked(at: ["/", "/w", "/w/specs/shared"], roots: roots) == nil)
        #expect(watch.looked(at: ["/", "/w/specs-old"], roots: roots) != nil, "unmounted")
        #expect(watch.looked(at: ["/", "/w/specs-old"], roots: roots) == nil, "a sibling's name")
        #expect(watch.looked(at: ["/", "/w/specs"], roots: roots) != nil, "over the root itself")
    }

    @Test func theMountTablesEscapesAreReadBack() {
        #expect(DiskSpecFiles.unescaped(#"/w/my\040specs"#) == "/w/my specs")
        #expect(DiskSpecFiles.unescaped(#"/w/tab\011and\134slash"#) == "/w/tab\tand\\slash")
        #expect(DiskSpecFiles.unescaped(#"/w/\04"#) == #"/w/\04"#, "a cut escape stays")
    }
}
