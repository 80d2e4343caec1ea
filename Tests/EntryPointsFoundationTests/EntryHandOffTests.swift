import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

/// Issue 39, item 4: the first-launch hand-off, with a temporary folder
/// standing in for the App Group container.
@Suite("First-launch hand-off")
struct EntryHandOffTests {
    /// A hand-off through a new temporary folder, removed by `body`'s end.
    static func withFolder(_ body: (EntryHandOff, URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handoff-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(EntryHandOff(folder: folder), folder)
    }

    /// The files in `folder`.
    static func files(_ folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    static func url(_ taken: EntryHandOff.Taken?) -> String? {
        guard case .url(let entry)? = taken?.entry else { return nil }
        return entry.url
    }

    @Test("An entry left is taken once, with its creation time and an identity that names it a hand-off")
    func leaveThenTake() throws {
        try Self.withFolder { handOff, folder in
            let created = Date(timeIntervalSince1970: 1_800_000_000)
            try handOff.leave(.url(URLEntry("https://example.com/story/42?ref=clip")), at: created)
            #expect(Self.files(folder) == [EntryHandOff.fileName])
            let taken = try handOff.take(at: created.addingTimeInterval(60))
            #expect(Self.url(taken) == "https://example.com/story/42?ref=clip")
            #expect(taken?.created == created)
            #expect(taken?.identity == EntryHandOff.identityPrefix + "1800000000.0")
            #expect(Self.files(folder).isEmpty, "taking removes it")
            #expect(try handOff.take(at: created) == nil, "exactly once")
        }
    }

    @Test("An entry taken and opened with its identity reaches observers with that identity, so they tell it apart")
    @MainActor
    func observerTellsHandOffApart() throws {
        try Self.withFolder { handOff, _ in
            try handOff.leave(.url(URLEntry("demoapp://home")))
            let taken = try #require(try handOff.take())
            let router = try Router(RouteTable(schemes: ["demoapp"], routes: [Route("home", patterns: ["/home"])]))
            let controller = RouteController(router: router, coldStart: false)
            var identities: [String?] = []
            controller.addObserver { identities.append($0.identity) }
            controller.open(taken.entry, identity: taken.identity)
            controller.open(.url(URLEntry("demoapp://home")))
            #expect(identities == [taken.identity, nil])
            #expect(taken.identity.hasPrefix(EntryHandOff.identityPrefix))
        }
    }

    @Test("The line is an event of the event format with its creation time, so entryd replays it")
    func lineFormat() throws {
        try Self.withFolder { handOff, folder in
            try handOff.leave(
                .userActivity(
                    UserActivity(activityType: UserActivity.browsingWeb, webpageURL: "https://example.com/clip")),
                at: Date(timeIntervalSince1970: 1_800_000_000.5))
            let text = try String(contentsOf: folder.appendingPathComponent(EntryHandOff.fileName), encoding: .utf8)
            #expect(
                text
                    == #"{"type":"userActivity","userActivity":{"activityType":"NSUserActivityTypeBrowsingWeb","webpageURL":"https://example.com/clip"},"created":1800000000.5}"#
                    + "\n")
        }
    }

    @Test("Nothing left: nil; a newer entry replaces an older one not yet taken")
    func newerReplacesOlder() throws {
        try Self.withFolder { handOff, folder in
            #expect(try handOff.take() == nil)
            try handOff.leave(.url(URLEntry("demoapp://first")))
            try handOff.leave(.url(URLEntry("demoapp://second")))
            #expect(Self.files(folder) == [EntryHandOff.fileName], "no file of a write is left behind")
            #expect(Self.url(try handOff.take()) == "demoapp://second")
        }
    }

    @Test("An entry older than the maximum age is refused and removed")
    func expired() throws {
        try Self.withFolder { handOff, folder in
            let created = Date(timeIntervalSince1970: 1_800_000_000)
            try handOff.leave(.url(URLEntry("demoapp://old")), at: created)
            let later = created.addingTimeInterval(EntryHandOff.defaultMaximumAge + 1)
            let error = #expect(throws: EntryPointsError.self) { try handOff.take(at: later) }
            #expect(error?.code == .handOffExpired)
            #expect(error?.message.contains("86401 seconds ago") == true, "\(error?.message ?? "")")
            #expect(Self.files(folder).isEmpty)
            var short = handOff
            short.maximumAge = 10
            try short.leave(.url(URLEntry("demoapp://new")), at: created)
            #expect(Self.url(try short.take(at: created.addingTimeInterval(10))) == "demoapp://new")
        }
    }

    @Test(
        "A half-written, foreign or control-event file is refused by name and removed, never opened",
        arguments: [
            (#"{"type":"url","url":"demoapp://story/4"#, "cut short"),
            (#"{"type":"url","url":"demoapp://story/4","created":1800000000}"#, "cut short"),
            (#"{"type":"url","url":"demoapp://story/4"}"# + "\n", "\"created\""),
            (#"{"type":"ready","created":1800000000}"# + "\n", "a ready event"),
            ("not json at all\n", "not a valid event"),
            ("\n", "not a valid event"),
            (#"{"type":"url","url":"a","created":1800000000}"# + "\n" + #"{"type":"url"}"# + "\n", "more than one"),
        ])
    func invalid(contents: String, problem: String) throws {
        try Self.withFolder { handOff, folder in
            try Data(contents.utf8).write(to: folder.appendingPathComponent(EntryHandOff.fileName))
            let error = #expect(throws: EntryPointsError.self) {
                try handOff.take(at: Date(timeIntervalSince1970: 1_800_000_000))
            }
            #expect(error?.code == .handOffInvalid)
            #expect(error?.message.contains(problem) == true, "\(error?.message ?? "")")
            #expect(error?.message.contains(EntryHandOff.fileName) == true)
            #expect(Self.files(folder).isEmpty)
            #expect(try handOff.take() == nil)
        }
    }

    @Test("Of many readers racing on real threads, exactly one takes each entry")
    func racingReaders() throws {
        try Self.withFolder { handOff, _ in
            let readers = 8
            for round in 0..<200 {
                try handOff.leave(.url(URLEntry("demoapp://round/\(round)")))
                let results = Results()
                DispatchQueue.concurrentPerform(iterations: readers) { _ in
                    results.add(Result { () throws(EntryPointsError) in try handOff.take() })
                }
                let taken = results.taken
                #expect(taken.count == 1, "round \(round)")
                #expect(Self.url(taken.first) == "demoapp://round/\(round)")
                #expect(results.failures.isEmpty, "no reader fails: \(results.failures)")
            }
        }
    }

    @Test("Writers and readers racing: no entry is taken twice, and none is read half-written")
    func racingWritersAndReaders() throws {
        try Self.withFolder { handOff, folder in
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 16) { index in
                if index.isMultiple(of: 2) {
                    for number in 0..<50 { try? handOff.leave(.url(URLEntry("demoapp://w\(index)/\(number)"))) }
                } else {
                    for _ in 0..<100 { results.add(Result { () throws(EntryPointsError) in try handOff.take() }) }
                }
            }
            results.add(Result { () throws(EntryPointsError) in try handOff.take() })
            let urls = results.taken.compactMap { Self.url($0) }
            #expect(Set(urls).count == urls.count, "each entry at most once")
            #expect(results.failures.isEmpty, "never a half-written line: \(results.failures)")
            #expect(Self.files(folder).isEmpty)
        }
    }
}

/// Results gathered from several threads.
private final class Results: @unchecked Sendable {
    // NB: @unchecked because `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [Result<EntryHandOff.Taken?, EntryPointsError>] = []

    func add(_ result: Result<EntryHandOff.Taken?, EntryPointsError>) {
        lock.lock()
        items.append(result)
        lock.unlock()
    }

    private var all: [Result<EntryHandOff.Taken?, EntryPointsError>] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    /// The entries taken.
    var taken: [EntryHandOff.Taken] {
        all.compactMap { result in
            guard case .success(let taken?) = result else { return nil }
            return taken
        }
    }

    /// The errors thrown.
    var failures: [EntryPointsError] {
        all.compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return error
        }
    }
}
