import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 27, item 3: the result lines of one event are handed on as they
/// are written, so one `launch` line of many parts costs memory for a few
/// result lines, not for all of them.
@MainActor
@Suite("One event's results are handed on as they are written")
struct LaunchOutputTests {
    /// The most bytes the session held at once for one launch of `parts` URLs with a long id.
    static func peakBuffered(parts: Int) throws -> (peak: Int, total: Int) {
        let session = EventSession(router: try makeRouter([Route("home", patterns: ["/home"])]))
        session.outputLimit = 16 * 1024
        var peak = 0
        var total = 0
        session.outputDidFill = {
            peak = max(peak, session.output.count)
            total += session.output.count
            session.output.removeAll()
        }
        let id = String(repeating: "i", count: 2_000)
        let urls = Array(repeating: #"{"url":"demoapp://home"}"#, count: parts).joined(separator: ",")
        session.process(line: #"{"type":"launch","id":""# + id + #"","launch":{"urls":["# + urls + "]}}", number: 1)
        peak = max(peak, session.output.count)
        total += session.output.count
        return (peak, total)
    }

    // Issue 27, item 3.
    @Test("A launch of N and of 4N parts holds the same few lines at most: memory does not grow with the parts")
    func launchMemoryIsBounded() throws {
        let small = try Self.peakBuffered(parts: 250)
        let large = try Self.peakBuffered(parts: 1_000)
        // NB: every result line was written (each over 2,000 bytes for the id) ...
        #expect(large.total >= 1_000 * 2_000)
        #expect(large.total >= 4 * small.total - 4 * 4_096)
        // ... but never more than the limit plus one line was held at once.
        #expect(small.peak < 16 * 1024 + 4_096)
        #expect(large.peak < 16 * 1024 + 4_096)
    }
}
