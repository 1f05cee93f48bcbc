import SpecImport
import Testing

@testable import SwiftSourceImport

/// Chains the parser recurses on with no limit of its own, and the sizes of Swift read: the reading
/// runs on a stack as large as the largest file could need, so a chain is the 400-level error at
/// its place and never a crash.
///
/// Measured before (release builds, on an 8 MB stack): 5,000 function types `(Int) -> …` killed
/// `layoutd import` with a segmentation fault, and swift-syntax's parser alone overflowed the stack
/// on 20,000 `try` or `?:`.
struct SourceSizeTests {
    @Test(arguments: [
        ("let x: " + String(repeating: "(Int) -> ", count: 5_000) + "Int = 1\n", "function types"),
        ("let x = " + String(repeating: "try ", count: 20_000) + "f()\n", "try"),
        ("let x = " + String(repeating: "a ?1:", count: 20_000) + "1\n", "?:"),
        ("var a = 0\nfunc f() { a" + String(repeating: "=a", count: 20_000) + " }\n", "="),
    ])
    func aChainTheParserRecursesOnIsAnErrorNotACrash(source: String, shape: String) {
        let error = #expect(throws: ImportFailure.self, "\(shape)") {
            try SwiftSourceImport.spec(in: source, file: "Chain.swift")
        }
        #expect(
            error?.description.hasSuffix("error: the code nests more than 400 levels deep here; no more are read")
                == true
        )
    }

    /// The most stack a byte can take (`()->`, 2.9 KB a level in a release build), over a whole file of
    /// the largest size read.
    @Test func theLargestFileOfTheCostliestChainIsRead() {
        let source =
            "let x: " + String(repeating: "()->", count: (SwiftSourceImport.maximumFileBytes - 100) / 4) + "Int = 1\n"
        let failures = SwiftSourceImport.specs(in: [(source, "Chain.swift")]).failures.map(\.description)
        #expect(failures.count == 1)
        #expect(failures.first?.hasSuffix("the code nests more than 400 levels deep here; no more are read") == true)
    }

    @Test func aFileLargerThan512KiBIsRefused() {
        let source = "let x = 1\n" + String(repeating: "// padding\n", count: 50_000)
        #expect(source.utf8.count > SwiftSourceImport.maximumFileBytes)
        let failures = SwiftSourceImport.specs(in: [(source, "Large.swift")]).failures.map(\.description)
        #expect(
            failures == [
                "Large.swift:1:1: error: the file is \(source.utf8.count) bytes; Swift files of at most 524288 bytes (512 KiB) are read"
            ]
        )
    }

    @Test func moreThan8MiBOfSwiftTogetherIsRefused() {
        let file = String(repeating: "// padding\n", count: 45_000)
        let sources = (1...20).map { (file, "File\($0).swift") }
        let failures = SwiftSourceImport.specs(in: sources).failures.map(\.description)
        #expect(failures.count == 1)
        #expect(
            failures.first?.hasPrefix("File1.swift:1:1: error: the 20 Swift files given are 9900000 bytes in all")
                == true
        )
    }
}
