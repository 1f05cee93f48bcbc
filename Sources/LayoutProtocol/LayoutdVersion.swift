/// The version of `layoutd`: what `--version` prints, the daemon's `status` answers and the Debian
/// package is named with (CHANGELOG.md).
public enum LayoutdVersion {
    public static let current = "0.4.0"
    /// Where layoutd is published (its releases, its documentation): what a SARIF log names as the
    /// tool's home, and where the CI recipe downloads releases from.
    public static let home = "https://github.com/layoutd/layoutd"
}
