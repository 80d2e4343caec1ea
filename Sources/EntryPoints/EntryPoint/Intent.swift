/// A call from inside the app: the only kind of entry that may reach
/// internal routes.
///
/// An intent names its destination by route id or by URL, carries typed
/// parameters, and may carry data of any `Sendable` type and ask for a
/// result, like Android's `startActivityForResult`:
///
/// ```swift
/// let intent = Intent(route: "pickContact", context: draft) { result in
///     if case .ok(let contact) = result { … }
/// }
/// controller.open(.intent(intent))
/// ```
public struct Intent: Sendable {
    /// How an intent names its destination.
    public enum Target: Hashable, Sendable {
        /// A route id, looked up directly.
        case route(String)
        /// A URL or a bare path (`/story/42`), matched like a URL.
        case url(String)
    }

    /// Where the intent goes.
    public var target: Target
    /// Parameters for a ``Target/route(_:)`` target, checked against the route's declared types.
    public var params: JSONObject
    /// JSON data passed through untouched (the event format's `extras`).
    public var extras: JSONValue?
    /// How to show the destination, overriding the route's own `tab`/`stack`/`present`;
    /// `nil` keeps the route's. Kept when the entry is held or parked and resumes.
    public var presentation: Intent.Presentation?
    /// Data of any `Sendable` type for the destination, never serialized.
    public var context: (any Sendable)?
    /// Called once, on the main actor, with the destination's answer; see ``Intent/Answer``.
    public var onResult: (@MainActor @Sendable (Intent.Answer) -> Void)?

    /// An intent to the route with id `route`.
    public init(
        route: String, params: JSONObject = [:], extras: JSONValue? = nil, presentation: Intent.Presentation? = nil,
        context: (any Sendable)? = nil, onResult: (@MainActor @Sendable (Intent.Answer) -> Void)? = nil
    ) {
        self.target = .route(route)
        self.params = params
        self.extras = extras
        self.presentation = presentation
        self.context = context
        self.onResult = onResult
    }

    /// An intent to whatever route `url` (a URL or a bare path) matches.
    public init(
        url: String, extras: JSONValue? = nil, presentation: Intent.Presentation? = nil, context: (any Sendable)? = nil,
        onResult: (@MainActor @Sendable (Intent.Answer) -> Void)? = nil
    ) {
        self.target = .url(url)
        self.params = [:]
        self.extras = extras
        self.presentation = presentation
        self.context = context
        self.onResult = onResult
    }
}

extension Intent {
    /// The answer a destination gives to an intent that asked for one.
    ///
    /// Named `Answer`, not `IntentResult`, so that a file importing AppIntents
    /// (whose `perform()` returns `some IntentResult`) sees no clash.
    public enum Answer: Sendable {
        /// The destination finished and returns data (or `nil`).
        case ok((any Sendable)?)
        /// No answer, and why: the user or the app backed out, the destination
        /// went away without answering, or the entry never reached it
        /// (unmatched, rejected, superseded, dropped); see ``Cancellation``.
        case canceled(Cancellation)

        /// Whether this is ``canceled(_:)``.
        public var isCanceled: Bool {
            if case .canceled = self { return true }
            return false
        }

        /// Why the intent was canceled; `nil` for an ``ok(_:)`` answer.
        public var cancellation: Cancellation? {
            if case .canceled(let cancellation) = self { return cancellation }
            return nil
        }

        /// The data of an ``ok(_:)`` answer, cast to `T`.
        public func value<T>(as type: T.Type = T.self) -> T? {
            if case .ok(let data) = self { return data as? T }
            return nil
        }
    }
}
