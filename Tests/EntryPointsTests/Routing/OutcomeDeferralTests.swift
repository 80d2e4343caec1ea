import Testing

@testable import EntryPoints

// Issue 30, item 6: `deferred` means five things; `Outcome.deferral` names each.
@Suite("A deferred outcome says which of its five meanings it has")
struct OutcomeDeferralTests {
    @Test(
        "Each deferred reason maps to its own deferral",
        arguments: [
            (Outcome.Reason.notReady, Outcome.Deferral.held), (.guard, .parked), (.queued, .queued),
            (.inProgress, .inProgress), (.waitCanceled, .waitEnded),
        ])
    func reasonsMapToDeferrals(reason: Outcome.Reason, deferral: Outcome.Deferral) {
        #expect(Outcome(status: .deferred, reason: reason).deferral == deferral)
        #expect(Outcome(status: .deferred, reason: reason).isHandled)
    }

    @Test("Outcomes that are not deferred have no deferral, whatever their reason")
    func otherStatusesHaveNone() {
        #expect(Outcome(status: .routed).deferral == nil)
        #expect(Outcome(status: .rejected, reason: .guard).deferral == nil)
        #expect(Outcome(status: .rejected, reason: .waitCanceled).deferral == nil)
    }

    @Test("Five reasons give five distinct deferrals")
    func deferralsAreDistinct() {
        let reasons: [Outcome.Reason] = [.notReady, .guard, .queued, .inProgress, .waitCanceled]
        let deferrals = Set(reasons.compactMap { Outcome(status: .deferred, reason: $0).deferral })
        #expect(deferrals.count == 5)
    }
}
