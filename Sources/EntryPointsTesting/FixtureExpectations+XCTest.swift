#if canImport(XCTest)
    import EntryPoints
    import EntryPointsTooling
    import Foundation
    import XCTest

    extension FixtureExpectations {
        /// Runs every fixture folder at or below `paths` and reports each
        /// difference with `XCTFail` at the calling line, naming the fixture,
        /// its `expected.jsonl` line and the differing keys. A relative path
        /// is read from the folder of the calling file.
        ///
        /// Call it from a plain synchronous test method: XCTest runs those
        /// on the main thread, on Linux and on Apple platforms, and the
        /// fixtures run there. (A test method marked `@MainActor` aborts
        /// the XCTest process on Linux; none is needed.) Called off the main
        /// thread, it fails the test and says so instead of running.
        ///
        /// ```swift
        /// final class EntryFixtureTests: XCTestCase {
        ///     func testEntryFixtures() {
        ///         FixtureExpectations.assertPass(at: ["../EntryFixtures"])  // beside this file's folder
        ///     }
        /// }
        /// ```
        ///
        /// With `requiringEveryRoute`, a route of a table that no fixture
        /// routed fails the test too (opt in).
        public static func assertPass(
            at paths: [String], runner: FixtureRunner = FixtureRunner(), requiringEveryRoute: Bool = false,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            let found = onMainThread {
                failures(at: paths, runner: runner, requiringEveryRoute: requiringEveryRoute, relativeTo: "\(file)")
            }
            guard let found else {
                XCTFail(offMainThread("assertPass(at:)"), file: file, line: line)
                return
            }
            for failure in found {
                XCTFail(failure.message, file: file, line: line)
            }
        }

        /// Fails unless `entry` lands on `route` (and, when given, with
        /// exactly `params`) on `table`; returns the landing for further
        /// checks. Like ``assertPass(at:runner:requiringEveryRoute:file:line:)``, call it from a
        /// synchronous test method.
        @discardableResult
        public static func assertLanding(
            _ entry: EntryPoint, on table: RouteTable, route: String, params: JSONObject? = nil,
            flags: [String: Bool] = [:],
            file: StaticString = #filePath, line: UInt = #line
        ) -> EntryLanding? {
            let outcome = onMainThread { () -> Result<(EntryLanding, String?), RouteTableError> in
                Result { () throws(RouteTableError) in
                    let landing = try EntryLanding(entry, on: table, flags: flags)
                    return (landing, landing.mismatch(route: route, params: params))
                }
            }
            switch outcome {
            case .none:
                XCTFail(offMainThread("assertLanding(_:on:route:params:flags:)"), file: file, line: line)
                return nil
            case .failure(let error):
                XCTFail("the table was refused: \(error)", file: file, line: line)
                return nil
            case .success(let (landing, problem)):
                if let problem { XCTFail(problem, file: file, line: line) }
                return landing
            }
        }

        /// `body` run on the main actor when the caller is on the main
        /// thread (as XCTest's synchronous test methods are), else `nil`.
        ///
        /// NB: `MainActor.assumeIsolated` rather than a `@MainActor` test
        /// method: XCTest on Linux aborts on a main-actor test method, and
        /// a synchronous one already runs on the main thread.
        private static func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T? {
            guard Thread.isMainThread else { return nil }
            return MainActor.assumeIsolated(body)
        }

        private static func offMainThread(_ function: String) -> String {
            "FixtureExpectations.\(function) runs fixtures on the main actor: call it from a synchronous XCTest method (XCTest runs those on the main thread), or call `await FixtureExpectations.failures(at:)` from async code"
        }
    }
#endif
