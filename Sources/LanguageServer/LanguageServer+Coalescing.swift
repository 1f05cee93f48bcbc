import Foundation

/// Changes that come faster than they are laid out: only the newest text of a document is laid out
/// (Documentation/editors.md, "Typing faster than a change is laid out").
extension LanguageServer {
    /// The session with `text` read and laid out, or `nil` when a newer change of the document waits
    /// or comes before it is done.
    func layOut(_ text: String, version: Int, of session: SpecSession, uri: String) -> SpecSession? {
        guard let newerChangeWaits else {
            var session = session
            session.update(text: text, version: version, parser: parser)
            return session
        }
        if newerChangeWaits(uri) {
            inBurst.insert(uri)
            return nil
        }
        if inBurst.remove(uri) != nil, let awaitQuiet {
            // The newest change of a burst: the ones still coming would give it up.
            awaitQuiet(min(Self.longestQuietWait, (layoutTimes[uri] ?? 0) / 8))
            if newerChangeWaits(uri) {
                inBurst.insert(uri)
                return nil
            }
        }
        let parser = self.parser
        let start = now()
        let updated = worker.run(
            {
                var session = session
                session.update(text: text, version: version, parser: parser)
                return session
            },
            keepWaiting: { !newerChangeWaits(uri) }
        )
        if updated == nil { inBurst.insert(uri) } else { layoutTimes[uri] = now() - start }
        return updated
    }
}
