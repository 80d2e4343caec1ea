extension Outcome {
    /// What a `deferred` outcome means. One status covers five situations,
    /// told apart by the reason; this names each, so a switch over it is exhaustive.
    ///
    /// ```swift
    /// switch outcome.deferral {
    /// case .held?: showSplash()            // runs after markReady()
    /// case .parked?: break                 // a guard's redirect is on screen
    /// case .queued?, .inProgress?: break   // it will still report its outcome
    /// case .waitEnded?: break              // the caller stopped waiting; the entry goes on
    /// case nil: break                      // not deferred
    /// }
    /// ```
    public enum Deferral: Hashable, Sendable {
        /// Held until the app is ready (reason ``Reason/notReady``); it runs
        /// after ``RouteController/markReady()``.
        case held
        /// Parked by a guard (reason ``Reason/guard``): the guard's redirect
        /// ran, and the entry resumes once the guard's condition holds.
        case parked
        /// Queued behind the entry running now (reason ``Reason/queued``),
        /// because it was opened from inside a callback; it runs next, in order.
        case queued
        /// Its async interceptor or handler is still running (reason
        /// ``Reason/inProgress``); observers see its final outcome.
        case inProgress
        /// The task awaiting it was canceled (reason ``Reason/waitCanceled``):
        /// the wait ended, not the entry, which goes on.
        case waitEnded
    }

    /// What this outcome's deferral means; `nil` unless the status is
    /// ``Status/deferred`` with one of the five reasons above.
    public var deferral: Deferral? {
        guard status == .deferred, let reason else { return nil }
        switch reason {
        case .notReady: return .held
        case .guard: return .parked
        case .queued: return .queued
        case .inProgress: return .inProgress
        case .waitCanceled: return .waitEnded
        default: return nil
        }
    }
}
