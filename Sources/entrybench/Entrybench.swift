#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The benchmark of issue 6: matching and loading on generated tables of
/// 10 to 100,000 routes, then end to end on the standard workload (the
/// engine in-process, and entryd), each figure next to its target.
///
/// ```
/// swift run -c release entrybench                  # everything but the 10,000,000-event runs
/// swift run -c release entrybench --quick          # a smoke test
/// swift run -c release entrybench --full           # also 10,000,000 events (837 MB of input)
/// ```
///
/// Every input is generated from fixed seeds or read from the standard
/// workload, so two runs do the same work; only the clock differs.
@MainActor
enum Entrybench {
    /// Exit statuses, as sysexits.h numbers them.
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    static func main(arguments: [String]) -> Int32 {
        // NB: a child that exits before reading its input must not kill the benchmark.
        signal(SIGPIPE, SIG_IGN)
        let options: Options
        do {
            options = try Options(parsing: arguments)
        } catch {
            writeError("entrybench: \(error)\n" + Options.usage)
            return usage
        }
        if options.help {
            print(Options.usage, terminator: "")
            return success
        }
        let root = FileSystem.packageRoot()
        let directory = FileSystem.resolved(options.workloadDirectory ?? (root ?? ".") + "/Benchmarks/Workload")
        do {
            if let (output, command) = options.measureChild {
                print(try ChildProcess.launch(command, output: output), terminator: "")
                return success
            }
            if let input = options.engineOnlyInput {
                let routes = options.routesPath ?? directory + "/routes-1000.json"
                print(
                    EngineStream.line(for: try EngineStream.run(routesPath: routes, inputPath: input)), terminator: "")
                return success
            }
            if let input = options.resolveOnlyInput {
                let routes = options.routesPath ?? directory + "/routes-1000.json"
                print(try ResolveStream.run(routesPath: routes, urlsPath: input), terminator: "")
                return success
            }
            if let size = options.matchOnlySize {
                print(try matchOnly(size: size), terminator: "")
                return success
            }
            if options.matchRatio {
                print(try matchRatio(), terminator: "")
                return success
            }
            if options.controllerMemory {
                print(try ControllerMemory.measure(), terminator: "")
                return success
            }
            if let count = options.heldMemoryCount {
                let path = FileSystem.resolved(options.entrydPath ?? (root ?? ".") + "/.build/release/entryd")
                print(try HeldMemory.measure(entrydPath: path, count: count), terminator: "")
                return success
            }
            if let size = options.loadOnlySize {
                print(try loadOnly(size: size), terminator: "")
                return success
            }
            guard let root else { throw BenchError("no Package.swift here or above; run from the package") }
            let workload = try Workload(directory: directory)
            defer { workload.removeFiles() }
            var report = Report()
            progress("entrybench: workload \(directory), package \(root)\(options.quick ? ", quick" : "")")
            try measureLibrary(options: options, workload: workload, into: &report)
            try measureEndToEnd(options: options, root: root, workload: workload, into: &report)
            print(report.rendered(), terminator: "")
            return success
        } catch {
            writeError("entrybench: \(error)\n")
            return failure
        }
    }

    /// Prints a line of progress on standard error, so long runs are not silent.
    static func progress(_ text: String) {
        writeError(text + "\n")
    }

    /// Writes `text` to standard error, unbuffered.
    ///
    /// NB: through the descriptor, since Swift 6 refuses the C library's
    /// `stderr`, a global mutable variable.
    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
