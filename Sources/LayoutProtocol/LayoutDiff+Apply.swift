public import LayoutEngine

extension LayoutDiff {
    /// `snapshot` with the changes applied: what a subscriber holding the old `layout.json` does with
    /// `diff.json`.
    public func applied(to snapshot: LayoutSnapshot) -> LayoutSnapshot {
        var before: [String: EnvironmentLayout] = [:]
        for environment in snapshot.environments { before[environment.name] = environment }
        var environments: [EnvironmentLayout] = []
        for change in self.environments {
            switch change {
            case .inserted(let environment):
                environments.append(environment)
            case .deleted:
                continue
            case .changed(let diff):
                guard let environment = before[diff.name] else { continue }
                environments.append(diff.applied(to: environment))
            }
        }
        return LayoutSnapshot(name: snapshot.name, environments: environments)
    }
}

extension EnvironmentDiff {
    /// One environment with its changes applied.
    func applied(to environment: EnvironmentLayout) -> EnvironmentLayout {
        var result = environment
        if let contentSize { result.contentSize = contentSize }
        if let size { result.size = size }
        if let scale { result.scale = scale }
        if let supplementaries { result.supplementaries = supplementaries }

        // Order: deleted sections go, moved and inserted ones take their places, ascending.
        var deleted: Set<SectionID> = []
        var placed: [(index: Int, section: SectionLayout?, id: SectionID)] = []
        for change in changes {
            switch change {
            case .deleteSection(let id): deleted.insert(id)
            case .moveSection(let id, let index): placed.append((index, nil, id))
            case .insertSection(let section): placed.append((section.index, section, section.id))
            default: continue
            }
        }
        var byID: [SectionID: SectionLayout] = [:]
        for section in result.sections { byID[section.id] = section }
        let moving = Set(placed.map(\.id))
        var sections = result.sections.filter { !deleted.contains($0.id) && !moving.contains($0.id) }
        for entry in placed.sorted(by: { $0.index < $1.index }) {
            guard let section = entry.section ?? byID[entry.id] else { continue }
            sections.insert(section, at: min(entry.index, sections.count))
        }
        var position: [SectionID: Int] = [:]
        for (index, section) in sections.enumerated() { position[section.id] = index }

        for change in changes {
            switch change {
            case .shift(let id, let delta):
                if let index = position[id] { sections[index] = sections[index].shifted(by: delta) }
            case .delete(let id, let keys):
                guard let index = position[id] else { continue }
                let gone = Set(keys)
                sections[index].elements.removeAll { gone.contains(ElementKey($0)) }
            case .insert(let id, let elements):
                guard let index = position[id] else { continue }
                var current = sections[index].elements
                for entry in elements.sorted(by: { $0.at < $1.at }) {
                    current.insert(entry.element, at: min(entry.at, current.count))
                }
                sections[index].elements = current
            case .update(let id, let frame, let elements, _):
                guard let index = position[id] else { continue }
                if let frame { sections[index].frame = frame }
                var replacement: [ElementKey: LayoutElement] = [:]
                for element in elements { replacement[ElementKey(element)] = element }
                var current = sections[index].elements
                for slot in current.indices {
                    if let element = replacement[ElementKey(current[slot])] { current[slot] = element }
                }
                sections[index].elements = current
            case .insertSection, .deleteSection, .moveSection:
                continue
            }
        }
        for index in sections.indices { sections[index].index = index }
        result.sections = sections
        return result
    }
}
