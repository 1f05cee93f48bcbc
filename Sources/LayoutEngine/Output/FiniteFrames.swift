/// Where a layout holds a number that is not finite, if it does.
///
/// Keys are range-checked when a spec is read, so a layout's frames are finite; this check is the
/// guarantee behind that: a result that is not (an overflow in an arithmetic no range foresaw) is
/// a spec error, and never reaches `layout.json`, an event or the journal as `inf` or `nan`.
public struct NonFiniteFrame: Equatable, Sendable {
    /// The environment whose layout holds it.
    public var environment: String
    /// The section it is in; `nil` for the content size or a global supplementary.
    public var section: Int?
    public var element: String

    public init(environment: String, section: Int?, element: String) {
        self.environment = environment
        self.section = section
        self.element = element
    }
}

extension LayoutSnapshot {
    /// The first frame or size that is not finite, in environment and section order.
    public func firstNonFiniteFrame() -> NonFiniteFrame? {
        for environment in environments {
            let content = environment.contentSize
            guard content.width.isFinite && content.height.isFinite else {
                return NonFiniteFrame(environment: environment.name, section: nil, element: "the content size")
            }
            for element in environment.supplementaries where !element.frame.isFinite {
                return NonFiniteFrame(environment: environment.name, section: nil, element: element.kind.name)
            }
            for section in environment.sections {
                guard section.frame.isFinite else {
                    return NonFiniteFrame(environment: environment.name, section: section.index, element: "the section")
                }
                for element in section.elements where !element.frame.isFinite {
                    return NonFiniteFrame(
                        environment: environment.name,
                        section: section.index,
                        element: element.kind.name
                    )
                }
            }
        }
        return nil
    }
}

extension Rect {
    /// Whether its origin and size are finite numbers.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
