/// Formats a double the way every layoutd output does: the shortest text that reads back to the same
/// double, without a trailing `.0` (`112.66666666666667`, `10`, `1e-05`).
///
/// Swift's `description` already prints the shortest round-tripping form; only the `.0` that marks
/// an integral value is dropped, so integers read as integers in JSON and in the text form.
public func formatNumber(_ value: Double) -> String {
    let text = value.description
    if text.hasSuffix(".0") {
        return String(text.dropLast(2))
    }
    return text
}
