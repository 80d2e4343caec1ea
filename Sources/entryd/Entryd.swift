import EntryPoints
import EntryPointsTooling

/// The entryd command: parses the arguments, runs the command, and maps
/// how it ended to an ``ExitStatus``. `main.swift` calls it with the
/// process's streams; tests call it in-process with memory instead.
///
/// ```swift
/// let output = OutputCapture(), errors = OutputCapture()
/// let status = Entryd.run(
///     arguments: ["--emit-state"], input: .text(#"{"type":"url","url":"demoapp://home"}"# + "\n"),
///     output: .capture(output), errors: .capture(errors))
/// // status == .success; output.lines[0] starts with {"line":1,"entry":"url","status":"routed"
/// ```
@MainActor
enum Entryd {
    /// Runs entryd.
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - input: What to read when `--input` names no path.
    ///   - output: Where results and reports go.
    ///   - errors: Where errors, warnings and the summary go.
    /// - Returns: The exit status (the Event and result formats article (Command line)).
    static func run(
        arguments: some Sequence<String>, input: Input = .standardInput,
        output: Output = .standardOutput, errors: Output = .standardError
    ) -> ExitStatus {
        let console = Console(output: output, errors: errors)
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            console.error(error.description)
            console.report(Usage.synopsis + "\nSee 'entryd --help'.\n")
            return .usage
        }
        var writesToDescriptor = false
        if case .descriptor = output { writesToDescriptor = true }
        if case .descriptor = errors { writesToDescriptor = true }
        var readsDescriptor = options.inputPath != nil
        if case .standardInput = input { readsDescriptor = true }
        let trap = SignalTrap(catchingStopSignals: readsDescriptor, ignoringBrokenPipes: writesToDescriptor)
        defer { trap.restore() }
        // NB: until routing reads events, a SIGINT or SIGTERM ends entryd at once
        // with 0, however long the table takes to load (issue 27).
        trap.stopsAtOnce = true
        do {
            switch options.command {
            case .help:
                try console.printChecked(Usage.help)
                return .success
            case .version:
                try console.printChecked("entryd \(EntryPointsVersion.current)\n")
                return .success
            case .check:
                return try check(options, console: console)
            case .aasa:
                return try aasa(options, console: console)
            case .test:
                return try test(options, console: console)
            case .generate:
                return try generate(options, console: console)
            case .map:
                return try map(options, console: console)
            case .route:
                return try route(options, input: input, trap: trap, console: console)
            }
        } catch {
            report(error, console: console)
            return ExitStatus(for: error)
        }
    }

    /// Describes the error that ended entryd on the error stream.
    static func report(_ error: any Error, console: Console) {
        switch error {
        case let error as RouteTableError:
            let unreadable = error.errors.contains { $0.code == .unreadableFile }
            let count = error.errors.count
            console.error(
                unreadable
                    ? "the route table cannot be loaded:"
                    : "the route table was refused (\(count) error\(count == 1 ? "" : "s")):")
            console.report(error.errors.map { TerminalText.escaped($0.description) + "\n" }.joined())
            // NB: warnings too, so a misspelt key is not hidden behind the errors.
            for warning in error.warnings { console.warning(warning.description) }
        case let error as EntrydError:
            console.error(error.description)
            if case .usage = error { console.report(Usage.synopsis + "\nSee 'entryd --help'.\n") }
        default:
            console.error(String(describing: error))
        }
    }
}
