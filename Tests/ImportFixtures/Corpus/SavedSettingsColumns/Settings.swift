// swift-format-ignore-file
import UIKit

/// What the user chose, saved as JSON in the user defaults.
struct UserSettings: Codable {
    private var _columns: Int?
    var columns: Int {
        get { _columns ?? (UIDevice.current.userInterfaceIdiom == .pad ? 5 : 3) }
        set { _columns = newValue }
    }
}

/// The app's settings.
final class AppSettings {
    private var _user = UserSettings()
    var user: UserSettings {
        guard let data = UserDefaults.standard.data(forKey: "settings.user") else { return _user }
        return (try? JSONDecoder().decode(UserSettings.self, from: data)) ?? _user
    }
}
