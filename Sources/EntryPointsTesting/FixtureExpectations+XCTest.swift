#if canImport(XCTest)
    import EntryPoints
    import EntryPointsTooling
    import XCTest

    extension FixtureExpectations {
        /// Runs every fixture folder at or below `paths` and reports each
        /// difference with `XCTFail` at the calling line, naming the fixture,
        /// its `expected.jsonl` line and the differing keys.
        ///
        /// ```swift
        /// @MainActor func testFixtures() {
        ///     FixtureExpectations.assertPass(at: ["Tests/Fixtures"])
        /// }
        /// ```
        public static func assertPass(
            at paths: [String], runner: FixtureRunner = FixtureRunner(), file: StaticString = #filePath,
            line: UInt = #line
        ) {
            for failure in failures(at: paths, runner: runner) {
                XCTFail(failure.message, file: file, line: line)
            }
        }

        /// Fails unless `entry` lands on `route` (and, when given, with
        /// exactly `params`) on `table`; returns the landing for further checks.
        @discardableResult
        public static func assertLanding(
            _ entry: EntryPoint, on table: RouteTable, route: String, params: JSONObject? = nil,
            flags: [String: Bool] = [:],
            file: StaticString = #filePath, line: UInt = #line
        ) -> EntryLanding? {
            do {
                let landing = try EntryLanding(entry, on: table, flags: flags)
                if let problem = landing.mismatch(route: route, params: params) {
                    XCTFail(problem, file: file, line: line)
                }
                return landing
            } catch {
                XCTFail("the table was refused: \(error)", file: file, line: line)
                return nil
            }
        }
    }
#endif
