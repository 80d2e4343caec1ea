import EntryPointsTesting
import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The built binary as a user runs it: real pipes, files, named pipes and
/// signals. Each test takes well under a second; deadlines turn a hang into
/// a failure.
@Suite("entryd as a process")
struct EntrydProcessTests {
    static let home = #"{"type":"url","url":"demoapp://home"}"#
    static let ready = #"{"type":"ready"}"#

    @Test("Standard input with the built-in table gives the demo's expected output")
    func standardInput() throws {
        let demo = Fixture.demo
        let result = try EntrydProcess.run([], input: .file(demo.eventsPath))
        #expect(result.status == 0 && !result.signalled)
        let differences = demo.differences(from: Array(result.output.utf8))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(result.errors.isEmpty)
    }

    @Test("--input FILE reads the file")
    func inputFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", Self.home + "\n" + Self.ready)
        let result = try EntrydProcess.run(["--input", events])
        #expect(result.status == 0)
        #expect(result.outputLines.count == 2)
    }

    @Test("Each result is flushed as soon as no more input is ready")
    func interactiveFlushing() throws {
        let process = try EntrydProcess([])
        process.write(Self.home + "\n")
        let first = process.readLines(1)
        #expect(first.first?.contains(#""line":1"#) == true, "no result for line 1 before line 2 was written")
        process.write(Self.ready + "\n")
        let second = process.readLines(1)
        #expect(second.first?.contains(#""line":2"#) == true, "no result for line 2 before the input ended")
        let result = process.finish()
        #expect(result.status == 0)
    }

    @Test("A line over the limit on standard input is skipped and the stream goes on")
    func lineOverTheLimit() throws {
        let process = try EntrydProcess(["--max-line-bytes", "1000"])
        process.write(#"{"type":"url","url":"demoapp://"# + String(repeating: "x", count: 200_000) + "\"}\n")
        process.write(Self.ready + "\n")
        let result = process.finish()
        #expect(result.status == 0)
        #expect(result.outputLines.count == 2)
        #expect(result.outputLines.first?.contains(#""reason":"line-too-long""#) == true)
        #expect(result.outputLines.last?.contains(#""line":2"#) == true)
    }

    @Test("SIGINT during a slow input stream exits 0 with the results so far")
    func interruptDuringInput() throws {
        let process = try EntrydProcess([])
        process.write(Self.home + "\n")
        #expect(process.readLines(1).count == 1)
        process.write(#"{"type":"#)  // NB: a partial line, dropped when the signal ends the input
        process.send(SIGINT)
        let result = process.finish()
        #expect(result.status == 0 && !result.signalled)
        #expect(result.outputLines.count == 1)
        #expect(result.errors.isEmpty)
    }

    @Test("--follow reads a named pipe across two writers until SIGTERM")
    func followNamedPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/events"
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = try EntrydProcess(["--input", fifo, "--follow"], input: .null)
        try writeAsOneWriter(to: fifo, Self.home + "\n" + Self.ready + "\n")
        #expect(process.readLines(2).count == 2)
        // NB: the second writer's last line has no newline: it still counts when that writer closes.
        try writeAsOneWriter(to: fifo, #"{"type":"reset"}"# + "\n" + Self.home)
        let second = process.readLines(2)
        #expect(second.count == 2)
        process.send(SIGTERM)
        let result = process.finish()
        #expect(result.status == 0 && !result.signalled)
        let lines = result.outputLines
        #expect(lines.count == 4)
        for (index, line) in lines.enumerated() { #expect(line.hasPrefix(#"{"line":\#(index + 1),"#)) }
        #expect(result.errors.isEmpty)
    }

    @Test("A closed output pipe ends entryd quietly with 0")
    func closedOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // NB: far more output than a pipe holds, so entryd must meet the closed pipe.
        let events = try folder.file("events.jsonl", String(repeating: Self.home + "\n", count: 20_000))
        let process = try EntrydProcess([], input: .file(events))
        #expect(process.readLines(1).count == 1)
        process.closeOutput()
        let result = process.finish()
        #expect(result.status == 0 && !result.signalled)
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test(
        "Each exit status",
        arguments: [
            (["--bogus"], 64),
            (["--routes", "<refused>"], 65),
            (["--input", "/nonexistent/events.jsonl"], 74),
            (["check", "--routes", "<demo>"], 0),
            (["check", "--routes", "<misspelt>"], 0),
            (["check", "--strict", "--routes", "<misspelt>"], 65),
            (["check", "--strict", "--routes", "<demo>"], 0),
        ] as [([String], Int32)])
    func exitStatus(arguments: [String], status: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let refused = try folder.file("refused.json", Tables.refused)
        let misspelt = Fixture.packageRoot + "/Fixtures/check/strict-misspelt-requires/routes.json"
        let arguments = arguments.map {
            switch $0 {
            case "<refused>": refused
            case "<demo>": Fixture.demo.routesPath
            case "<misspelt>": misspelt
            default: $0
            }
        }
        let result = try EntrydProcess.run(arguments)
        #expect(result.status == status && !result.signalled, "\(result.errors)")
        // NB: check writes its report, refusal included, to standard output.
        if status != 0, arguments.first != "check" { #expect(result.errors.hasPrefix("entryd: error: ")) }
    }

    /// Opens the named pipe for writing (waiting until entryd has it open
    /// for reading), writes `text`, and closes it.
    private func writeAsOneWriter(to fifo: String, _ text: String) throws {
        let deadline = Date().addingTimeInterval(5)
        var descriptor: Int32 = -1
        while descriptor < 0 {
            // NB: non-blocking, so a missing reader is ENXIO instead of a hang.
            descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor < 0 {
                guard errno == ENXIO || errno == EINTR, Date() < deadline else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                usleep(2_000)
            }
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }
}
