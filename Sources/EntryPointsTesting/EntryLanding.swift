import EntryPoints
import EntryPointsTooling

/// Where one entry lands on a table: its result line (status, route,
/// parameters) and the navigation state after it, as `entryd --emit-state`
/// would give for that entry alone.
///
/// ```swift
/// let landing = try EntryLanding(.url(URLEntry("demoapp://story/42")), on: table)
/// landing.route                    // "story"
/// landing.params["storyId"]        // 42
/// landing.state.tab                // "home"
/// ```
@MainActor
public struct EntryLanding: Sendable {
    /// The result line, as result lines are written (without `state`).
    public var result: JSONObject
    /// The navigation state after the entry.
    public var state: NavigationState

    /// Routes and executes `entry` on `table` from the initial state, with
    /// the flags in `flags` set first (so guards can hold).
    /// - Throws: `RouteTableError` when the table is refused.
    public init(_ entry: EntryPoint, on table: RouteTable, flags: [String: Bool] = [:]) throws(RouteTableError) {
        let session = EventSession(router: try Router(table))
        var number = 0
        if !flags.isEmpty {
            let state = Event.state(flags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            number += 1
            let line = JSONValue.object(EventEncoder.object(for: IdentifiedEvent(id: nil, event: state))).jsonText
            session.process(line: line, number: number)
        }
        session.output.removeAll()
        number += 1
        session.process(line: JSONValue.object(entry.event).jsonText, number: number)
        let lines = FixtureComparison.lines(session.output.bytes)
        var result = (lines.last).flatMap { try? JSONParser().parse($0).objectValue } ?? [:]
        result[ResultMember.line.text] = nil
        self.result = result
        self.state = session.state
    }

    /// `routed`, `unmatched`, `rejected`, `deferred` or `invalid`.
    public var status: String { result[ResultMember.status.text]?.stringValue ?? "" }
    /// The reason, when the status has one.
    public var reason: String? { result[ResultMember.reason.text]?.stringValue }
    /// The route identified, if any.
    public var route: String? { result[ResultMember.route.text]?.stringValue }
    /// The converted parameters (empty when no route was identified).
    public var params: JSONObject { result[ResultMember.params.text]?.objectValue ?? [:] }
}

extension EntryLanding {
    /// Why this landing is not on `route` with `params` (any parameters when
    /// `nil`), or `nil` when it is.
    public func mismatch(route expectedRoute: String, params expectedParams: JSONObject?) -> String? {
        let line = JSONValue.object(result).jsonText
        guard status == "routed", route == expectedRoute else {
            return "expected the entry to be routed to \(expectedRoute), got \(line)"
        }
        if let expectedParams, expectedParams != params {
            return "expected params \(JSONValue.object(expectedParams).jsonText), got \(line)"
        }
        return nil
    }
}
