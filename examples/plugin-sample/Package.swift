// swift-tools-version:6.1
import PackageDescription

/// An app's layouts kept as specs, which `LayoutSpecPlugin` turns into Swift on every build.
///
/// The specs are `Sources/StoreLayouts/*.layout.yaml`. `swift build` in this folder builds it, on
/// Linux too.
let package = Package(
    name: "StoreApp",
    products: [.library(name: "StoreLayouts", targets: ["StoreLayouts"])],
    dependencies: [.package(name: "layoutd", path: "../..")],
    targets: [
        .target(
            name: "StoreLayouts",
            plugins: [.plugin(name: "LayoutSpecPlugin", package: "layoutd")]
        )
    ]
)
