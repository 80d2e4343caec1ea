import EntryPoints

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The library's own path, as an app calls it: `entrybench --resolve-only FILE`
/// loads a table with the public API (`RouteTable.load`, `Router.init`),
/// reads one URL per line of `FILE`, then resolves every URL with
/// `Router.resolve` and opens every URL with `RouteController.open` on the
/// built-in ``NavigationState``, each in a function of its own, so that
/// `scripts/callgrind-per-resolve` can read each loop's inclusive cost.
@MainActor
enum ResolveStream {
    /// Loads the table at `routesPath` and routes the URLs of the events in `urlsPath` twice: resolved, then opened.
    /// - Throws: ``BenchError`` when the table is refused or the URLs cannot be read.
    static func run(routesPath: String, urlsPath: String) throws(BenchError) -> String {
        let router: Router
        do {
            router = try Router(RouteTable.load(contentsOf: routesPath, warnings: .ignore))
        } catch {
            throw BenchError("\(routesPath): \(error)")
        }
        let urls = try readLines(urlsPath).compactMap { line -> String? in
            var line = line
            let event = line.withUTF8 { try? JSONParser().parse($0) }
            return event?["url"]?.stringValue
        }
        let resolved = resolveAll(router, urls)
        let controller = RouteController(router: router)
        controller.markReady()
        let opened = openAll(controller, urls)
        return "urls=\(urls.count) resolved-routed=\(resolved) opened-routed=\(opened)\n"
    }

    /// `Router.resolve` on each URL, as an app resolves a URL it was handed; the routed count.
    @inline(never)
    static func resolveAll(_ router: Router, _ urls: [String]) -> Int {
        var routed = 0
        for url in urls {
            if case .routed = router.resolve(.url(URLEntry(url))) { routed += 1 }
        }
        return routed
    }

    /// `RouteController.open` on each URL, as an app opens a URL it was handed; the routed count.
    @inline(never)
    static func openAll(_ controller: RouteController<NavigationState>, _ urls: [String]) -> Int {
        var routed = 0
        for url in urls where controller.open(.url(URLEntry(url))).outcome.status == .routed {
            routed += 1
        }
        return routed
    }

    /// The lines of the file at `path`, without their line breaks; blank lines skipped.
    private static func readLines(_ path: String) throws(BenchError) -> [String] {
        guard let file = fopen(path, "r") else { throw BenchError("cannot open \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }
}
