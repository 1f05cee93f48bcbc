// swift-format-ignore-file
import Foundation

enum BannerStyle {
    case compact
    case tall
}

final class HomeViewModel {
    private(set) var bannerStyle: BannerStyle = .compact
    private let feed: FeedService

    init(feed: FeedService) {
        self.feed = feed
    }

    func load() {
        feed.fetch { [weak self] banners in
            self?.bannerStyle = banners.isEmpty ? .compact : .tall
        }
    }
}
