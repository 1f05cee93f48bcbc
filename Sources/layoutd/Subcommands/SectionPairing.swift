/// How the drift check pairs the spec's sections with those the Swift makes: by id where the Swift
/// names a section as the spec does (an `enum Section` case, a generated file's section), and by
/// position for the rest, the first unpaired with the first unpaired.
struct SectionPairing: Equatable {
    /// For each of the Swift's sections, in order, the index of the spec's section it is paired with.
    var specIndex: [Int?]
    /// The ids the two name alike.
    var byID: [String] = []
    /// The Swift's sections paired by position: their index and the spec's section's id (or index).
    var byPosition: [(swift: Int, spec: String)] = []

    /// `specIDs` and `swiftIDs` are each section's id, `nil` where the section has none.
    init(specIDs: [String?], swiftIDs: [String?]) {
        specIndex = Array(repeating: nil, count: swiftIDs.count)
        var taken = Set<Int>()
        for (swift, id) in swiftIDs.enumerated() {
            guard let id, let spec = specIDs.firstIndex(where: { $0 == id }), !taken.contains(spec) else { continue }
            specIndex[swift] = spec
            taken.insert(spec)
            byID.append(id)
        }
        var free = specIDs.indices.filter { !taken.contains($0) }.makeIterator()
        for swift in swiftIDs.indices where specIndex[swift] == nil {
            guard let spec = free.next() else { break }
            specIndex[swift] = spec
            byPosition.append((swift, specIDs[spec] ?? String(spec)))
        }
    }

    /// How the sections were paired, in a line: `sections by id: featured, charts; by position:
    /// Swift's 2 as settings`.
    var summary: String {
        var parts: [String] = []
        if !byID.isEmpty { parts.append("by id: " + byID.joined(separator: ", ")) }
        if !byPosition.isEmpty {
            parts.append(
                "by position: "
                    + byPosition.map { "the Swift's section \($0.swift) as \($0.spec)" }.joined(separator: ", ")
            )
        }
        return "sections paired " + (parts.isEmpty ? "none" : parts.joined(separator: "; "))
    }

    static func == (lhs: SectionPairing, rhs: SectionPairing) -> Bool {
        lhs.specIndex == rhs.specIndex && lhs.byID == rhs.byID
            && lhs.byPosition.map(\.swift) == rhs.byPosition.map(\.swift)
            && lhs.byPosition.map(\.spec) == rhs.byPosition.map(\.spec)
    }
}
