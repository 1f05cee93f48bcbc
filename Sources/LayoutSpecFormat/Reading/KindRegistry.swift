/// The element kinds of one list, which must be unique (UIKit raises on a repeated kind) and may not be
/// `cell`.
struct KindRegistry {
    var seen: Set<String> = []

    /// The kind `value` names, or `nil` after reporting an empty, reserved or repeated one.
    mutating func admit(_ value: SpecValue) -> String? {
        guard let kind = value.string() else { return nil }
        guard !kind.isEmpty, kind != "cell" else {
            value.report(.invalidValue, "expected an element kind other than \"cell\" and \"\", found \"\(kind)\"")
            return nil
        }
        guard seen.insert(kind).inserted else {
            value.report(.duplicate, "element kind \"\(kind)\" is used twice here; every element kind must be unique")
            return nil
        }
        return kind
    }
}
