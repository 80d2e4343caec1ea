import EntryPointsFoundation
import Testing
@testable import EntryPoints
import EntryPointsTooling

/// Once released, a code string never changes: each is pinned here.
@Suite("Stable codes")
struct StableCodesTests {
    @Test("Statuses are the format's strings")
    func statuses() {
        #expect(
            Outcome.Status.allCases.map(\.rawValue) == ["routed", "unmatched", "rejected", "deferred", "invalid", "ok"])
    }

    @Test("Reasons are the format's strings")
    func reasons() {
        #expect(
            Outcome.Reason.allCases.map(\.rawValue) == [
                "no-route", "unknown-route", "dismissed", "pass-through", "unresolved",
                "malformed-url", "url-too-long", "scheme-not-allowed", "domain-not-associated", "not-claimed",
                "not-exposed", "missing-parameter", "bad-parameter", "guard", "duplicate", "bad-scene",
                "not-ready",
                "malformed-json", "not-an-object", "missing-field", "wrong-type", "unknown-type", "line-too-long",
                "bad-encoding",
            ])
        #expect(Outcome.Reason.notReached.rawValue == "not-reached")
        // Issue 38 and 39 (the formats' section 8): the reasons entryd writes for scenes, exactly once and links.
        #expect(Outcome.Reason.passThrough.rawValue == "pass-through")
        #expect(Outcome.Reason.unresolved.rawValue == "unresolved")
        #expect(Outcome.Reason.duplicate.rawValue == "duplicate")
        #expect(Outcome.Reason.badScene.rawValue == "bad-scene")
    }

    @Test("Error codes keep their strings")
    func errorCodes() {
        let codes: [EntryPointsError.Code: String] = [
            .malformedJSON: "json.malformed", .badEncoding: "json.bad-encoding",
            .nestingTooDeep: "json.nesting-too-deep",
            .missingField: "table.missing-field", .wrongType: "table.wrong-type", .invalidValue: "table.invalid-value",
            .duplicateID: "table.duplicate-id", .unknownType: "table.unknown-type", .badPattern: "table.bad-pattern",
            .unknownGuard: "table.unknown-guard", .unknownRoute: "table.unknown-route",
            .unknownTab: "table.unknown-tab",
            .stackWithoutTab: "table.stack-without-tab", .badScheme: "table.bad-scheme", .badDomain: "table.bad-domain",
            // Issue 38, item 1, and the formats' section 8: landing, scenes, tracking parameters.
            .landingWithoutTab: "table.landing-without-tab", .sceneWithoutScenes: "table.scene-without-scenes",
            .unknownSceneKind: "table.unknown-scene-kind", .trackingParameterUsed: "table.tracking-parameter-used",
            .unknownKey: "table.unknown-key", .missingAppID: "table.missing-app-id",
            .unreadableFile: "io.unreadable-file", .fileTooLarge: "io.file-too-large",
            .badAssociationFile: "aasa.invalid", .parameterDecoding: "parameters.decoding",
            .cannotBuildLink: "link.cannot-build",
            // Issue 39, items 3 and 4: entryd's resolutions and the first-launch hand-off.
            .invalidResolutions: "resolutions.invalid", .handOffInvalid: "handoff.invalid",
            .handOffExpired: "handoff.expired", .handOffNotWritten: "handoff.not-written",
        ]
        for (code, text) in codes { #expect(code.rawValue == text) }
    }

    @Test("Association and check warning codes keep their strings")
    func warningCodes() {
        let codes: [EntryPointsError.Code: String] = [
            .associationUnknownKey: "aasa.unknown-key", .associationIgnoredKey: "aasa.ignored-key",
            .associationNoApp: "aasa.no-app", .associationSuspiciousPattern: "aasa.suspicious-pattern",
            .associationSuspiciousVariable: "aasa.suspicious-variable",
            .checkConflict: "check.conflict", .checkDuplicatePattern: "check.duplicate-pattern",
            .checkUnreachable: "check.unreachable", .checkShadowedRoute: "check.shadowed-route",
            .checkDuplicateTrigger: "check.duplicate-trigger", .checkInternalTrigger: "check.internal-trigger",
            .checkNotClaimed: "check.not-claimed", .checkInternalClaimed: "check.internal-claimed",
            .checkClaimsUnrouted: "check.claims-unrouted", .checkNonISOCode: "check.non-iso-code",
            .checkUnsuppliedParameter: "check.unsupplied-parameter",
            .generateUnusableName: "generate.unusable-name", .generateNameCollision: "generate.name-collision",
            .checkNoSample: "check.no-sample", .checkRedirectDoesMore: "check.redirect-does-more",
            // Issue 29, item 3: the declarations check.
            .checkSchemeNotDeclared: "check.scheme-not-declared", .checkSchemeUnused: "check.scheme-unused",
            .checkDomainNotDeclared: "check.domain-not-declared", .checkDomainUnrouted: "check.domain-unrouted",
            .checkActivityNotDeclared: "check.activity-not-declared",
            .checkActivityUnrouted: "check.activity-unrouted", .checkShortcutUnrouted: "check.shortcut-unrouted",
            .checkUnexpandedVariable: "check.unexpanded-variable",
            // Issue 39, item 1: a pass-through entry over a route's links.
            .checkPassThroughCoversRoute: "check.pass-through-covers-route",
            // Issue 29, items 1 and 3: the fixture runner and property lists.
            .fileTooLarge: "io.file-too-large", .fixtureNotFound: "fixture.not-found",
            .fixtureBadArguments: "fixture.bad-arguments", .fixtureNoExpectation: "fixture.no-expected",
            .invalidPropertyList: "plist.invalid",
            // Issue 37, items 2 and 7: the bounded property list reader, folders a fixture search cannot run.
            .propertyListTooManyObjects: "plist.too-many-objects",
            .fixtureUnreadableFolder: "fixture.unreadable-folder",
            // Issue 37, item 9: a recorded folder whose recording cannot be its expectation.
            .fixtureBadRecording: "fixture.bad-recording",
            // Issue 40, items 1 and 2: examples and the route lint.
            .checkExampleMismatch: "check.example-mismatch", .checkGuardDropsLink: "check.guard-drops-link",
            .checkMissingExample: "check.missing-example", .checkLandingNeverApplies: "check.landing-never-applies",
            .checkUnusedGuard: "check.unused-guard",
        ]
        for (code, text) in codes { #expect(code.rawValue == text) }
    }
}
