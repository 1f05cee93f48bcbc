/// The flow layout keys of one section in one environment, every value resolved.
///
/// Built from merged ``FlowParameters`` with UIKit's defaults (`UICollectionViewFlowLayoutCommonInit`,
/// spec-format.md, flow) filling whatever no level set.
struct FlowMetrics: Hashable, Sendable {
    var scrollDirection: ScrollDirection
    var itemSize: Size
    var estimatedItemSize: Size?
    var lineSpacing: Double
    var interitemSpacing: Double
    /// `sectionInset` as given; ``FlowLayout`` applies `sectionInsetReference` to it.
    var sectionInset: EdgeInsets
    var sectionInsetReference: SectionInsetReference
    var headerDimension: Double
    var footerDimension: Double
    var pinsHeader: Bool
    var pinsFooter: Bool
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment

    init(_ parameters: FlowParameters, scrollDirection: ScrollDirection) {
        self.scrollDirection = scrollDirection
        itemSize = parameters.itemSize ?? Size(width: 50, height: 50)
        estimatedItemSize = parameters.estimatedItemSize
        lineSpacing = parameters.minimumLineSpacing ?? 10
        interitemSpacing = parameters.minimumInteritemSpacing ?? 10
        sectionInset = parameters.sectionInset ?? .zero
        sectionInsetReference = parameters.sectionInsetReference ?? .fromContentInset
        headerDimension = parameters.headerReferenceSize?.extent(scrollDirection: scrollDirection) ?? 0
        footerDimension = parameters.footerReferenceSize?.extent(scrollDirection: scrollDirection) ?? 0
        pinsHeader = parameters.sectionHeadersPinToVisibleBounds ?? false
        pinsFooter = parameters.sectionFootersPinToVisibleBounds ?? false
        horizontalAlignment = parameters.horizontalAlignment ?? .justified
        verticalAlignment = parameters.verticalAlignment ?? .center
    }

    var isVertical: Bool { scrollDirection == .vertical }

    /// Whether cells self-size: then UIKit never takes the fixed-size path.
    var selfSizes: Bool { estimatedItemSize != nil }
}
