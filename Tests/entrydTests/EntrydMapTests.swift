import EntryPoints
import Foundation
import Testing

@testable import entryd

/// Issue 40, item 4 (the formats' section 8.5): `entryd map --routes FILE
/// [--fixtures PATH…] [--output FILE]`, with the exit status of `check`.
@Suite("entryd map")
@MainActor
struct EntrydMapTests {
    @Test("A passing table's page goes to standard output, exit 0")
    func standardOutput() {
        let run = entryd(["map", "--routes", Fixture.demo.routesPath])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("<!DOCTYPE html>\n"))
        #expect(run.output.contains("<tr data-route=\"story\" id=\"route-1\">"))
        #expect(run.errors.isEmpty)
    }

    @Test("--output writes the page; --fixtures adds the covered column, taking every path after it")
    func outputAndFixtures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = folder.path + "/map.html"
        let demo = Fixture.packageRoot + "/Fixtures/demo"
        let run = entryd(["map", "--routes", Fixture.demo.routesPath, "--fixtures", demo, demo, "--output", page])
        #expect(run.status == .success)
        #expect(run.output.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<th data-column=\"covered\">"))
        #expect(html.contains("Fixtures: 1 folder ran"), "a folder named twice runs once")
    }

    @Test("A refused table exits 65 with its page and its report on standard error; unreadable exits 74")
    func statuses() throws {
        let refused = entryd(["map", "--routes", Fixture.packageRoot + "/Fixtures/check/refused-table/routes.json"])
        #expect(refused.status == .dataError)
        #expect(refused.output.contains("<section id=\"findings\">"))
        #expect(refused.errors.contains("error routes[2].id: duplicate id \"home\""))
        let missing = entryd(["map", "--routes", "/no/such/routes.json"])
        #expect(missing.status == .ioError)
        #expect(missing.output.isEmpty)
        #expect(entryd(["map"]).status == .usage)
        #expect(
            entryd(["map", "--routes", Fixture.demo.routesPath, "--fixtures", "/no/such/folder"]).status != .success)
    }

    @Test("--help shows map and --coverage")
    func help() {
        let help = entryd(["--help"]).output
        #expect(help.contains("entryd map --routes FILE [--fixtures PATH...] [--output FILE]"))
        #expect(help.contains("[--coverage]"))
    }
}

/// The route map in a real browser (issue 40, item 4): headless Chromium
/// renders the demo table's page and a hostile table's, the DOM is checked,
/// and a screenshot is left at `.build/route-map/demo.png` for a person to
/// look at. `.ci/run` installs Debian's `chromium` when it is missing; on a
/// machine without it these tests do not run, except in CI, where that fails.
@Suite("entryd map in a browser")
@MainActor
struct EntrydMapBrowserTests {
    /// The browser, if the machine has one.
    nonisolated static let browser: String? = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs the browser headless on `page` with `arguments` and returns its standard output.
    static func render(_ page: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(browser))
        process.arguments =
            ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"] + arguments
            + ["file://" + page]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("CI has a browser for these tests", .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
    func browserInCI() {
        #expect(Self.browser != nil, "install Debian's chromium (.ci/run does)")
    }

    @Test(
        "The demo map renders every row in order, runs its filter, and leaves a screenshot",
        .enabled(if: browser != nil))
    func demo() throws {
        let folder = Fixture.packageRoot + "/.build/route-map"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let page = folder + "/demo.html"
        let run = entryd([
            "map", "--routes", Fixture.demo.routesPath, "--fixtures", Fixture.packageRoot + "/Fixtures", "--output",
            page,
        ])
        #expect(run.status == .success)
        let dom = try Self.render(page, ["--dump-dom"])
        #expect(dom.contains("data-filter=\"ready\""), "the inline script ran under the page's policy")
        let table = try RouteTable.load(contentsOf: Fixture.demo.routesPath, warnings: .refuse)
        #expect(RouteMapDOM.values(of: "data-route", on: "tr", in: dom) == table.routes.map(\.id))
        #expect(
            RouteMapDOM.values(of: "data-column", on: "th", in: dom) == [
                "id", "exposure", "patterns", "examples", "entries", "requires", "landing", "scene", "destination",
                "covered",
            ])
        #expect(dom.contains("\(table.routes.count) of \(table.routes.count) routes shown"))
        #expect(dom.contains("<section id=\"findings\">"))
        let screenshot = folder + "/demo.png"
        try? FileManager.default.removeItem(atPath: screenshot)
        _ = try Self.render(page, ["--window-size=1500,1400", "--screenshot=" + screenshot])
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    @Test("A table string holding a script shows as text and runs nothing", .enabled(if: browser != nil))
    func hostile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let routes = try folder.file(
            "routes.json",
            #"""
            {"schemes":["app"],"routes":[
              {"id":"<script>document.title='pwned';document.documentElement.setAttribute('data-pwned','1')</script>",
               "patterns":["/x"],"present":"<img src=x onerror=\"document.documentElement.setAttribute('data-pwned','2')\">"}]}
            """#)
        let page = folder.path + "/map.html"
        #expect(entryd(["map", "--routes", routes, "--output", page]).status == .success)
        let dom = try Self.render(page, ["--dump-dom"])
        #expect(dom.contains("data-filter=\"ready\""))
        let root = try #require(dom.range(of: "<html")).upperBound
        let rootTag = dom[root...].prefix { $0 != ">" }
        #expect(rootTag.contains("data-filter=\"ready\""))
        #expect(!rootTag.contains("data-pwned"), "neither table string ran")
        #expect(!dom.contains("<title>pwned"))
        #expect(dom.contains("&lt;script&gt;document.title='pwned'"))
        #expect(RouteMapDOM.values(of: "data-route", on: "tr", in: dom).count == 1)
    }
}

/// Reading the rendered DOM as text.
enum RouteMapDOM {
    /// The values of `attribute` on the elements `<tag` of `html` whose first attribute it is, in order.
    static func values(of attribute: String, on tag: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(tag) \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
