#if canImport(Testing)
    import EntryPoints
    import EntryPointsTooling
    import Testing

    extension FixtureExpectations {
        /// Runs every fixture folder at or below `paths` and records each
        /// difference as a Swift Testing issue, at the calling line, naming
        /// the fixture, its `expected.jsonl` line and the differing keys.
        ///
        /// ```swift
        /// @Test @MainActor func fixtures() {
        ///     FixtureExpectations.expectPass(at: ["Tests/Fixtures"])
        /// }
        /// ```
        public static func expectPass(
            at paths: [String], runner: FixtureRunner = FixtureRunner(),
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for failure in failures(at: paths, runner: runner) {
                Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
            }
        }

        /// Records an issue unless `entry` lands on `route` (and, when given,
        /// with exactly `params`) on `table`, with the guard flags of `flags` set first; returns the landing for further checks.
        @discardableResult
        public static func expectLanding(
            _ entry: EntryPoint, on table: RouteTable, route: String, params: JSONObject? = nil,
            flags: [String: Bool] = [:],
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> EntryLanding? {
            do {
                let landing = try EntryLanding(entry, on: table, flags: flags)
                if let problem = landing.mismatch(route: route, params: params) {
                    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
                }
                return landing
            } catch {
                Issue.record(Comment(rawValue: "the table was refused: \(error)"), sourceLocation: sourceLocation)
                return nil
            }
        }
    }
#endif
