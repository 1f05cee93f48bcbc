import LayoutSpecFormat
import SpecWatcher

/// The YAML trees of the specs parsed last, each for its spec's next parse (``ComposedSpec``).
///
/// Only a few: one spec is edited at a time, and a tree takes several times its text's memory, which
/// a daemon watching a thousand specs should not keep for each of them.
struct RecentTrees {
    static let capacity = 4

    /// Oldest first.
    private var trees: [(spec: SpecIdentity, tree: ComposedSpec)] = []

    /// The tree kept for `spec`, which is no longer kept.
    mutating func take(_ spec: SpecIdentity) -> ComposedSpec? {
        guard let index = trees.firstIndex(where: { $0.spec == spec }) else { return nil }
        return trees.remove(at: index).tree
    }

    /// Keeps `spec`'s tree, in place of the oldest one when there are already ``capacity``.
    mutating func keep(_ tree: ComposedSpec?, for spec: SpecIdentity) {
        trees.removeAll { $0.spec == spec }
        guard let tree else { return }
        trees.append((spec, tree))
        if trees.count > Self.capacity { trees.removeFirst() }
    }
}
