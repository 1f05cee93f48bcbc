/// The layouts the code has made so far, by kind, in the order it made them: a reader follows the
/// code from a place and takes the layouts made after it.
struct MadeLayouts {
    /// Every `UICollectionViewCompositionalLayout`.
    var compositional: [LayoutObject] = []
    /// Every flow layout: UIKit's, the aligned one, the program's subclasses of them.
    var flow: [LayoutObject] = []
    /// Every split layout: the package's, the program's subclasses of it.
    var split: [LayoutObject] = []

    /// How many layouts of every kind.
    var count: Int { compositional.count + flow.count + split.count }

    /// Whether `object` is one of them.
    func contains(_ object: LayoutObject) -> Bool {
        compositional.contains { $0 === object } || flow.contains { $0 === object } || split.contains { $0 === object }
    }
}
