import ArgumentParser
import Foundation
import LanguageServer

/// How soon an editor has a spec's diagnostics after a change: the language server given one
/// `didChange` with the whole text, until its `publishDiagnostics` is out; in process, and through
/// the pipes of a real `layoutd lsp` as an editor starts it.
///
/// Each change alternates between two texts that differ in one section, as typing does.
extension Bench {
    /// The 10,000-item specs: the typical spec's shape with 10 sections of 1,000 items, and the same
    /// items written one entry a line (a text too large to keep a tree of, so it is composed whole).
    static func tenThousandItemSpecs(itemHeight: Int) -> [(name: String, text: String)] {
        let counted = typicalSpec(itemHeight: itemHeight).replacingOccurrences(of: "items: 50", with: "items: 1000")
        var lines = ["environments: [{device: iPhone 17}]", "layout: {itemSize: [100, 100]}", "sections:"]
        for section in 0..<10 {
            lines += ["  - id: s\(section)", "    items:"]
            let height = section == 4 ? itemHeight : 100
            lines += Array(repeating: "      - [100, \(height)]", count: 1_000)
        }
        return [
            ("10,000 items (10 sections of 1,000) × 3 environments", counted),
            ("10,000 items, one entry a line", lines.joined(separator: "\n") + "\n"),
        ]
    }

    func languageServer() throws {
        let workloads: [(name: String, texts: [String])] =
            [
                (
                    "typical spec (10 sections × 50 items × 3 environments)",
                    [40, 41].map { Self.typicalSpec(itemHeight: $0) }
                )
            ]
            + zip(Self.tenThousandItemSpecs(itemHeight: 40), Self.tenThousandItemSpecs(itemHeight: 41)).map {
                ($0.name, [$0.text, $1.text])
            }
        let hundredThousand = [40, 41].map { height in
            Self.oneEntryALine(sections: 10, items: 10_000, itemHeight: height)
        }
        print("")
        print("language server: a change to diagnostics published (didChange with the whole text, one section edited)")
        print(
            "  ms, median of \(iterations) changes      in process   through layoutd lsp's pipes   burst of \(Self.burst), newest   burst ÷ one"
        )
        for workload in workloads + [("100,000 items, one entry a line", hundredThousand)] {
            let inProcess = try inProcessChange(workload.texts)
            let (piped, burst) = try pipedChange(workload.texts)
            print(
                String(
                    format: "  %@ %10.3f %14.3f %26.3f %12.2f",
                    workload.name.padding(toLength: 56, withPad: " ", startingAt: 0),
                    inProcess * 1e3,
                    piped * 1e3,
                    burst * 1e3,
                    burst / piped
                )
            )
        }
    }

    /// The changes of a burst, written at once as an editor sends them when its user types faster
    /// than a change is laid out.
    static let burst = 20

    /// A spec of `sections` sections of `items` items written one entry a line, one section's items
    /// `itemHeight` high.
    static func oneEntryALine(sections: Int, items: Int, itemHeight: Int) -> String {
        var lines = ["environments: [{device: iPhone 17}]", "layout: {itemSize: [100, 100]}", "sections:"]
        for section in 0..<sections {
            lines += ["  - id: s\(section)", "    items:"]
            let height = section == sections / 2 ? itemHeight : 100
            lines += Array(repeating: "      - [100, \(height)]", count: items)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let benchURI = "file:///bench/home.layout.yaml"

    static func body(_ message: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: message)
    }

    static func open(_ text: String) throws -> Data {
        try body([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": benchURI, "languageId": "yaml", "version": 1, "text": text]],
        ])
    }

    static func change(_ text: String, version: Int) throws -> Data {
        try body([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": benchURI, "version": version], "contentChanges": [["text": text]]],
        ])
    }

    /// The median time of `LanguageServer.handle` for a change, which returns the diagnostics.
    func inProcessChange(_ texts: [String]) throws -> Double {
        let server = LanguageServer()
        _ = server.handle(try Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]))
        _ = server.handle(try Self.open(texts[0]))
        let changes = try (0..<2).map { try Self.change(texts[$0], version: $0 + 2) }
        var flip = false
        var published = 0
        let time = Self.median(iterations) {
            flip.toggle()
            published += server.handle(changes[flip ? 1 : 0]).messages.count
        }
        guard published == iterations + 1 else { throw ValidationError("a change published no diagnostics") }
        return time
    }

    /// The median time from writing a change to a real `layoutd lsp` until its diagnostics are read;
    /// then the median time from writing a burst of ``burst`` changes at once until the diagnostics
    /// of the newest are read.
    func pipedChange(_ texts: [String]) throws -> (one: Double, burst: Double) {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let reader = output.fileHandleForReading.fileDescriptor
        var framer = MessageFramer()
        func send(_ body: Data) { input.fileHandleForWriting.write(MessageFramer.frame(body)) }
        /// The next message's version (of its diagnostics), if it has one.
        @discardableResult
        func awaitMessage() -> Int? {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                if case .message(let body)? = framer.next() {
                    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
                    return (message?["params"] as? [String: Any])?["version"] as? Int
                }
                let count = read(reader, &chunk, chunk.count)
                guard count > 0 else { return nil }
                framer.append(chunk[0..<count])
            }
        }
        send(try Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]))
        awaitMessage()
        send(try Self.open(texts[0]))
        awaitMessage()
        let changes = try (0..<2).map { try Self.change(texts[$0], version: $0 + 2) }
        var flip = false
        let one = Self.median(iterations) {
            flip.toggle()
            send(changes[flip ? 1 : 0])
            awaitMessage()
        }
        // Each burst's versions follow the last one sent; the newest of a burst alternates texts.
        var version = 3
        var bursts: [Data] = []
        var newest: [Int] = []
        for _ in 0..<(max(iterations / 2, 2) + 1) {
            var burst = Data()
            for index in 0..<Self.burst {
                version += 1
                burst.append(MessageFramer.frame(try Self.change(texts[(version + index) % 2], version: version)))
            }
            bursts.append(burst)
            newest.append(version)
        }
        var next = 0
        let burst = Self.median(bursts.count - 1) {
            input.fileHandleForWriting.write(bursts[next])
            while let published = awaitMessage(), published != newest[next] {}
            next += 1
        }
        return (one, burst)
    }
}
