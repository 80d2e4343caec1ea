import EntryPoints
import EntryPointsTooling

/// What the command line asks entryd to do: a command and its options.
struct Options: Hashable, Sendable {
    /// The three things entryd does, plus help and version.
    enum Command: String, Hashable, Sendable {
        /// Route events from the input (no subcommand).
        case route
        /// `entryd check`: validate a table and report conflicts.
        case check
        /// `entryd aasa`: print an apple-app-site-association file.
        case aasa
        /// `entryd test [PATH...]`: run fixture folders and compare their output.
        case test
        /// `entryd generate GENERATOR`: write what the table implies (``Options/generator``).
        case generate
        /// `entryd map`: write the route map, an HTML page.
        case map
        /// `--help`.
        case help
        /// `--version`.
        case version
    }

    /// The default of `--max-line-bytes`: 1 MiB.
    static let defaultMaximumLineBytes = LineReader.defaultMaximumLineBytes

    var command: Command = .route
    /// `--routes FILE`; `nil` means the built-in demo table.
    var routesPath: String?
    /// `--input PATH`; `nil` (or `-`) means standard input.
    var inputPath: String?
    /// `--follow`: reopen the named pipe at the end of each writer's input.
    var follow = false
    /// `--emit-state`.
    var emitState = false
    /// `--cold-start`.
    var coldStart = false
    /// `--summary`.
    var summary = false
    /// `--max-line-bytes N`.
    var maximumLineBytes = Options.defaultMaximumLineBytes
    /// `--max-held N`: the most entries held before `ready` (the oldest goes beyond it).
    var maxHeld = RouteController<NavigationState>.defaultMaxHeld
    /// `--resolutions FILE`: the resolutions of links under the table's `resolve` prefixes.
    var resolutionsPath: String?
    /// `--json` (check only).
    var json = false
    /// `--strict` (check only): warnings refuse the table too.
    var strict = false
    /// `--info-plist FILE` (check only): the app's Info.plist, held against the table.
    var infoPlistPath: String?
    /// `--entitlements FILE` (check only): the app's entitlements, held against the table.
    var entitlementsPath: String?
    /// The fixture folders of `entryd test` (default `Fixtures`).
    var testPaths: [String] = []
    /// `--junit FILE` (test only): also write a JUnit XML report.
    var junitPath: String?
    /// `--record` (test only): rewrite each folder's expected.jsonl from its output.
    var record = false
    /// `--exact` (test only): actual lines must also have no other keys, in the same order.
    var exact = false
    /// `--coverage` (test only): print, per route table, the routes no result line routed.
    var coverage = false
    /// `--fixtures PATH…` (map only): the fixture folders whose routed lines the map counts;
    /// `nil` when not given.
    var fixturePaths: [String]?
    /// What `entryd generate` writes: the word after `generate`.
    var generator: Generator?
    /// `--access internal|public` (generate swift only).
    var access: SwiftGenerator.Access = .internal
    /// `--output FILE` (generate and map); `nil` means standard output.
    var outputPath: String?
    /// `--diagnostics text|compiler` (generate swift only): how a refused table's findings are printed.
    var diagnostics: DiagnosticStyle = .text

    /// How findings are printed.
    enum DiagnosticStyle: String, Hashable, Sendable {
        /// `CheckReport.text()`: `error routes[3].params.storyId: …`, for people.
        case text
        /// ``CompilerDiagnostics``: `routes.json:12:9: error: …`, for IDEs and CI annotators.
        case compiler
    }

    /// What `entryd generate` can write, each with the options it takes.
    /// NB: a new generator is a case here, its options, and its branch in
    /// `Entryd.generate`.
    enum Generator: String, Hashable, Sendable, CaseIterable {
        /// `entryd generate swift`: typed routes (``SwiftGenerator``).
        case swift
        /// `entryd generate info-plist`: the Info.plist and entitlements fragments.
        case infoPlist = "info-plist"

