import LayoutEngine
import Yams

/// The spec's YAML: its text composed into a tree, and a syntax error located.
extension DocumentReader {
    /// The YAML tree, or `nil` after reporting a syntax error or an empty document.
    func compose(_ text: String) -> Node? {
        if let mark = MappingKeyGuard.firstComplexKey(in: text) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if mark.line - 1 < lines.count, let conditional = PastedConditional.expression(onLine: lines[mark.line - 1])
            {
                // Inside a paste, the whole paste is the value to quote.
                let line = String(lines[mark.line - 1])
                let value = PastedSwiftLines.valueRange(in: line).map { String(line[$0]) } ?? conditional
                diagnostics.report(
                    .invalidValue,
                    "a Swift conditional is no YAML as it is (YAML reads `? ` and `: ` as keys): quote it, "
                        + "\"\(value)\"",
                    at: mark,
                    path: ""
                )
                return nil
            }
            diagnostics.report(
                .invalidValue,
                "mapping keys must be plain names; an alias, list or mapping as a key is not allowed",
                at: mark,
                path: ""
            )
            return nil
        }
        do {
            // The basic resolver: the reader interprets plain scalars itself (`SpecValue`), so Yams's
            // regular-expression tag resolution, which it runs while checking every mapping for
            // duplicate keys, was most of the time a spec took to parse. The encoding is given so
            // that Yams does not read the process environment for it on every parse.
            guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                diagnostics.report(
                    .missingKey,
                    "the spec is empty; expected a mapping with `layout` and `sections`",
                    at: nil,
                    path: ""
                )
                return nil
            }
            return node
        } catch let error as YamlError {
            // Swift pasted as a value (`NSDirectionalEdgeInsets(top: 8, …)`) reads as YAML would read it
            // quoted. When the text has another mistake, that one is told: the pasted lines are fine.
            guard let pasted = PastedSwiftLines.quoted(text) else {
                reportSyntaxError(error)
                return nil
            }
            do {
                guard let node = try Yams.compose(yaml: pasted.text, .basic, .default, .utf8) else { return nil }
                return PastedSwiftLines.unquoting(node, values: pasted.values)
            } catch let error as YamlError {
                reportSyntaxError(error)
            } catch {
                diagnostics.report(.syntax, "\(error)", at: nil, path: "")
            }
            return nil
        } catch {
            diagnostics.report(.syntax, "\(error)", at: nil, path: "")
            return nil
        }
    }

    func reportSyntaxError(_ error: YamlError) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = context.map { "\(problem) \($0.text)" } ?? problem
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own limit; its message names a C function the user cannot call.
                message = "nesting deeper than 1,000 levels"
            }
            diagnostics.report(.syntax, "invalid YAML: \(message)", at: (mark.line, mark.column), path: "")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.report(
                .duplicate,
                "duplicate key \(keys) in one mapping",
                at: (context.mark.line, context.mark.column),
                path: ""
            )
        case .reader(let problem, _, _, _):
            diagnostics.report(.syntax, "invalid text: \(problem)", at: nil, path: "")
        default:
            diagnostics.report(.syntax, "invalid YAML: \(error)", at: nil, path: "")
        }
    }
}
