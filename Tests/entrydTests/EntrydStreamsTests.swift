import EntryPoints
import Foundation
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Issue 31, items 1 and 2, and issue 27's signals: the built binary with
/// its standard streams closed or unwritable, and stopped in each phase.
@Suite("entryd's standard streams and signals, as a process")
struct EntrydStreamsTests {
    /// How a child ended.
    struct Ending {
        var status: Int32
        var signalled: Bool
        var errors: String
    }

    /// Runs `entryd arguments` under `/bin/sh` with `redirections` (such as
    /// `<&-` or `>/dev/full`), its standard error captured; killed past the deadline.
    static func shell(_ arguments: [String], _ redirections: String, within seconds: Double = 10) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // NB: "$0" is entryd, "$@" the arguments, so nothing is quoted by hand.
        process.arguments = ["-c", "exec \"$0\" \"$@\" " + redirections, EntrydProcess.binary.path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning {
            Issue.record("entryd \(arguments) \(redirections) did not end within \(seconds) s")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Ending(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, errors: text)
    }

    // Issue 31, item 1.
    @Test("With standard input closed, entryd ends at once with 0: its own pipe is never taken for input")
    func closedStandardInput() throws {
        let ending = try Self.shell([], "<&-", within: 5)
        #expect(ending.status == 0 && !ending.signalled, "\(ending.errors)")
        let routes = try Self.shell(["--routes", Fixture.demo.routesPath], "<&-", within: 5)
        #expect(routes.status == 0 && !routes.signalled, "\(routes.errors)")
    }

    // Issue 31, item 2.
    @Test(
        "Every subcommand exits 74 with a message when standard output is full or closed",
        arguments: [">/dev/full", ">&-"])
    func unwritableOutput(redirection: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let withAppID = try folder.file("routes.json", Tables.withAppID)
        for arguments in [
            ["aasa", "--routes", withAppID], ["check", "--routes", withAppID],
            ["check", "--json", "--routes", withAppID], ["--help"], ["--version"],
        ] {
            let ending = try Self.shell(arguments, redirection)
            #expect(ending.status == 74 && !ending.signalled, "\(arguments) \(redirection)")
            #expect(ending.errors.hasPrefix("entryd: error: cannot write output: "), "\(arguments): \(ending.errors)")
        }
    }

    // Issue 27, point 4 of what to deliver.
    @Test("SIGTERM while check analyses a large table ends entryd at once with 0")
    func stopWhileChecking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // NB: 30,000 routes whose patterns share one shape: seconds of analysis in a debug build.
        let routes = (0..<30_000).map { #"{"id":"r\#($0)","patterns":["/a\#($0 % 7)/:x\#($0)/b"]}"# }
        let table = try folder.file(
            "routes.json", #"{"schemes":["app"],"routes":["# + routes.joined(separator: ",") + "]}")
        for arguments in [["check", "--routes", table], ["--routes", table]] {
            let process = try EntrydProcess(arguments)
            usleep(150_000)
            let sent = Date()
            process.send(SIGTERM)
            let result = process.finish(within: 5)
            #expect(result.status == 0 && !result.signalled, "\(arguments): \(result.errors)")
            // NB: the load and analysis take seconds in a debug build; ending at once takes milliseconds.
            #expect(Date().timeIntervalSince(sent) < 1.5, "\(arguments) did not stop promptly")
        }
    }

    // Issue 27, point 4 of what to deliver.
    @Test("SIGTERM while entryd writes to a reader that takes nothing ends it promptly with 0")
    func stopWhileWriting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file(
            "events.jsonl", String(repeating: #"{"type":"url","url":"demoapp://home"}"# + "\n", count: 50_000))
        let process = Process()
        process.executableURL = EntrydProcess.binary
        process.arguments = ["--input", events]
        let output = Pipe()  // NB: never read, so entryd blocks writing once the pipe is full
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(300_000)
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        if process.isRunning {
            Issue.record("entryd did not stop within 5 s while its output was stuck")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && process.terminationReason == .exit)
        _ = output
    }
}
