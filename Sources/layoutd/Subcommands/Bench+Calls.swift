import Foundation
import LayoutSpecFormat

/// What values written as calls cost to read: a compositional spec whose every size is a pair of
/// dimension calls (`fractionalWidth(1)`, `absolute(44)`), whose spacing is `fixed(4)` and whose
/// insets are a pasted `NSDirectionalEdgeInsets(…)`, parsed and checked whole.
///
/// A spec repeats the same few calls, which a parse reads once each; the second spec writes every
/// call differently, the most a parse can be asked to read.
extension Bench {
    /// `sections` sections of one group of one item, each with five calls and one initialiser;
    /// `distinct` writes each section's numbers differently.
    static func callSpec(sections: Int, distinct: Bool) -> String {
        var lines = [
            "environments: [{name: phone, size: [400, 800], scale: 2}]",
            "layout: {type: compositional}",
            "sections:",
        ]
        for index in 0..<sections {
            let height = distinct ? 40 + index % 997 : 44
            let fraction = distinct ? "0.\(2_500 + index)" : "0.25"
            let spacing = distinct ? "\(index % 50).\(index)" : "4"
            lines += [
                "  - id: s\(index)",
                "    items: 4",
                "    group:",
                "      horizontal:",
                "        layoutSize: [fractionalWidth(1), absolute(\(height))]",
                "        subitems:",
                "          - item: {layoutSize: [fractionalWidth(\(fraction)), fractionalHeight(1)], contentInsets: 'NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)'}",
                "        interItemSpacing: fixed(\(spacing))",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the parse of the call workload, the same calls repeated and every call distinct.
    func calls() throws {
        let sections = 1_000
        print("")
        print(
            "values written as calls: \(sections) sections, 5,000 calls and 1,000 pasted initialisers, parsed and checked"
        )
        print("  median ms                    whole parse   µs a section")
        let parser = SpecParser()
        for distinct in [false, true] {
            let text = Self.callSpec(sections: sections, distinct: distinct)
            _ = try parser.parse(text, file: "calls.layout.yaml")
            let time = Self.median(max(3, iterations / 4)) {
                _ = try? parser.parse(text, file: "calls.layout.yaml")
            }
            print(
                String(
                    format: "  %@ %12.3f %14.2f",
                    (distinct ? "every call distinct" : "the same calls repeated")
                        .padding(toLength: 28, withPad: " ", startingAt: 0),
                    time * 1e3,
                    time * 1e6 / Double(sections)
                )
            )
        }
    }
}
