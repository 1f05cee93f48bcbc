import Foundation
import FuzzDriver
import LayoutSpecFormat

/// The daemon's configuration file: parsing and validation of every key.
@main
enum FuzzConfig {
    static func main() {
        fuzz { data in
            _ = try? ConfigurationFile.parse(String(decoding: data, as: UTF8.self), file: "fuzz.yaml")
        }
    }
}
