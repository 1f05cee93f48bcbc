/// Lays out a document in every one of its environments.
///
/// This is the engine's entry point: a pure function of the document, which never fails and never
/// waits (a document is already validated).
public func layOut(_ document: LayoutDocument) -> LayoutSnapshot {
    var layout = IncrementalLayout()
    return layout.update(document).snapshot
}

/// Lays out a document in one environment.
public func layOut(_ document: LayoutDocument, in environment: LayoutEnvironment) -> EnvironmentLayout {
    switch document.layout {
    case .flow(let spec):
        return FlowLayout.layOut(spec, sections: document.sections, in: environment)
    case .split(let spec):
        return SplitLayout.layOut(spec, sections: document.sections, in: environment)
    case .compositional(let spec):
        return CompositionalLayout.layOut(spec, sections: document.sections, in: environment)
    }
}
