extension Outcome.Reason {
    // NB: reasons only the library gives; entryd never writes them, except
    // `dropped`, which entryd writes for an entry held over `--max-held`.

    /// A handler reported that its destination could not be reached, or threw
    /// (library only; entryd never writes it).
    public static let notReached = Self(rawValue: "not-reached")
    /// A newer entry superseded this one while its handler was still running:
    /// its task was canceled (library only; entryd never writes it).
    public static let superseded = Self(rawValue: "superseded")
    /// The entry was held before the app was ready and dropped: more than the
    /// controller's ``RouteController/maxHeld`` entries were held (the oldest
    /// goes), or ``RouteController/reset()`` dropped it.
    public static let dropped = Self(rawValue: "dropped")
    /// A newer entry parked under the same key replaced this parked one
    /// (library only; entryd never writes it).
    public static let replaced = Self(rawValue: "replaced")
    /// The entry waits behind the one executing and runs after it, in order;
    /// observers see its final outcome (library only).
    public static let queued = Self(rawValue: "queued")
    /// The entry's async interceptor or handler is still running; observers
    /// and ``RouteController/openAndWait(_:policy:identity:action:)`` see its final
    /// outcome (library only).
    public static let inProgress = Self(rawValue: "in-progress")
    /// A guard redirected to a route that cannot execute (no handler, or its
    /// handler did not reach it), so the entry was not parked (library only).
    public static let redirectFailed = Self(rawValue: "redirect-failed")
    /// Redirects kept leading to redirects (a redirect's handler opened an
    /// entry that was redirected again, too deep); the chain was cut (library only).
    public static let redirectLoop = Self(rawValue: "redirect-loop")
    /// The task awaiting the entry (``RouteController/openAndWait(_:policy:identity:action:)``)
    /// was canceled: the wait ended, the entry goes on (library only).
    public static let waitCanceled = Self(rawValue: "wait-canceled")
}
