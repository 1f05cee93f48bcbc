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
        .library(name: "LayoutProtocol", targets: ["LayoutProtocol"]),
        .library(name: "LayoutPipeline", targets: ["LayoutPipeline"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .library(name: "SpecImport", targets: ["SpecImport"]),
        .library(name: "SwiftSourceImport", targets: ["SwiftSourceImport"]),
        .plugin(name: "LayoutSpecPlugin", targets: ["LayoutSpecPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.0"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.4.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
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
        // A spec's way from bytes to a checked layout and what its pictures need, for every reader.
        .target(
            name: "LayoutPipeline",
            dependencies: ["LayoutEngine", "LayoutSpecFormat", "LayoutProtocol"],
            swiftSettings: strictSettings
        ),

        // MARK: Files on disk: spec files read, the output folder written (POSIX, any platform).
        .target(
            name: "LayoutFiles",
            dependencies: [
                "LayoutEngine", "LayoutSpecFormat", "LayoutProtocol",
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: Swift from specs: pure, document in, text out.
        .target(
            name: "SwiftGeneration",
            dependencies: ["LayoutEngine", "LayoutSpecFormat"],
            swiftSettings: strictSettings
        ),

        // MARK: Specs read from an app's layouts: text in, spec text and warnings out.
        .target(name: "SpecImport", dependencies: ["LayoutSpecFormat"], swiftSettings: strictSettings),

        // MARK: Specs read from Swift sources (swift-syntax): text in, spec text and warnings out.
        .target(
            name: "SwiftSourceImport",
            dependencies: [
                "LayoutSpecFormat",
                "SpecImport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),

        // MARK: The editor's language server: spec in, diagnostics, completion and frames out.
        .target(
            name: "LanguageServer",
            dependencies: ["LayoutEngine", "LayoutProtocol", "LayoutSpecFormat", "LayoutPipeline"],
            swiftSettings: strictSettings
        ),

        // MARK: Executable
        .executableTarget(
            name: "layoutd",
            dependencies: [
                "LayoutEngine",
                "LayoutSpecFormat",
                "LayoutProtocol",
                "LayoutPipeline",
                "LayoutFiles",
                "LanguageServer",
                "SwiftGeneration",
                "SpecImport",
                "SwiftSourceImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SystemPackage", package: "swift-system"),
            ] + linuxOnly(["DaemonCommands"]),
            swiftSettings: strictSettings
        ),

        // MARK: Build plugin: a target's *.layout.yaml files become Swift on every build.
        .plugin(name: "LayoutSpecPlugin", capability: .buildTool(), dependencies: ["layoutd"]),

        // MARK: Tests
        // What several test targets share: the seeded generator of their random edits and saves.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], swiftSettings: strictSettings),
        .testTarget(
            name: "LayoutSpecFormatTests",
            dependencies: [
                "LayoutSpecFormat", "LayoutEngine", "LayoutProtocol", "TestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GoldenLayoutTests",
            dependencies: ["LayoutSpecFormat", "LayoutEngine", "LayoutProtocol", "SwiftGeneration", "TestSupport"],
            exclude: ["Golden"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LayoutProtocolTests",
            dependencies: ["LayoutProtocol", "LayoutEngine"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SwiftSourceImportTests",
            dependencies: [
                "SwiftSourceImport", "SpecImport", "LayoutEngine", "LayoutProtocol", "LayoutSpecFormat",
                "SwiftGeneration", .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// MARK: - Linux only: inotify, the daemon and what tests it through the binary
//
// The watcher (inotify through libinotifytools), the daemon, its socket and its preview page, and the
// commands that run them are built only on Linux; everything else builds wherever Swift does. The
// portability check (`Scripts/check-portability`, run by `make test`) keeps Linux-only code inside
// these targets.
let linuxDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.90.0"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.0"),
]

let linuxTargets: [Target] = [
    .systemLibrary(
        name: "CInotifyTools",
        path: "Sources/CInotifyTools",
        providers: [.apt(["libinotifytools0-dev"])]
    ),
    // glibc's <malloc.h>: the executable tunes how freed memory is kept (DaemonCommands).
    .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
    .target(name: "SpecWatcher", dependencies: ["CInotifyTools"], swiftSettings: strictSettings),
    // A socket's path made safe to listen at and connect to: for the daemon, its socket and its clients.
    .target(name: "UnixSockets", swiftSettings: strictSettings),
    // The daemon's one clock, the specs' published states and the journal, and the sinks each event
    // goes to: what the socket and the preview page read, without the rest of the daemon.
    .target(
        name: "LayoutPublishing",
        dependencies: [
            "LayoutEngine", "LayoutProtocol", "LayoutPipeline", "LayoutFiles",
            .product(name: "SystemPackage", package: "swift-system"),
        ],
        swiftSettings: strictSettings
    ),
    .target(
        name: "LayoutDaemon",
        dependencies: [
            "LayoutEngine",
            "LayoutSpecFormat",
            "LayoutProtocol",
            "LayoutPipeline",
            "LayoutPublishing",
            "UnixSockets",
            "LayoutFiles",
            "SpecWatcher",
            "CMalloc",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "SystemPackage", package: "swift-system"),
            .product(name: "Yams", package: "Yams"),
        ],
        swiftSettings: strictSettings
    ),

    .target(
        name: "DaemonSocket",
        dependencies: [
            "LayoutPublishing",
            "UnixSockets",
            "LayoutProtocol",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOExtras", package: "swift-nio-extras"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),

    .target(
        name: "PreviewServer",
        dependencies: [
            "LayoutPublishing",
            "LayoutEngine",
            "LayoutProtocol",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),

    // `layoutd serve`, `subscribe` and `status`: the commands of the daemon, for the executable.
    .target(
        name: "DaemonCommands",
        dependencies: [
            "LayoutDaemon", "LayoutPublishing", "UnixSockets", "DaemonSocket", "PreviewServer", "LayoutFiles",
            "LayoutSpecFormat", "LayoutProtocol",
            "CMalloc",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            .product(name: "SystemPackage", package: "swift-system"),
        ],
        swiftSettings: strictSettings
    ),

    // MARK: Tests of the daemon, and of the binary (which starts it)
    .testTarget(
        name: "SpecWatcherTests",
        dependencies: ["SpecWatcher", "TestSupport"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "LayoutDaemonTests",
        dependencies: [
            "LayoutDaemon", "LayoutPublishing", "UnixSockets", "LayoutFiles", "LayoutEngine", "LayoutPipeline",
            "LayoutProtocol", "LayoutSpecFormat", "SpecWatcher", "TestSupport",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "DaemonSocketTests",
        dependencies: ["DaemonSocket", "LayoutPublishing"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "PreviewServerTests",
        dependencies: [
            "PreviewServer", "LayoutPublishing", "LayoutProtocol", "LayoutEngine", "LayoutSpecFormat",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ],
        swiftSettings: strictSettings
    ),
    // The UIKit API `layoutd generate swift` may emit, for its files to type-check on Linux
    // (GeneratedSwiftTests); used by no product.
    .target(name: "UIKit", path: "Tests/UIKitSurface", swiftSettings: strictSettings),
    // yahoojapan's split layout, as its package declares what the generator may emit of it.
    .target(
        name: "UICollectionViewSplitLayout",
        dependencies: ["UIKit"],
        path: "Tests/SplitLayoutSurface",
        swiftSettings: strictSettings
    ),
    // mischa-hildebrand's aligned flow layout, as its package declares what the generator may emit of it.
    .target(
        name: "AlignedCollectionViewFlowLayout",
        dependencies: ["UIKit"],
        path: "Tests/AlignedLayoutSurface",
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "layoutdTests",
        // UIKit, the split and the aligned layout: built for GeneratedSwiftTests to type-check generated files
        // against; not imported.
        dependencies: [
            "LayoutEngine", "LayoutProtocol", "TestSupport", "UIKit", "UICollectionViewSplitLayout",
            "AlignedCollectionViewFlowLayout",
        ]
            + linuxOnly([
                "DaemonCommands", "LayoutDaemon", "LayoutPublishing", "UnixSockets",
                .product(name: "Logging", package: "swift-log"),
            ]),
        swiftSettings: strictSettings
    ),
]

/// Whether this build has the Linux-only targets: on Linux, unless `LAYOUTD_PORTABLE_ONLY` is set
/// (`make test` builds the executable that way too, as a Mac builds it).
func buildsLinuxTargets() -> Bool {
    #if os(Linux)
        return Context.environment["LAYOUTD_PORTABLE_ONLY"] == nil
    #else
        return false
    #endif
}

/// `names` as dependencies where the Linux-only targets are built, nothing elsewhere.
func linuxOnly(_ names: [Target.Dependency]) -> [Target.Dependency] {
    buildsLinuxTargets() ? names : []
}

if buildsLinuxTargets() {
    package.targets += linuxTargets
    package.dependencies += linuxDependencies
}
