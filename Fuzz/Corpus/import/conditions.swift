import UIKit
func makeLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    return layout
}
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#if A
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
