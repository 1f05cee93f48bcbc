import ArgumentParser
import Foundation
import LanguageServer

/// `layoutd lsp`: the language server, on standard input and output, for an editor to start.
struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for specs on standard input and output (for editors).",
        discussion: """
            Speaks the Language Server Protocol: diagnostics of the unsaved text on every change (of \
            the newest text when changes come faster than they are laid out), \
            completion of keys, values and device presets, hover with an element's frames in every \
            environment, and quick fixes for misspellings. Ends when the editor sends exit or closes \
            its end: status 0 after a shutdown request, 1 otherwise (Documentation/editors.md).
            """
    )

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer()
        // The editor's input is read on a thread of its own, so that a change coming while another
        // is laid out is seen at once, and the one laid out given up for it.
        let inbox = Inbox()
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                // The editor closed its end (or went away): nothing more will come.
                guard count > 0 else { break }
                framer.append(buffer[0..<count])
                while let frame = framer.next() { inbox.put(Inbound(frame)) }
            }
            inbox.end()
        }
        reader.start()
        server.newerChangeWaits = { inbox.holdsReplacement(of: $0) }
        server.replacementFollows = { inbox.replacementFollows($0) }
        server.awaitQuiet = { inbox.awaitQuiet(for: $0) }
        var shutDownCleanly = false
        while let inbound = inbox.take() {
            let output = server.handle(inbound)
            for message in output.messages {
                guard Self.writeAll(MessageFramer.frame(message)) else { throw ExitCode(1) }
            }
            if let status = output.exitStatus { throw ExitCode(status) }
            shutDownCleanly = server.isShutDown
        }
        throw ExitCode(shutDownCleanly ? 0 : 1)
    }

    /// Writes all of `data` to standard output; `false` when the editor is gone.
    static func writeAll(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
