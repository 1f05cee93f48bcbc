/// The version of `layoutd`: what `--version` prints, the daemon's `status` answers and the Debian
/// package is named with (CHANGELOG.md).
public enum LayoutdVersion {
    public static let current = "0.4.0"
}
