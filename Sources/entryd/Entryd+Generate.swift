#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// `entryd generate GENERATOR --routes FILE [--output FILE] …`: source
    /// made from the table, on standard output or in `--output`. A table
    /// `check --strict` refuses is refused with its report on standard error
    /// (65), written as a compiler's diagnostics with `--diagnostics compiler`.
    /// - Throws: ``EntrydError/unwritableOutput(code:)`` when `--output` cannot be written.
    static func generate(_ options: Options, console: Console) throws -> ExitStatus {
        if options.generator == .infoPlist { return try generateInfoPlist(options, console: console) }
        let source: String
        do {
            source = try SwiftGenerator(access: options.access).generate(routesAt: options.routesPath ?? "")
        } catch {
            let text =
                switch options.diagnostics {
                case .text: error.report.text()
                case .compiler: CompilerDiagnostics(tablePath: options.routesPath ?? "").text(for: error.report)
                }
            console.report(text + "\n")
            return ExitStatus(for: error.report.status)
        }
        guard let path = options.outputPath else {
            console.print(source)
            return .success
        }
        try write(source, to: path)
        return .success
    }

    /// Writes `text` to the file at `path`, replacing it.
    private static func write(_ text: String, to path: String) throws(EntrydError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .unwritableOutput(code: errno) }
        defer { close(descriptor) }
        if case .failed(let code) = Output.descriptor(descriptor).write(text) { throw .unwritableOutput(code: code) }
    }
}
