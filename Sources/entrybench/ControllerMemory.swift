#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif
import EntryPoints

/// `--controller-memory`: what a route controller's books cost in memory
/// (issue 36, item 6; issue 41): remembered identities, and held entries,
/// for the library alone (no `entryd` session around it).
@MainActor
enum ControllerMemory {
    /// How many identities and held entries each figure opens.
    static let count = 1_000_000

    /// Three lines: the heap after a million distinct identities under the
    /// default bound, the bytes per identity when all are remembered, and
    /// the bytes per held entry.
    static func measure() throws(BenchError) -> String {
        let router: Router
        do {
            router = try Router(
                RouteTable(
                    schemes: ["demoapp"], tabs: ["home"],
                    routes: [Route("story", patterns: ["/story/:id"], params: ["id": .int], tab: "home")]))
        } catch {
            throw BenchError("the benchmark's table was refused: \(error)")
        }
        // NB: measured by the growth of the peak resident size, so every
        // controller stays alive to the end: nothing freed is reused by the next figure.
        var kept: [RouteController<NavigationState>] = []
        let bounded = identities(
            router: router, limit: RouteController<NavigationState>.defaultMaxIdentities, into: &kept)
        let unbounded = identities(router: router, limit: count, into: &kept)
        let held = heldEntries(router: router, into: &kept)
        return """
            identities: \(Format.grouped(count)) distinct, default bound (\(Format.grouped(RouteController<NavigationState>.defaultMaxIdentities))): \(Format.size(bounded))
            identities: \(Format.grouped(count)) distinct, all remembered: \(Format.size(unbounded)), \(Format.number(Double(unbounded) / Double(count), decimals: 1)) bytes each
            held entries: \(Format.grouped(count)) URLs held by the library's controller: \(Format.size(held)), \(Format.number(Double(held) / Double(count), decimals: 1)) bytes each

            """
    }

    /// The heap a controller holds after opening `count` entries with distinct identities (36-byte strings, as UUIDs).
    private static func identities(router: Router, limit: Int, into kept: inout [RouteController<NavigationState>])
        -> Int
    {
        let before = peakResident()
        let controller = RouteController(router: router, coldStart: false, maxIdentities: limit)
        let entry = EntryPoint.url(URLEntry("demoapp://nowhere"))
        for index in 0..<count {
            controller.open(entry, identity: identity(index))
        }
        kept.append(controller)
        return peakResident() - before
    }

    /// The heap a cold controller holds for `count` held URL entries.
    private static func heldEntries(router: Router, into kept: inout [RouteController<NavigationState>]) -> Int {
        let before = peakResident()
        let controller = RouteController(router: router, coldStart: true, maxHeld: count)
        for index in 0..<count {
            controller.open(.url(URLEntry("demoapp://story/\(index)")))
        }
        kept.append(controller)
        return peakResident() - before
    }

    /// `00000000-0000-0000-0000-000000000042`: the shape of a notification's request identifier.
    private static func identity(_ index: Int) -> String {
        let digits = String(index)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// The process's peak resident size, in bytes.
    private static func peakResident() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            // NB: Linux counts it in kilobytes.
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
