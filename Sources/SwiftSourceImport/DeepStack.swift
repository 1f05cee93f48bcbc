import Foundation

/// Runs a reading on a thread of its own, whose stack is as large as the source could need, and
/// waits for it.
///
/// Swift's parser recurses once for each level of some nestings that it puts no limit on: function
/// types (`() -> () -> …`), `try`, `await`, `repeat`, `?:` and `=` chains. Measured in a release
/// build, the most stack a byte of source can take is about 720 bytes (`()->` repeated: 2.9 KB a
/// level, four bytes a level), so a 512 KiB file can need 370 MB where a process's main thread has
/// 8 MB. The reading thread gets ``bytesPerSourceByte`` for each byte of the largest file on top of
/// ``baseBytes``; the memory is only reserved, and taken only as deep as the parser goes.
enum DeepStack {
    /// The stack reserved for each byte of source: the 720 measured, with room for a debug build's
    /// larger frames.
    static let bytesPerSourceByte = 1_536
    /// The stack every reading has, whatever its size.
    static let baseBytes = 64 << 20

    /// The value of `body`, computed on a thread with a stack for sources of `largestSource` bytes.
    static func run<Value: Sendable>(forSourceOf largestSource: Int, _ body: @escaping @Sendable () -> Value) -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.value = body()
            done.signal()
        }
        thread.stackSize = baseBytes + largestSource * bytesPerSourceByte
        thread.start()
        done.wait()
        // The thread wrote the value before it signalled.
        guard let value = outcome.value else { preconditionFailure("the reading thread ended without a value") }
        return value
    }

    /// The value a thread computed, read once it has signalled.
    ///
    /// `@unchecked Sendable`: written by the reading thread before its semaphore is signalled, read
    /// by the waiting one after.
    private final class Outcome<Value>: @unchecked Sendable {
        var value: Value?
    }
}
