/// The store screen's layout, from `store.layout.yaml`: `StoreLayout` is generated at build time.
#if canImport(UIKit)
    import UIKit

    @MainActor
    public func makeStoreLayout() -> UICollectionViewLayout {
        StoreLayout.makeLayout()
    }
#endif

/// The specs this target's layouts are generated from.
public let storeLayoutSpecs = ["store.layout.yaml"]