        /// The options the generator takes.
        var flags: Set<String> {
            switch self {
            case .swift: ["--routes", "--access", "--output", "--diagnostics"]
            case .infoPlist: ["--routes"]
            }
        }
    }

    /// The flags each command accepts.
    private static let allowed: [Command: Set<String>] = [
        .route: [
            "--routes", "--input", "--follow", "--emit-state", "--cold-start", "--summary", "--max-line-bytes",
            "--max-held", "--resolutions",
        ],
        .check: ["--routes", "--json", "--strict", "--info-plist", "--entitlements"],
        .aasa: ["--routes"],
        .test: ["--junit", "--record", "--routes", "--exact", "--coverage"],
        .generate: ["--routes"],
        .map: ["--routes", "--fixtures", "--output"],
    ]
    private static let takesValue: Set<String> = [
        "--routes", "--input", "--max-line-bytes", "--max-held", "--info-plist", "--entitlements", "--junit",
        "--access", "--output", "--resolutions", "--diagnostics", "--fixtures",
    ]

    /// Parses the arguments (without the program name).
    ///
    /// `--help` (or `-h`) anywhere wins, then `--version`. A subcommand comes
    /// first. Values follow their option (`--routes FILE`) or are joined to
    /// it (`--routes=FILE`); a value that starts with `--` counts as missing.
    ///
    /// - Throws: ``EntrydError/usage(_:)`` naming the option at fault.
    static func parse(_ arguments: some Sequence<String>) throws(EntrydError) -> Options {
        var remaining = Array(arguments)
        var options = Options()
        if remaining.contains(where: { $0 == "--help" || $0 == "-h" }) {
            options.command = .help
            return options
        }
        if remaining.contains("--version") {
            options.command = .version
            return options
        }
        if let first = remaining.first, let command = Command(rawValue: first), command != .route,
            command != .help, command != .version
        {
            options.command = command
            remaining.removeFirst()
        }
        if options.command == .generate {
            let names = Generator.allCases.map(\.rawValue)
            guard let name = remaining.first, !name.hasPrefix("-") else {
                throw .usage("'entryd generate' needs what to generate: \(names.joined(separator: ", "))")
            }
            guard let generator = Generator(rawValue: name) else {
                let hint = Suggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw .usage(
                    "'entryd generate' cannot generate '\(name)'\(hint); it generates \(names.joined(separator: ", "))")
            }
            options.generator = generator
            remaining.removeFirst()
        }
        var given: Set<String> = []
        var index = 0
        while index < remaining.count {
            var flag = remaining[index]
            var value: String?
            index += 1
            if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
                value = String(flag[flag.index(after: equals)...])
                flag = String(flag[..<equals])
            }
            if options.command == .test, !flag.hasPrefix("-") || flag == "-" {
                options.testPaths.append(flag)
                continue
            }
            guard flag.hasPrefix("-"), flag != "-" else {
                // NB: a misspelt subcommand (`chek`) arrives here as an argument.
                let first = index == 1 && options.command == .route
                let subcommand =
                    first ? Suggestion.closest(to: flag, among: ["check", "aasa", "test", "generate", "map"]) : nil
                throw .usage("unexpected argument '\(flag)'" + (subcommand.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            guard let allowed = options.generator?.flags ?? allowed[options.command], allowed.contains(flag) else {
                let known = allowed.values.contains { $0.contains(flag) } || Self.generatorFlags.contains(flag)
                if known {
                    throw .usage(
                        options.command == .route
                            ? "option '\(flag)' is only for a subcommand: \(subcommandsTaking(flag))"
                            : "'entryd \(options.command.rawValue)' does not take option '\(flag)'")
                }
                throw .usage("unknown option '\(flag)'" + suggestion(for: flag, command: options.command))
            }
            // NB: `--fixtures` may be given again, and takes every path after it.
            guard given.insert(flag).inserted || flag == "--fixtures" else {
                throw .usage("option '\(flag)' is given more than once")
            }
            if takesValue.contains(flag) {
                if value == nil, index < remaining.count, !remaining[index].hasPrefix("--") {
                    value = remaining[index]
                    index += 1
                }
                guard let value, !value.isEmpty else { throw .usage("option '\(flag)' needs a value") }
                try options.set(flag, to: value)
                while flag == "--fixtures", index < remaining.count, !remaining[index].hasPrefix("-") {
                    options.fixturePaths?.append(remaining[index])
                    index += 1
                }
            } else {
                guard value == nil else { throw .usage("option '\(flag)' takes no value") }
                options.set(flag)
            }
        }
        try options.checkCombination()
        return options
    }

    /// Sets an option that takes a value.
    private mutating func set(_ flag: String, to value: String) throws(EntrydError) {
        switch flag {
        case "--routes": routesPath = value
        case "--info-plist": infoPlistPath = value
        case "--entitlements": entitlementsPath = value
        case "--junit": junitPath = value
        case "--input": inputPath = value == "-" ? nil : value
        case "--max-line-bytes":
            guard let number = Int(value), number > 0 else {
                throw .usage("option '--max-line-bytes' needs a positive whole number of bytes, not '\(value)'")
            }
            maximumLineBytes = number
        case "--max-held":
            guard let number = Int(value), number > 0 else {
                throw .usage("option '--max-held' needs a positive whole number of entries, not '\(value)'")
            }
            maxHeld = number
        case "--access":
            guard let level = SwiftGenerator.Access(rawValue: value) else {
                throw .usage("option '--access' needs 'internal' or 'public', not '\(value)'")
            }
            access = level
        case "--output": outputPath = value
        case "--resolutions": resolutionsPath = value
        case "--fixtures": fixturePaths = (fixturePaths ?? []) + [value]
        case "--diagnostics":
            guard let style = DiagnosticStyle(rawValue: value) else {
                throw .usage("option '--diagnostics' needs 'text' or 'compiler', not '\(value)'")
            }
            diagnostics = style
        default: break
        }
    }

    /// Sets a flag.
    private mutating func set(_ flag: String) {
        switch flag {
        case "--follow": follow = true
        case "--emit-state": emitState = true
        case "--cold-start": coldStart = true
        case "--summary": summary = true
        case "--json": json = true
        case "--strict": strict = true
        case "--record": record = true
        case "--exact": exact = true
        case "--coverage": coverage = true
        default: break
        }
    }

    /// Options that only make sense together.
    private func checkCombination() throws(EntrydError) {
        if command == .check || command == .aasa || command == .generate || command == .map, routesPath == nil {
            throw .usage("'entryd \(command.rawValue)' needs option '--routes FILE'")
        }
        if record, junitPath != nil {
            throw .usage("'entryd test --record' writes expected files and runs no comparison; drop '--junit'")
        }
        if record, coverage {
            throw .usage("'entryd test --record' writes expected files and counts no routes; drop '--coverage'")
        }
        if follow, inputPath == nil {
            throw .usage("option '--follow' needs '--input PATH' naming a named pipe")
        }
    }

    /// ` (did you mean '--routes'?)` for a misspelt option, preferring the
    /// options of `command`, else empty.
    private static func suggestion(for flag: String, command: Command) -> String {
        let own = (allowed[command] ?? []).sorted() + ["--help", "--version"]
        let others = (allowed.values.flatMap { $0 } + generatorFlags).sorted()
        guard let closest = Suggestion.closest(to: flag, among: own) ?? Suggestion.closest(to: flag, among: others)
        else { return "" }
        return " (did you mean '\(closest)'?)"
    }

    private static func subcommandsTaking(_ flag: String) -> String {
        let commands = [Command.check, .aasa, .test, .map].filter { allowed[$0]?.contains(flag) == true }.map {
            "entryd \($0.rawValue)"
        }
        let generators = Generator.allCases.filter { $0.flags.contains(flag) }.map { "entryd generate \($0.rawValue)" }
        return (commands + generators).joined(separator: ", ")
    }

    /// Every option some generator takes.
    private static var generatorFlags: Set<String> {
        Generator.allCases.reduce(into: []) { $0.formUnion($1.flags) }
    }
}
