extension Intent {
    /// Why an intent got no answer: thrown by the typed
    /// ``RouteController/openForResult(_:as:policy:action:)`` and carried by
    /// ``Intent/Answer/canceled(_:)``.
    public struct Cancellation: Error, Hashable, Sendable, CustomStringConvertible {
        /// The broad cause, a stable string code.
        public struct Cause: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public var description: String { rawValue }

            /// The destination (or the user) backed out: ``Intent/Completion/cancel()``.
            public static let declined = Self(rawValue: "declined")
            /// The destination went away without answering.
            public static let abandoned = Self(rawValue: "abandoned")
            /// No route takes the intent (status unmatched).
            public static let unmatched = Self(rawValue: "unmatched")
            /// The intent was refused (status rejected: a guard, a bad parameter, an interceptor,
            /// a handler that did not reach its destination).
            public static let rejected = Self(rawValue: "rejected")
            /// A newer entry superseded it while its handler was running.
            public static let superseded = Self(rawValue: "superseded")
            /// It was held or parked and then dropped (the held cap, a newer parked entry, `reset`).
            public static let dropped = Self(rawValue: "dropped")
            /// The destination answered with a value of another type than the caller asked for.
            public static let unexpectedValue = Self(rawValue: "unexpected-value")
            /// The task awaiting the answer was canceled; the intent itself goes on.
            public static let waitCanceled = Self(rawValue: "wait-canceled")
        }

        /// The broad cause.
        public var cause: Cause
        /// The entry's outcome, when the controller canceled (unmatched, rejected, superseded, dropped).
        public var outcome: Outcome?
        /// One human sentence.
        public var message: String

        /// A cancellation for `cause`, with a sentence and the entry's outcome when there is one.
        public init(_ cause: Cause, message: String, outcome: Outcome? = nil) {
            self.cause = cause
            self.message = message
            self.outcome = outcome
        }

        /// The cancellation for an entry that ended with `outcome` without reaching its destination.
        init(outcome: Outcome) {
            let cause: Cause
            switch (outcome.status, outcome.reason) {
            case (.unmatched, _): cause = .unmatched
            case (_, .superseded?): cause = .superseded
            case (_, .dropped?), (_, .replaced?): cause = .dropped
            default: cause = .rejected
            }
            self.init(cause, message: outcome.message ?? "the intent was \(outcome.status)", outcome: outcome)
        }

        /// `cause: message`.
        public var description: String { "\(cause): \(message)" }

        /// The destination backed out.
        public static let declined = Cancellation(.declined, message: "the destination canceled")
        /// The task awaiting the answer was canceled.
        public static let waitCanceled = Cancellation(
            .waitCanceled, message: "the task awaiting the answer was canceled; the intent goes on")
        /// The destination went away without answering.
        public static let abandoned = Cancellation(
            .abandoned, message: "the destination went away without answering")
    }
}
