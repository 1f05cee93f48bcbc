import CFuzzer
public import Foundation

/// The function libFuzzer calls with each input; set once by `fuzz(_:)`.
nonisolated(unsafe) private var target: ((Data) -> Void)?

/// Hands `body` to libFuzzer's driver, with the process's arguments (libFuzzer's flags and corpus
/// folders), and exits with the driver's status.
public func fuzz(_ body: @escaping (Data) -> Void) -> Never {
    target = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            target?(data.map { Data(bytes: $0, count: size) } ?? Data())
            return 0
        }
    )
}
