import EntryPoints
import EntryPointsTooling

/// Moves bytes from an input through an ``EventSession`` to the output:
/// the read, flush and signal loop of entryd.
///
/// - Reading: chunks of 64 KiB go to a ``LineReader``, so memory holds at
///   most one line of up to the line limit; each line goes to the session.
/// - Flushing: the session's output is written when it passes 64 KiB, and
///   also whenever no input is ready (a zero-timeout `poll(2)`) before the
///   pump waits for more, so a program feeding entryd through a pipe sees
///   each result at once, while a file streams at full speed.
/// - Stopping: the stop check runs before every line; once a signal asked
///   to stop, the line in progress is finished, the rest is dropped, and
///   what is buffered is flushed. A partial last line is dropped too.
/// - Follow: at the end of each writer of a followed pipe, a last line
///   without a newline counts as a line, so lines never span writers.
@MainActor
final class EventPump {
    /// Why pumping ended.
    enum Ending: Equatable {
        /// The input ended.
        case endOfInput
        /// SIGINT or SIGTERM.
        case stopped
        /// The output pipe was closed by its reader.
        case outputClosed
        /// The input or output failed.
        case failed(EntrydError)
    }

    /// The bytes asked of each `read(2)`.
    static let chunkSize = 64 * 1024
    /// Buffered output is written once it is this large.
    static let flushThreshold = 60 * 1024

    private let session: EventSession
    private let output: Output
    private let maximumLineBytes: Int
    private let stopRequested: () -> Bool
    private var ending: Ending?

    init(session: EventSession, output: Output, maximumLineBytes: Int, stopRequested: @escaping () -> Bool) {
        self.session = session
        self.output = output
        self.maximumLineBytes = maximumLineBytes
        self.stopRequested = stopRequested
    }

    /// Pumps until the input ends, a signal stops it, or the output fails.
    func run(from source: inout some InputSource) -> Ending {
        var reader = LineReader(maximumLineBytes: maximumLineBytes)
        // NB: the session hands on its output while an event writes many lines (issue 27, item 3).
        session.outputLimit = Self.flushThreshold
        session.outputDidFill = { [unowned self] in self.flush() }
        defer { session.outputDidFill = nil }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while ending == nil {
            if stopRequested() {
                ending = .stopped
                break
            }
            if !session.output.isEmpty, !source.hasInputReady() {
                flush()
                continue
            }
            let result = chunk.withUnsafeMutableBufferPointer { source.read(into: $0) }
            switch result {
            case .bytes(let count):
                chunk.withUnsafeBufferPointer { bytes in
                    // NB: the pull form keeps the per-line call inside this actor-isolated loop.
                    let filled = UnsafeBufferPointer(rebasing: bytes[..<count])
                    var position = 0
                    while let line = reader.nextLine(in: filled, at: &position) { take(line) }
                }
            case .writerEnded:
                reader.finish { take($0) }
            case .end:
                reader.finish { take($0) }
                if ending == nil { ending = .endOfInput }
            case .interrupted:
                continue
            case .failed(let code):
                ending = .failed(.unreadableInput(path: source.name, code: code))
            }
        }
        source.close()
        // NB: a failed final write replaces how the input ended.
        if ending != .outputClosed { flush() }
        return ending ?? .endOfInput
    }

    /// Hands one line to the session, unless pumping is ending.
    private func take(_ line: LineReader.Line) {
        guard ending == nil else { return }
        if stopRequested() {
            ending = .stopped
            return
        }
        switch line {
        case .complete(let number, let bytes): session.process(line: bytes, number: number)
        case .tooLong(let number): session.lineTooLong(number: number, limit: maximumLineBytes)
        }
        if session.output.count >= Self.flushThreshold { flush() }
    }

    /// Writes the session's output and clears it; records a closed or failed output.
    private func flush() {
        guard !session.output.isEmpty else { return }
        let result = session.output.withUnsafeBytes { output.write($0) }
        session.output.removeAll(keepingCapacity: session.output.capacity <= 4 * Self.flushThreshold)
        switch result {
        case .written: break
        case .closed: ending = .outputClosed
        case .failed(let code): ending = .failed(.unwritableOutput(code: code))
        }
    }
}
