// swift-tools-version:6.0
import PackageDescription

// An app-like package that adopts typed routes as a modular app does: the
// EntryPointsGenerator plugin reads Sources/AppRoutes/routes.json on every
// build and, AppRoutes being a library target, generates public types that
// the app's executable target uses. scripts/examples builds and runs it, and
// checks that a misspelling fails to compile.
let package = Package(
    name: "TypedRoutesApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "EntryPoints", path: "../..")],
    targets: [
        .target(
            name: "AppRoutes",
            dependencies: [.product(name: "EntryPoints", package: "EntryPoints")],
            plugins: [.plugin(name: "EntryPointsGenerator", package: "EntryPoints")]),
        .executableTarget(
            name: "TypedRoutesApp",
            dependencies: ["AppRoutes", .product(name: "EntryPoints", package: "EntryPoints")]),
    ],
    swiftLanguageModes: [.v6]
)
