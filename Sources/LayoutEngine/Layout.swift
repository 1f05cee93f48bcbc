/// Lays out a document in every one of its environments.
///
/// This is the engine's entry point: a pure function of the document, which never fails and never
/// waits (a document is already validated).
public func layOut(_ document: LayoutDocument) -> LayoutSnapshot {
    var layout = IncrementalLayout()
    return layout.update(document).snapshot
}

/// Lays out a document in one environment.
///
/// When the document's keys differ by environment, `environment` is laid out with the keys of the
/// document's environment of the same name.
public func layOut(_ document: LayoutDocument, in environment: LayoutEnvironment) -> EnvironmentLayout {
    let index = document.environments.firstIndex { $0.name == environment.name } ?? 0
    let keys = document.keys(at: index)
    switch keys.layout {
    case .flow(let spec):
        return FlowLayout.layOut(spec, sections: keys.sections, in: environment)
    case .split(let spec):
        return SplitLayout.layOut(spec, sections: keys.sections, in: environment)
    case .compositional(let spec):
        return CompositionalLayout.layOut(spec, sections: keys.sections, in: environment)
    }
}
