// swift-tools-version:6.1
import PackageDescription

// The fuzz targets of layoutd (libFuzzer), kept out of the main package: they are only built with
// `-sanitize=fuzzer,address`, by `Scripts/fuzz.sh` (`make fuzz`). Each is an executable whose `main`
// hands libFuzzer's driver one function, from input bytes through the code a user's input reaches.
let package = Package(
    name: "layoutd-fuzz",
    dependencies: [.package(name: "layoutd", path: "..")],
    targets: [
        // libFuzzer's `LLVMFuzzerRunDriver`, declared for Swift, and the one way the targets call it.
        .target(name: "CFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CFuzzer"]),
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [
                "FuzzDriver",
                .product(name: "LayoutSpecFormat", package: "layoutd"),
                .product(name: "LayoutEngine", package: "layoutd"),
                .product(name: "LayoutProtocol", package: "layoutd"),
            ]
        ),
        .executableTarget(
            name: "FuzzRequest",
            dependencies: ["FuzzDriver", .product(name: "LayoutProtocol", package: "layoutd")]
        ),
        .executableTarget(
            name: "FuzzLanguageServer",
            dependencies: ["FuzzDriver", .product(name: "LanguageServer", package: "layoutd")]
        ),
        .executableTarget(
            name: "FuzzImport",
            dependencies: [
                "FuzzDriver",
                .product(name: "SpecImport", package: "layoutd"),
                .product(name: "SwiftSourceImport", package: "layoutd"),
                .product(name: "LayoutSpecFormat", package: "layoutd"),
            ]
        ),
        .executableTarget(
            name: "FuzzReference",
            dependencies: ["FuzzDriver", .product(name: "LayoutProtocol", package: "layoutd")]
        ),
        .executableTarget(
            name: "FuzzConfig",
            dependencies: ["FuzzDriver", .product(name: "LayoutSpecFormat", package: "layoutd")]
        ),
    ]
)
