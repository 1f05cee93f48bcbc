import Foundation

/// Runs readings on one thread of its own, whose stack is as large as the largest source read could
/// need, and waits for each.
///
/// Swift's parser recurses once for each level of some nestings that it puts no limit on: function
/// types (`() -> () -> …`), `try`, `await`, `repeat`, `?:` and `=` chains. Measured in a release
/// build, the most stack a byte of source can take is about 720 bytes (`()->` repeated: 2.9 KB a
/// level, four bytes a level), so a 512 KiB file can need 370 MB where a process's main thread has
/// 8 MB. The reading thread's stack is ``baseBytes`` and ``bytesPerSourceByte`` for each byte of the
/// largest file read (``SwiftSourceImport/maximumFileBytes``): 832 MiB, only reserved, and taken only
/// as deep as the parser goes. The thread is made once, when the first reading comes, and kept:
/// under AddressSanitizer a thread with such a stack costs each reading (the fuzz target read 72
/// inputs a second with a thread each, 91 with one kept).
enum DeepStack {
    /// The stack reserved for each byte of source: the 720 measured, with room for a debug build's
    /// larger frames.
    static let bytesPerSourceByte = 1_536
    /// The stack every reading has, whatever its size.
    static let baseBytes = 64 << 20

    private static let thread = ReadingThread(
        stackBytes: baseBytes + SwiftSourceImport.maximumFileBytes * bytesPerSourceByte
    )

    /// The value of `body`, computed on the reading thread.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        thread.run(body)
    }
}

/// A thread that runs the readings handed to it, one at a time, in the order they came.
///
/// `@unchecked Sendable`: the readings waiting are read and changed under `condition`.
private final class ReadingThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [@Sendable () -> Void] = []

    init(stackBytes: Int) {
        let thread = Thread { [self] in
            while true { next()() }
        }
        thread.stackSize = stackBytes
        thread.start()
    }

    /// The next reading, waiting for one.
    private func next() -> @Sendable () -> Void {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty { condition.wait() }
        return waiting.removeFirst()
    }

    func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        waiting.append {
            outcome.value = body()
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        // The reading thread wrote the value before it signalled.
        guard let value = outcome.value else { preconditionFailure("the reading ended without a value") }
        return value
    }

    /// The value a reading computed, read once it has signalled.
    ///
    /// `@unchecked Sendable`: written by the reading thread before its semaphore is signalled, read
    /// by the waiting one after.
    private final class Outcome<Value>: @unchecked Sendable {
        var value: Value?
    }
}
