import EntryPoints
import EntryPointsTooling
import Testing

@testable import entryd

@Suite("Exit statuses")
struct ExitStatusTests {
    @Test("Every status keeps its sysexits code")
    func constants() {
        #expect(ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.failure.rawValue == 1)
        #expect(ExitStatus.usage.rawValue == 64)
        #expect(ExitStatus.dataError.rawValue == 65)
        #expect(ExitStatus.ioError.rawValue == 74)
    }

    @Test("Each error maps to its status")
    func mapping() {
        let unreadable = EntryPointsError(.unreadableFile, "cannot read x", at: "x")
        let unknownType = EntryPointsError(.unknownType, "unknown type", at: "routes[0].params.x")
        #expect(ExitStatus(for: EntrydError.usage("unknown option '--x'")) == .usage)
        #expect(ExitStatus(for: EntrydError.unreadableInput(path: "x", code: 2)) == .ioError)
        #expect(ExitStatus(for: EntrydError.unwritableOutput(code: 28)) == .ioError)
        #expect(ExitStatus(for: EntrydError.missingAppID(path: "x")) == .dataError)
        #expect(ExitStatus(for: RouteTableError([unknownType])) == .dataError)
        #expect(ExitStatus(for: RouteTableError([unknownType, unreadable])) == .ioError)
        #expect(ExitStatus(for: unreadable) == .ioError)
        #expect(ExitStatus(for: unknownType) == .dataError)
        #expect(ExitStatus(for: CancellationError()) == .failure)
    }

    @Test("Each check verdict maps to its status")
    func checkVerdicts() {
        #expect(ExitStatus(for: CheckReport.Status.passed) == .success)
        #expect(ExitStatus(for: CheckReport.Status.refused) == .dataError)
        #expect(ExitStatus(for: CheckReport.Status.unreadable) == .ioError)
    }
}
