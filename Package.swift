// swift-tools-version:6.0
import PackageDescription

// NB: no package dependencies, by design: iOS teams adopt zero-dependency
// libraries, and everything here builds with the toolchain alone.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "EntryPoints",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "EntryPoints", targets: ["EntryPoints", "EntryPointsFoundation"]),
        .executable(name: "entryd", targets: ["entryd"]),
    ],
    targets: [
        // NB: one static inline C function, the prefetch hint Swift lacks (see
        // MemoryHints.h), for the edge and terminal tables.
        .target(name: "MemoryHints"),
        .target(
            name: "EntryPoints",
            dependencies: ["MemoryHints"],
            // NB: the matching rules, written to be pasted into the README.
            exclude: ["Association/AssociationRules.md"],
            swiftSettings: strictSettings),
        // Bridges from Foundation and Apple's system types (NSUserActivity, UNNotificationResponse,
        // UIScene.ConnectionOptions, property lists) to entries; apps link it beside the core.
        .target(name: "EntryPointsFoundation", dependencies: ["EntryPoints"], swiftSettings: strictSettings),
        .executableTarget(name: "entryd", dependencies: ["EntryPoints"], swiftSettings: strictSettings),
        .executableTarget(
            name: "entrybench", dependencies: ["EntryPoints"], swiftSettings: strictSettings),
        // Fixture discovery and comparison, shared by both test targets.
        .target(
            name: "FixtureSupport", dependencies: ["EntryPoints"], path: "Tests/FixtureSupport",
            swiftSettings: strictSettings),
        .testTarget(
            name: "EntryPointsTests", dependencies: ["EntryPoints", "FixtureSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "EntryPointsFoundationTests", dependencies: ["EntryPointsFoundation", "EntryPoints"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "entrydTests", dependencies: ["entryd", "EntryPoints", "FixtureSupport"],
            swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
