import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The built entryd, running as a child process with pipes on its standard
/// streams. Every wait has a deadline, so a hang fails the test instead of
/// blocking the run.
final class EntrydProcess {
    /// The built binary: next to the test bundle (on macOS, outside the `.xctest`).
    static let binary: URL = {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("entryd")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("entryd")
    }()

    /// How a test feeds entryd's standard input.
    enum StandardInput {
        /// A pipe the test writes to.
        case pipe
        /// A file.
        case file(String)
        /// Nothing (`/dev/null`).
        case null
    }

    /// How entryd ended, and what it wrote.
    struct Result {
        /// The exit status, or the signal number when ``signalled``.
        var status: Int32
        /// Whether a signal ended the process (a crash, or a kill).
        var signalled: Bool
        var output: String
        var errors: String
        var outputLines: [String] { output.split(separator: "\n").map(String.init) }
    }

    let process = Process()
    private let inputPipe: Pipe?
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    private var output: [UInt8] = []
    private var errors: [UInt8] = []
    private var outputOpen = true
    private var errorsOpen = true
    private var linesTaken = 0

    /// Starts entryd with `arguments`.
    init(_ arguments: [String], input: StandardInput = .pipe) throws {
        // NB: a test that writes to a pipe entryd has closed must see EPIPE,
        // not die of SIGPIPE with the whole test run.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = Self.binary
        process.arguments = arguments
        switch input {
        case .pipe:
            let pipe = Pipe()
            inputPipe = pipe
            process.standardInput = pipe
        case .file(let path):
            inputPipe = nil
            process.standardInput = FileHandle(forReadingAtPath: path)
        case .null:
            inputPipe = nil
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
    }

    /// Runs entryd to its end and returns what it did.
    static func run(_ arguments: [String], input: StandardInput = .null, within seconds: Double = 10) throws -> Result {
        try EntrydProcess(arguments, input: input).finish(within: seconds)
    }

    /// Writes `text` to entryd's standard input.
    func write(_ text: String) {
        guard let descriptor = inputPipe?.fileHandleForWriting.fileDescriptor else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// Closes entryd's standard input: the end of its input.
    func closeInput() {
        try? inputPipe?.fileHandleForWriting.close()
    }

    /// Closes the reading end of entryd's standard output, as `head` does when it has enough.
    func closeOutput() {
        try? outputPipe.fileHandleForReading.close()
        outputOpen = false
    }

    /// Sends `signal` to entryd.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// The next `count` lines of output, waiting for them until the deadline;
    /// fewer if the output ends or the deadline passes first.
    func readLines(_ count: Int, within seconds: Double = 5) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while outputOpen, completeLines.count < linesTaken + count, Date() < deadline {
            pump(until: deadline)
        }
        let lines = Array(completeLines.dropFirst(linesTaken).prefix(count))
        linesTaken += lines.count
        return lines
    }

    /// Closes the input, reads both streams to their end, and waits for
    /// entryd to exit; past the deadline it is killed and the test fails.
    func finish(within seconds: Double = 10) -> Result {
        closeInput()
        let deadline = Date().addingTimeInterval(seconds)
        while outputOpen || errorsOpen, Date() < deadline { pump(until: deadline) }
        while process.isRunning, Date() < deadline { usleep(1_000) }
        if process.isRunning {
            Issue.record("entryd \(process.arguments ?? []) did not end within \(seconds) s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self))
    }

    private var completeLines: [String] {
        guard let end = output.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        return String(decoding: output[...end], as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Reads whatever the open streams have, waiting at most until the deadline.
    private func pump(until deadline: Date) {
        var entries: [pollfd] = []
        if outputOpen {
            entries.append(
                pollfd(fd: outputPipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        if errorsOpen {
            entries.append(pollfd(fd: errorPipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        guard !entries.isEmpty else { return }
        let milliseconds = max(0, Int32(deadline.timeIntervalSinceNow * 1000))
        guard poll(&entries, nfds_t(entries.count), milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        for entry in entries where entry.revents != 0 {
            let count = buffer.withUnsafeMutableBytes { systemRead(entry.fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            let isOutput = entry.fd == outputPipe.fileHandleForReading.fileDescriptor
            if count <= 0 {
                if isOutput { outputOpen = false } else { errorsOpen = false }
            } else if isOutput {
                output += buffer[..<count]
            } else {
                errors += buffer[..<count]
            }
        }
    }
}

// NB: the C functions under names that do not clash with the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
