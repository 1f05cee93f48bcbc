public import LayoutPipeline
public import LayoutProtocol

/// One event as the ``Publisher`` hands it to each sink: the line subscribers get, the change it
/// stands for, and for a new layout what its files and pictures are made of.
public struct Published: @unchecked Sendable {
    /// The event's clock, kind and line, as subscribers and the journal have it.
    public var publication: Publication
    /// The spec's change; `nil` for a rescan.
    public var event: SpecEvent?
    /// For a new layout: what its pictures need beyond its frames, and the spec's file, for the
    /// pictures' links to it.
    public var pictures: SpecPictures?
    public var file: String?
    /// For a new layout: its diff from the layout before (`nil` for a first layout), for
    /// `diff.json`; it is the event itself when subscribers hold that layout.
    public var diffFile: DiffFile?
    /// For a new layout: `layout.json` and `diff.json`, when the worker that laid it out encoded them.
    public var files: (layout: String, diff: String?)?

    public init(
        _ publication: Publication,
        event: SpecEvent?,
        pictures: SpecPictures? = nil,
        file: String? = nil,
        diffFile: DiffFile? = nil,
        files: (layout: String, diff: String?)? = nil
    ) {
        self.publication = publication
        self.event = event
        self.pictures = pictures
        self.file = file
        self.diffFile = diffFile
        self.files = files
    }

    public var spec: String? { publication.spec }
    /// The layout the event leaves the spec with, for `layout` and `diff` events.
    public var layout: LayoutFile? {
        switch event {
        case .layout(let file, _): file
        case .diff(_, let result): result
        default: nil
        }
    }
}

/// Where published events go: the socket's subscribers, the output folder, the preview page.
///
/// The ``Publisher`` calls every sink on the daemon's thread, in clock order and in the order the
/// sinks were given: subscribers first (programs wait on them), then the output folder, then the
/// preview page (people are slower). A sink only hands the event on or records it: it never holds
/// the daemon's thread for long.
public protocol PublicationSink: AnyObject, Sendable {
    /// An event, just published.
    func receive(_ published: Published)
    /// A spec's current state again, without an event: a spec the previous run published, found as
    /// it left it. Sinks that show state (the preview page) show it; the default does nothing.
    func restate(_ published: Published)
    /// Waits, briefly and boundedly, until what ``receive(_:)`` handed to another thread has gone
    /// out: a live sink's (the subscribers') is called before the next sinks are given the event.
    /// The default does not wait.
    func awaitHandOff()
}

extension PublicationSink {
    public func restate(_ published: Published) {}
    public func awaitHandOff() {}
}
