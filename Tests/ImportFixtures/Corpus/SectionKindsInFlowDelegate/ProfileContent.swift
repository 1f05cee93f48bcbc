// swift-format-ignore-file
import UIKit

/// What a profile screen shows, section by section, as the view model builds it.
enum ProfileSectionKind {
    case summary
    case badges
    case history
}

enum ProfileItem: Hashable {
    case summary(name: String)
    case badge(Int)
    case entry(Int)
    case placeholder(ProfileSectionKind)
}

struct ProfileSection: Hashable {
    var kind: ProfileSectionKind
    var items: [ProfileItem]
}

final class ProfileViewModel {
    var badges: [Int] = []
    var history: [Int] = []

    func sections(name: String) -> [ProfileSection] {
        var result: [ProfileSection] = []
        result.append(ProfileSection(kind: .summary, items: [.summary(name: name)]))
        let badgeItems: [ProfileItem] = badges.isEmpty ? [.placeholder(.badges)] : badges.map { .badge($0) }
        result.append(ProfileSection(kind: .badges, items: badgeItems))
        var historyItems: [ProfileItem] = []
        if history.count > 0 {
            historyItems.append(.entry(history[0]))
        } else {
            historyItems.append(.placeholder(.history))
        }
        result.append(ProfileSection(kind: .history, items: historyItems))
        return result
    }
}
