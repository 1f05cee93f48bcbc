import Foundation
import FuzzDriver
import LayoutProtocol

/// Lines sent to the daemon's socket, one or a burst of them: reading each as a request (JSON,
/// command, arguments, clock, globs), and for a subscription, matching its globs against spec paths.
@main
enum FuzzRequest {
    static let paths = ["home.layout.yaml", "screens/a/b.layout.yaml", "", "/", "a//b", "**"]

    static func main() {
        fuzz { data in
            // A burst of lines, as a client that writes thousands of requests at once sends them.
            for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(1_000) {
                FuzzRequest.run(Data(line))
            }
        }
    }

    static func run(_ line: Data) {
        let request = SocketRequest(line: line)
        guard case .success(.subscribe(let globs, let since)) = request.command else { return }
        for glob in globs {
            for path in paths { _ = glob.matches(path) }
            _ = glob.matches(glob.pattern)
        }
        if let since, DaemonClock(since.description) != since {
            fatalError("a clock does not read back: \(since)")
        }
    }
}
