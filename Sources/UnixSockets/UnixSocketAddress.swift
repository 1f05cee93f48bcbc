public import Glibc

/// A `sockaddr_un` for a path, for the few raw socket calls layoutd makes (sd_notify, probing a
/// socket, the command-line client).
public enum UnixSocketAddress {
    /// Calls `body` with the address of `path` and its length.
    ///
    /// Returns `nil` if the path does not fit (108 bytes). A path starting with `@` names an abstract socket: the `@` becomes a NUL and
    /// the length is exact, as systemd's `$NOTIFY_SOCKET` requires.
    public static func with<Result>(
        _ path: String,
        _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result? {
        var bytes = Array(path.utf8)
        let abstract = bytes.first == UInt8(ascii: "@")
        if abstract { bytes[0] = 0 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard !bytes.isEmpty, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let length = socklen_t(pathOffset + bytes.count + (abstract ? 0 : 1))
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}
