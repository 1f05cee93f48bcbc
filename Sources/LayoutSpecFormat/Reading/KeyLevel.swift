/// Where a set of layout keys is written, which decides what it may hold.
enum KeyLevel {
    /// The layout mapping, or a variant's layout-level keys.
    case layout
    /// A section, or a variant's keys for one section.
    case section
}
