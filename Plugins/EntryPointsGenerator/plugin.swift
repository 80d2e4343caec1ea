import Foundation
import PackagePlugin

/// The build-tool plugin behind typed routes: on every build it runs
/// `entryd generate swift` on the target's `routes.json` and compiles the
/// result, `Routes.generated.swift`, with the target. It is written into
/// the plugin's work directory, never into the sources, so it is never stale
/// and never committed (the Typed routes article).
///
/// A library target gets `public` types (a modular app keeps its routes in
/// one and uses them from its other modules); an executable or test target
/// gets `internal` ones. A refused table fails the build with each finding
/// as a compiler diagnostic, `…/routes.json:LINE:COL: error: …`.
@main
struct EntryPointsGenerator: BuildToolPlugin {
    /// The one file name the plugin reads, as swift-protobuf and
    /// swift-openapi-generator read fixed names.
    static let tableName = "routes.json"
    /// The file it writes.
    static let outputName = "Routes.generated.swift"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PluginFailure("EntryPointsGenerator: target \(target.name) has no sources to add typed routes to")
        }
        // NB: a build tool plugin takes no arguments; the target's kind says who uses its routes.
        return try Self.commands(
            tables: target.sourceFiles.map(\.url), targetName: target.name,
            access: target.kind == .generic ? "public" : "internal",
            workDirectory: context.pluginWorkDirectoryURL, entryd: context.tool(named: "entryd").url)
    }

    /// The one plan both SwiftPM and Xcode targets get: exactly one `routes.json`
    /// among the target's files, generated into the plugin's work directory.
    static func commands(tables files: [URL], targetName: String, access: String, workDirectory: URL, entryd: URL)
        throws -> [Command]
    {
        let tables = files.filter { $0.lastPathComponent == tableName }
        guard let table = tables.first else {
            throw PluginFailure(
                "EntryPointsGenerator: target \(targetName) has no \(tableName); "
                    + "put the route table in the target's folder as \(tableName)")
        }
        guard tables.count == 1 else {
            let paths = tables.map { $0.path(percentEncoded: false) }.sorted().joined(separator: ", ")
            throw PluginFailure(
                "EntryPointsGenerator: target \(targetName) has \(tables.count) files named "
                    + "\(tableName) (\(paths)); keep exactly one")
        }
        let output = workDirectory.appending(path: outputName)
        return [
            .buildCommand(
                displayName: "Generating typed routes from \(tableName) of \(targetName)",
                executable: entryd,
                arguments: [
                    "generate", "swift", "--routes", table.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false), "--access", access, "--diagnostics", "compiler",
                ],
                inputFiles: [table],
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // NB: an Xcode app target (not a Swift package) adopts the same plugin under
    // Build Phases > Run Build Tool Plug-ins; its routes.json is one of the
    // target's input files, and an app target's types are internal.
    extension EntryPointsGenerator: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                tables: target.inputFiles.map(\.url), targetName: target.displayName, access: "internal",
                workDirectory: context.pluginWorkDirectoryURL, entryd: context.tool(named: "entryd").url)
        }
    }
#endif

/// Why the plugin could not plan the build, in one sentence SwiftPM shows.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
