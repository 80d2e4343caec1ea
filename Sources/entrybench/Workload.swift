import EntryPoints
import EntryPointsTooling

/// The standard workload and the input files built from it in a temporary
/// directory, removed by ``removeFiles()``.
///
/// The 1,000,000-event file is `events-10k.jsonl` written 100 times over
/// (its `line` numbers then run from 1 to 1,000,000); the 10,000,000-event
/// one, 1,000 times, and only on request since it takes 837 MB.
struct Workload {
    /// Events in the standard file.
    static let standardEvents = 10_000
    /// The line start-up measurements send: an event the demo table routes
    /// at once (`home` has no guard, so it is neither deferred nor parked).
    static let startupLine = #"{"type":"url","url":"demoapp://home"}"# + "\n"

    /// The folder holding `routes-1000.json` and `events-10k.jsonl`.
    let directory: String
    /// The temporary folder of the generated inputs.
    let scratch: String
    /// The standard events file's bytes.
    let standardBytes: [UInt8]

    /// `routes-1000.json`.
    var routesPath: String { directory + "/routes-1000.json" }
    /// `events-10k.jsonl`.
    var eventsPath: String { directory + "/events-10k.jsonl" }
    /// The first 1,000 lines of the standard events, for checking a daemon's output.
    var sampleEventsPath: String { scratch + "/events-1k.jsonl" }
    /// One line that the demo table routes, for start-up.
    var oneEventPath: String { scratch + "/one-event.jsonl" }

    /// Checks the standard files and writes the small inputs.
    /// - Throws: ``BenchError`` when a file is missing or cannot be written.
    init(directory: String) throws(BenchError) {
        self.directory = directory
        guard FileSystem.exists(directory + "/routes-1000.json") else {
            throw BenchError("no routes-1000.json in \(directory) (give the standard workload with --workload DIR)")
        }
        standardBytes = try FileSystem.contents(of: directory + "/events-10k.jsonl")
        scratch = try FileSystem.makeTemporaryDirectory()
        let newlines = standardBytes.indices.filter { standardBytes[$0] == UInt8(ascii: "\n") }
        guard newlines.count == Self.standardEvents, standardBytes.last == UInt8(ascii: "\n") else {
            throw BenchError("\(eventsPath) should hold \(Self.standardEvents) lines, each ending in a newline")
        }
        try FileSystem.create(sampleEventsPath, with: Array(standardBytes[...newlines[999]]))
        try FileSystem.create(oneEventPath, with: Array(Self.startupLine.utf8))
    }

    /// The standard events repeated `times` times, written once and then reused.
    /// - Throws: ``BenchError`` when the file cannot be written.
    func repeatedEvents(times: Int) throws(BenchError) -> (path: String, events: Int) {
        let path = scratch + "/events-x\(times).jsonl"
        if !FileSystem.exists(path) { try FileSystem.create(path, with: standardBytes, times: times) }
        return (path, times * Self.standardEvents)
    }

    /// The URLs of the standard events, in order, for matching on the standard table.
    func standardURLs() -> [String] {
        var urls: [String] = []
        var start = 0
        for index in standardBytes.indices where standardBytes[index] == UInt8(ascii: "\n") {
            let line = Array(standardBytes[start..<index])
            start = index + 1
            if let url = (try? JSONParser().parse(line))?["url"]?.stringValue { urls.append(url) }
        }
        return urls
    }

    /// Deletes the generated inputs and their folder.
    func removeFiles() {
        for name in [
            "events-1k.jsonl", "one-event.jsonl", "events-x10.jsonl", "events-x100.jsonl", "events-x1000.jsonl",
        ] {
            FileSystem.remove(scratch + "/" + name)
        }
        FileSystem.remove(scratch)
    }
}
