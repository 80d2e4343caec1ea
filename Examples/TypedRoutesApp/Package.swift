// swift-tools-version:6.0
import PackageDescription

// An app-like package that adopts typed routes: the EntryPointsGenerator
// plugin reads Sources/TypedRoutesApp/routes.json on every build.
// scripts/examples builds and runs it, and checks that a misspelling fails to compile.
let package = Package(
    name: "TypedRoutesApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "EntryPoints", path: "../..")],
    targets: [
        .executableTarget(
            name: "TypedRoutesApp",
            dependencies: [.product(name: "EntryPoints", package: "EntryPoints")],
            plugins: [.plugin(name: "EntryPointsGenerator", package: "EntryPoints")])
    ],
    swiftLanguageModes: [.v6]
)
