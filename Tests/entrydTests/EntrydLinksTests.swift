import EntryPoints
import Foundation
import Testing

@testable import entryd

/// Issue 39: entryd's side of links that are not routes: `--resolutions`,
/// and `--summary` leaving passed-through links out of the misses.
@MainActor
@Suite("entryd: links that are not routes")
struct EntrydLinksTests {
    static let table = """
        {"schemes":["demoapp"],"domains":["example.com"],"passThrough":["fb1:"],
         "resolve":{"prefixes":["https://example.app.link/"]},
         "routes":[{"id":"story","patterns":["/story/:storyId"]}]}
        """

    // Issue 39, item 3.
    @Test("--resolutions: 74 when the file cannot be read, 65 when it is not an object of strings or null")
    func resolutionsFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file("routes.json", Self.table)
        let missing = entryd(["--routes", routes, "--resolutions", folder.path + "/missing.json"])
        #expect(missing.status == .ioError)
        #expect(missing.errors.contains("missing.json"))
        #expect(entryd(["--routes", routes, "--resolutions", folder.path]).status == .ioError, "a folder")
        for (name, text, problem) in [
            ("array.json", "[]", "is a JSON array"),
            ("number.json", #"{"https://example.app.link/a":1}"#, #"resolution of "https://example.app.link/a""#),
            ("broken.json", "{", "not valid JSON"),
        ] {
            let run = entryd(["--routes", routes, "--resolutions", try folder.file(name, text)])
            #expect(run.status == .dataError, "\(name)")
            #expect(run.errors.contains(problem), "\(name): \(run.errors)")
        }
        let good = try folder.file("good.json", #"{"https://example.app.link/a":"demoapp://story/1","b":null}"#)
        #expect(entryd(["--routes", routes, "--resolutions", good]).status == .success)
        #expect(entryd(["check", "--routes", routes, "--resolutions", good]).status == .usage)
    }

    // Issue 39, item 1.
    @Test("--summary does not count a passed-through link among the unmatched URLs")
    func summary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file("routes.json", Self.table)
        let input =
            [
                #"{"type":"url","url":"fb1://authorize"}"#,
                #"{"type":"url","url":"demoapp://nowhere"}"#,
            ].joined(separator: "\n") + "\n"
        let run = entryd(["--routes", routes, "--summary"], input: .text(input))
        #expect(run.errors.contains("  unmatched 2\n    no-route 1\n    pass-through 1\n"), "\(run.errors)")
        #expect(run.errors.contains("most frequent unmatched URLs:\n  1 demoapp://nowhere\n"))
        #expect(!run.errors.contains("fb1://"))
    }
}
