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
        // What an app links: the core, and the bridges from Apple's types beside it.
        .library(name: "EntryPoints", targets: ["EntryPoints"]),
        .library(name: "EntryPointsFoundation", targets: ["EntryPointsFoundation"]),
        // What entryd, entrybench and CI link: event intake, result encoding,
        // `check`, association files.
        .library(name: "EntryPointsTooling", targets: ["EntryPointsTooling"]),
        // What an app's test target links: fixture folders run under Swift
        // Testing or XCTest, and assertions on where one entry lands.
        .library(name: "EntryPointsTesting", targets: ["EntryPointsTesting"]),
        .executable(name: "entryd", targets: ["entryd"]),
        // Typed routes: an app target adds this plugin and a `routes.json`.
        .plugin(name: "EntryPointsGenerator", targets: ["EntryPointsGenerator"]),
    ],
    targets: [
        // NB: one static inline C function, the prefetch hint Swift lacks (see
        // MemoryHints.h), for the edge and terminal tables.
        .target(name: "MemoryHints"),
        // The core an app links: entries, the route table and its validation,
        // patterns and the trie, URL normalisation, routing and admission, the
        // controller, the navigation state, JSON. Nothing daemon-specific;
        // association files only through the `WebLinkClaims` hook.
        .target(name: "EntryPoints", dependencies: ["MemoryHints"], swiftSettings: strictSettings),
        // Tooling over the core, for entryd, entrybench and CI: event intake and
        // the fast path, result encoding and summaries, `check`, and association
        // files (parsing, matching, cross-checking, generation), which it plugs
        // into the core's `WebLinkClaims` hook. The core never imports it.
        .target(
            name: "EntryPointsTooling",
            dependencies: ["EntryPoints"],
            // NB: the matching rules, written to be pasted into the README.
            exclude: ["Association/AssociationRules.md"],
            swiftSettings: strictSettings),
        // Bridges from Foundation and Apple's system types (NSUserActivity, UNNotificationResponse,
        // UIScene.ConnectionOptions, property lists) to entries; apps link it beside the core.
        .target(name: "EntryPointsFoundation", dependencies: ["EntryPoints"], swiftSettings: strictSettings),
        .executableTarget(
            name: "entryd", dependencies: ["EntryPointsTooling", "EntryPoints"], swiftSettings: strictSettings),
        // Runs `entryd generate swift` on the target's `routes.json` on every
        // build (the Typed routes article).
        .plugin(name: "EntryPointsGenerator", capability: .buildTool(), dependencies: ["entryd"]),
        .executableTarget(
            name: "entrybench", dependencies: ["EntryPointsTooling", "EntryPoints"], swiftSettings: strictSettings),
        // The binary-size benchmark: an app-like program over the core alone
        // (scripts/app-size builds it in release and prints its text size).
        .executableTarget(
            name: "appsize", dependencies: ["EntryPoints"], path: "Benchmarks/AppSize", swiftSettings: strictSettings),
        // The fixture runner for test targets: Swift Testing and XCTest
        // reporting over the tooling's runner (discovery, comparison rules,
        // record mode), which entryd uses without linking a test framework.
        .target(
            name: "EntryPointsTesting", dependencies: ["EntryPoints", "EntryPointsTooling"],
            swiftSettings: strictSettings),
        // NB: what the test targets share (the one seeded random generator); no product ships it.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "EntryPointsTests",
            dependencies: [
                "EntryPoints", "EntryPointsTooling", "EntryPointsTesting", "EntryPointsFoundation", "TestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "EntryPointsFoundationTests", dependencies: ["EntryPointsFoundation", "EntryPoints", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "entrydTests", dependencies: ["entryd", "EntryPoints", "EntryPointsTooling", "EntryPointsTesting"],
            swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
