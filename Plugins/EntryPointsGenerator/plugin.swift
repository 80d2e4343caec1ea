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
        let tables = target.sourceFiles.filter { $0.url.lastPathComponent == Self.tableName }.map(\.url)
        guard let table = tables.first else {
            throw PluginFailure(
                "EntryPointsGenerator: target \(target.name) has no \(Self.tableName); "
                    + "put the route table in the target's folder as \(Self.tableName)")
        }
        guard tables.count == 1 else {
            let paths = tables.map { $0.path(percentEncoded: false) }.sorted().joined(separator: ", ")
            throw PluginFailure(
                "EntryPointsGenerator: target \(target.name) has \(tables.count) files named "
                    + "\(Self.tableName) (\(paths)); keep exactly one")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: Self.outputName)
        // NB: a build tool plugin takes no arguments; the target's kind says who uses its routes.
        let access = target.kind == .generic ? "public" : "internal"
        return [
            .buildCommand(
                displayName: "Generating typed routes from \(Self.tableName) of \(target.name)",
                executable: try context.tool(named: "entryd").url,
                arguments: [
                    "generate", "swift", "--routes", table.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false), "--access", access, "--diagnostics", "compiler",
                ],
                inputFiles: [table],
                outputFiles: [output])
        ]
    }
}

/// Why the plugin could not plan the build, in one sentence SwiftPM shows.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
