import EntryPoints

extension EntryPointsError.Code {
    // Findings of `entryd check` (``CheckReport``). None of them refuses a
    // table: they name what loads but will not behave as its author meant.

    /// Patterns of identical shape in different routes: the route listed first wins.
    public static let checkConflict = Self(rawValue: "check.conflict")
    /// Two patterns of one route with identical shape: the later one never matches.
    public static let checkDuplicatePattern = Self(rawValue: "check.duplicate-pattern")
    /// An external route that no pattern, shortcut, activity or notification
    /// names: only in-app intents can reach it.
    public static let checkUnreachable = Self(rawValue: "check.unreachable")
    /// An external route whose every way in (patterns, shortcuts, activities,
    /// notifications) an earlier route takes: only in-app intents can reach it.
    public static let checkShadowedRoute = Self(rawValue: "check.shadowed-route")
    /// A shortcut type, activity type or notification trigger that an earlier
    /// route already lists: the first listed is used.
    public static let checkDuplicateTrigger = Self(rawValue: "check.duplicate-trigger")
    /// An internal route named by a shortcut, activity or notification: those
    /// entries come from outside, so they are refused with `not-exposed`.
    public static let checkInternalTrigger = Self(rawValue: "check.internal-trigger")
    /// A web URL of an external route that the host's association file does
    /// not claim: iOS opens it in Safari, and `entryd` rejects it `not-claimed`.
    public static let checkNotClaimed = Self(rawValue: "check.not-claimed")
    /// A web URL of an internal route that the host's association file claims:
    /// iOS opens the app, which refuses it with `not-exposed`.
    public static let checkInternalClaimed = Self(rawValue: "check.internal-claimed")
    /// An association rule that claims URLs no external route handles.
    public static let checkClaimsUnrouted = Self(rawValue: "check.claims-unrouted")
    /// An association rule that uses the predefined `$(region)` or `$(lang)`
    /// and would claim an external route's URL (or exclude an internal
    /// one's) only if the variable stood for a code the route writes that is
    /// not an ISO code of Foundation's lists, such as `UK` (use `GB`).
    public static let checkNonISOCode = Self(rawValue: "check.non-iso-code")
    /// A pattern variant for which no sample URL could be made that reaches
    /// it, so its URLs were not cross-checked with the association files.
    public static let checkNoSample = Self(rawValue: "check.no-sample")
    /// A parameter declared in a route's `params` that no pattern of the
    /// route captures, while one captures a near miss of its name (`"ID"`
    /// beside `:id`): the declaration was meant for the capture.
    public static let checkUnsuppliedParameter = Self(rawValue: "check.unsupplied-parameter")
    /// An example of a route (`routes[i].examples[j]`) that does not open
    /// it with the parameters it gives, on a ready app where every guard holds.
    public static let checkExampleMismatch = Self(rawValue: "check.example-mismatch")
    /// An external route that requires a guard without a `redirect`: an entry
    /// that arrives while the guard fails is refused and lost (a note).
    public static let checkGuardDropsLink = Self(rawValue: "check.guard-drops-link")
    /// An external route with patterns and no example, in a table whose other
    /// routes have examples: nothing proves its links open it (a note).
    public static let checkMissingExample = Self(rawValue: "check.missing-example")
    /// A `landing` other than `replace` on a route that always opens a new
    /// scene, whose stacks are empty: it lands as `replace` every time.
    public static let checkLandingNeverApplies = Self(rawValue: "check.landing-never-applies")
    /// A guard that no route requires: its flag, redirect and `onRevoke` do
    /// nothing (a note).
    public static let checkUnusedGuard = Self(rawValue: "check.unused-guard")
}
