// swift-format-ignore-file
import Foundation

// The presenter holds the screen's sections: one placeholder before the feed arrives, then what
// load(_:) builds from the feed, a section for each list that holds items.
final class FeedPresenter {
    enum Kind {
        case banner
        case friends
        case rooms
        case empty
    }

    struct Section {
        let kind: Kind
        var items: [Any]
    }

    private var sections: [Section] = []

    init() {
        sections.append(Section(kind: .empty, items: []))
    }

    var count: Int { sections.count }

    func kind(at index: Int) -> Kind {
        return sections[index].kind
    }

    func numberOfItems(in index: Int) -> Int {
        return sections[index].items.count
    }

    func index(of kind: Kind) -> Int? {
        return sections.firstIndex(where: { $0.kind == kind })
    }

    func has(_ kind: Kind) -> Bool {
        return sections.contains { $0.kind == kind }
    }

    func load(_ feed: Feed) {
        sections.removeAll()
        if !feed.friends.isEmpty {
            sections.append(Section(kind: .friends, items: feed.friends))
        }
        if feed.rooms.count == 0 {
            sections.append(Section(kind: .empty, items: []))
            return
        }
        sections.append(Section(kind: .rooms, items: feed.rooms))
        sections.insert(Section(kind: .banner, items: [feed.banner]), at: 0)
    }
}
