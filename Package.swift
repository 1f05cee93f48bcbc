// swift-tools-version:6.1
import PackageDescription

/// Settings every target is built with (Hummingbird's choice, each verified to build here).
let strictSettings: [SwiftSetting] = [
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0335-existential-any.md
    .enableUpcomingFeature("ExistentialAny"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
    .enableUpcomingFeature("MemberImportVisibility"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0409-access-level-on-imports.md
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "layoutd",
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutSpecFormat", targets: ["LayoutSpecFormat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.0"),
    ],
    targets: [
        // MARK: Pure modules: no I/O, no clocks, no logging.
        .target(name: "LayoutEngine", swiftSettings: strictSettings),
        .target(
            name: "LayoutSpecFormat",
            dependencies: ["LayoutEngine", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(name: "LayoutProtocol", dependencies: ["LayoutEngine"], swiftSettings: strictSettings),

        // MARK: Executable
        .executableTarget(
            name: "layoutd",
            dependencies: [
                "LayoutEngine",
                "LayoutSpecFormat",
                "LayoutProtocol",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Tests
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], swiftSettings: strictSettings),
        .testTarget(
            name: "LayoutSpecFormatTests",
            dependencies: ["LayoutSpecFormat", "LayoutEngine"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GoldenLayoutTests",
            dependencies: ["LayoutSpecFormat", "LayoutEngine", "LayoutProtocol"],
            exclude: ["Golden"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LayoutProtocolTests",
            dependencies: ["LayoutProtocol", "LayoutEngine"],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "layoutdTests", dependencies: ["LayoutProtocol"], swiftSettings: strictSettings),
    ]
)
