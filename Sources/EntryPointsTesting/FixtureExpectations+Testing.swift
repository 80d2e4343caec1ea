#if canImport(Testing)
    import EntryPoints
    import EntryPointsTooling
    import Testing

    extension FixtureExpectations {
        /// Runs every fixture folder at or below `paths` and records each
        /// difference as a Swift Testing issue at its line of the fixture's
        /// `expected.jsonl` (where an IDE shows it), naming the fixture and
        /// the differing keys; a fixture that cannot run is reported at the
        /// calling line. A relative path is read from the folder of the
        /// calling file, whatever the working directory. With
        /// `requiringEveryRoute`, a route of a table that no fixture routed
        /// is an issue too, at the calling line (opt in).
        ///
        /// ```swift
        /// @Test @MainActor func fixtures() {
        ///     FixtureExpectations.expectPass(at: ["../EntryFixtures"])  // beside this file's folder
        /// }
        /// ```
        @MainActor
        public static func expectPass(
            at paths: [String], runner: FixtureRunner = FixtureRunner(), requiringEveryRoute: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let found = failures(
                at: paths, runner: runner, requiringEveryRoute: requiringEveryRoute,
                relativeTo: sourceLocation.filePath)
            for failure in found {
                Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.place ?? sourceLocation)
            }
        }

        /// Records an issue unless `entry` lands on `route` (and, when given,
        /// with exactly `params`) on `table`, with the guard flags of `flags` set first; returns the landing for further checks.
        @MainActor
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

    extension FixtureExpectations.Failure {
        /// The line of `expected.jsonl` as a source location, when the failure has one.
        var place: SourceLocation? {
            guard let filePath, let line, line > 0 else { return nil }
            let components = filePath.split(separator: "/").suffix(2)
            guard components.count == 2 else { return nil }
            return SourceLocation(fileID: components.joined(separator: "/"), filePath: filePath, line: line, column: 1)
        }
    }
#endif
