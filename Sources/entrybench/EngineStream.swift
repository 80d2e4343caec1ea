import EntryPoints
import EntryPointsTooling

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Streams a file of events through the engine that entryd drives
/// (``LineReader`` and ``EventSession``), as entryd does, but throws the
/// result bytes away: `entrybench --engine-only FILE`.
///
/// The file is read in 64 KiB chunks and the session's output is cleared
/// after each one, so memory stays bounded as it would in the daemon; the
/// only cost missing against a real daemon is the `write` of the results.
@MainActor
enum EngineStream {
    /// The size of each read.
    static let chunkBytes = 1 << 16
    /// The longest line the reader accepts, entryd's default.
    static let maximumLineBytes = LineReader.defaultMaximumLineBytes

    /// What one stream produced.
    struct Totals {
        /// The session's counts by status and reason.
        var summary: SessionSummary
        /// The result bytes the session wrote (and that were discarded).
        var outputBytes: Int
    }

    /// Loads the table at `routesPath`, then streams `inputPath` through a session.
    /// - Throws: ``BenchError`` when the table is refused or the input cannot be read.
    static func run(routesPath: String, inputPath: String) throws(BenchError) -> Totals {
        let router: Router
        do {
            router = Router(
                try RouteTable.loadValidatedWithAssociationFiles(contentsOf: routesPath, warnings: .refuse),
                memory: .hugePages)
        } catch {
            throw BenchError("\(routesPath): \(error)")
        }
        let session = EventSession(router: router)
        let descriptor = open(inputPath, O_RDONLY)
        guard descriptor >= 0 else { throw BenchError("cannot open \(inputPath)") }
        defer { close(descriptor) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkBytes)
        defer { buffer.deallocate() }
        var reader = LineReader(maximumLineBytes: maximumLineBytes)
        var outputBytes = 0
        let limit = maximumLineBytes
        let handle = { (line: LineReader.Line) in
            switch line {
            case .complete(let number, let bytes): session.process(line: bytes, number: number)
            case .tooLong(let number): session.lineTooLong(number: number, limit: limit)
            }
        }
        while true {
            let count = read(descriptor, buffer.baseAddress, chunkBytes)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw BenchError("cannot read \(inputPath)")
            }
            reader.feed(UnsafeBufferPointer(rebasing: buffer[..<count]), handle)
            outputBytes += session.output.count
            session.output.removeAll(keepingCapacity: true)
        }
        reader.finish(handle)
        outputBytes += session.output.count
        session.output.removeAll()
        return Totals(summary: session.summary, outputBytes: outputBytes)
    }

    /// The one line `--engine-only` prints, for the benchmark that started it to read back:
    /// `lines=1000000 routed=751000 output-bytes=93000000`.
    static func line(for totals: Totals) -> String {
        let routed = totals.summary.byStatus[Outcome.Status.routed.rawValue] ?? 0
        return "lines=\(totals.summary.lines) routed=\(routed) output-bytes=\(totals.outputBytes)\n"
    }
}
