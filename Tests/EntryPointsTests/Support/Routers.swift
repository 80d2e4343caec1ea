@testable import EntryPoints

/// A router over `routes` with the scheme `demoapp` and the domains `example.com` and `*.example.com`.
func makeRouter(_ routes: [Route], caseSensitive: Bool = false, tabs: [String] = ["main"]) throws -> Router {
    try Router(
        RouteTable(
            schemes: ["demoapp"], domains: ["example.com", "*.example.com"], caseSensitive: caseSensitive,
            tabs: tabs, routes: routes))
}

extension Router {
    /// The resolution of an external URL.
    func open(_ url: String) -> Resolution {
        resolve(.url(URLEntry(url)))
    }
}
