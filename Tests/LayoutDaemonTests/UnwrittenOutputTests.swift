import Foundation
import LayoutProtocol
import Testing

@testable import LayoutDaemon

/// What the output folder is behind on while the disk refuses writes: the latest state of each spec.
@Suite struct UnwrittenOutputTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    static func errors(_ message: String) -> ErrorFile {
        ErrorFile(spec: "a", errors: [.init(line: 1, column: 1, path: "", message: message)])
    }

    @Test func errorsAreKeptWhileTheLayoutIsBehindAndAGoodLayoutReplacesThem() {
        var unwritten = UnwrittenOutput()
        unwritten.layout(of: "a", diff: nil, failure: DiskFull())
        #expect(unwritten.count == 1 && unwritten.reason == "No space left on device")
        // Written, but writing the layout later removes error.json: it must be written again after.
        unwritten.errors(of: "a", Self.errors("c:1:3"), failure: nil)
        #expect(unwritten.specs["a"]?.errors?.errors.first?.message == "c:1:3")
        unwritten.errors(of: "a", Self.errors("c:1:4"), failure: DiskFull())
        #expect(unwritten.specs["a"]?.errors?.errors.first?.message == "c:1:4" && unwritten.specs["a"]?.layout == true)
        unwritten.layout(of: "a", diff: nil, failure: nil)
        #expect(unwritten.isEmpty && unwritten.reason == nil)
    }

    @Test func errorsAloneAreForgottenOnceWritten() {
        var unwritten = UnwrittenOutput()
        unwritten.errors(of: "a", Self.errors("c:1:2"), failure: DiskFull())
        unwritten.previews(of: "b", failure: DiskFull())
        #expect(unwritten.count == 2)
        unwritten.errors(of: "a", Self.errors("c:1:2"), failure: nil)
        #expect(unwritten.specs["a"] == nil && unwritten.count == 1)
        unwritten.forgetPreviews()
        #expect(unwritten.isEmpty)
    }

    @Test func aRemovalReplacesEverythingElseAndAReturnReplacesTheRemoval() {
        var unwritten = UnwrittenOutput()
        unwritten.layout(of: "a", diff: nil, failure: DiskFull())
        unwritten.previews(of: "a", failure: DiskFull())
        unwritten.removal(of: "a", failure: DiskFull())
        let entry = unwritten.specs["a"]
        #expect(entry?.removal == true && entry?.layout == false && entry?.previews == false)
        unwritten.layout(of: "a", diff: nil, failure: DiskFull())
        #expect(unwritten.specs["a"]?.removal == false && unwritten.specs["a"]?.layout == true)
    }
}
