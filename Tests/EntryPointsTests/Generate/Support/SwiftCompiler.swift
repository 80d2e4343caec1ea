import Foundation

/// The toolchain's `swiftc`, compiling source against the `EntryPoints`
/// module this test run was built with, as an app target that imports it would.
///
/// NB: the module and its objects are found beside the test bundle
/// (`.build/<triple>/debug/Modules`), as the process tests find `entryd`;
/// scripts/examples does the same for the example app's build.
struct SwiftCompiler {
    /// What `swiftc` (and, for a program, the program) said.
    struct Verdict {
        /// Whether it compiled (and, for a program, ran) with status 0.
        var succeeded: Bool
        /// The compiler's diagnostics, then what the program printed.
        var output: String
        /// The files it read, by name, to quote the lines it points at.
        var files: [(name: String, text: String)] = []

        /// Whether it succeeded without a warning.
        var isClean: Bool { succeeded && !output.contains("warning:") }

        /// One line per diagnostic, `File.swift:12: error: …`, each with the
        /// line it is about; then any other output.
        var summary: String {
            var seen = Set<String>()
            var lines: [String] = []
            for line in output.split(separator: "\n") where !line.hasPrefix(" ") && seen.insert(String(line)).inserted {
                let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
                guard line.contains(": error: ") || line.contains(": warning: "), parts.count == 4,
                    let number = Int(parts[1])
                else {
                    // NB: the compiler's quotes of source lines (`12 | …`) are left out; the summary quotes its own.
                    if !line.contains("|") { lines.append(String(line)) }
                    continue
                }
                let name = String(parts[0].split(separator: "/").last ?? "")
                let text = files.first { $0.name == name }?.text.split(
                    separator: "\n", omittingEmptySubsequences: false)
                let quoted = text.flatMap { number <= $0.count ? $0[number - 1] : nil } ?? ""
                lines.append("\(name):\(number):\(parts[3])\n    \(quoted.trimmingCharacters(in: .whitespaces))")
            }
            return lines.prefix(30).joined(separator: "\n")
        }
    }

    /// The build folder that holds `Modules/EntryPoints.swiftmodule`.
    static let buildFolder: URL = {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }()

    /// Upcoming features an app may turn on; generated code must compile under them.
    static let strictFeatures = ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"]

    /// Type-checks `files` (name → text) as one library module named `moduleName`,
    /// in the Swift 6 language mode with ``strictFeatures``.
    func typecheck(_ files: [(name: String, text: String)], moduleName: String = "App") throws -> Verdict {
        try compile(files, arguments: ["-typecheck", "-parse-as-library", "-module-name", moduleName], run: false)
    }

    /// Builds `files` (one of them `main.swift`) into a program linked with
    /// the built `EntryPoints`, and runs it.
    func run(_ files: [(name: String, text: String)], moduleName: String = "App") throws -> Verdict {
        // NB: the objects of today's sources, from the build's own output file map: a folder
        // listing would also pick up the object of a source file deleted since the last
        // clean build (after a merge), and link two definitions of one symbol.
        let map = Self.buildFolder.appendingPathComponent("EntryPoints.build/output-file-map.json")
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any] ?? [:]
        let objects = entries.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted()
        let hints = Self.buildFolder.appendingPathComponent("MemoryHints.build/MemoryHints.c.o").path
        return try compile(files, arguments: ["-module-name", moduleName] + objects + [hints], run: true)
    }

    private func compile(_ files: [(name: String, text: String)], arguments: [String], run: Bool) throws -> Verdict {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "generated-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        let build = Self.buildFolder
        var command = [
            "swiftc", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("MemoryHints.build/module.modulemap").path,
            "-I", Fixture.packageRoot + "/Sources/MemoryHints/include",
        ]
        for feature in Self.strictFeatures { command += ["-enable-upcoming-feature", feature] }
        let program = folder.appendingPathComponent("program").path
        command += arguments + paths + (run ? ["-o", program] : [])
        var (status, output) = try Self.execute(command)
        if run, status == 0 {
            let ran = try Self.execute([program])
            status = ran.status
            output += ran.output
        }
        return Verdict(succeeded: status == 0, output: output, files: files)
    }

    private static func execute(_ command: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
