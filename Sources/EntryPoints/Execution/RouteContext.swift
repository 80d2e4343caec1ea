/// What a handler gets besides the root: the typed request and, for
/// intents, the caller's data and the channel for a result.
public struct RouteContext: Sendable {
    /// The routed request.
    public let request: RouteRequest
    /// An intent's data of any `Sendable` type (``Intent/context``).
    public let intentContext: (any Sendable)?
    /// Where to answer an intent that asked for a result; hold on to it while the
    /// destination is shown, and answer once. Dropping it unanswered cancels.
    public let completion: IntentCompletion?

    /// The intent's data cast to `T`.
    public func context<T>(as type: T.Type = T.self) -> T? {
        intentContext as? T
    }
}

/// A number that identifies one opened entry, so a resumed outcome can be
/// told apart from the others.
public struct EntryTicket: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The ticket's number; tickets count up from 1 in the order entries are opened.
    public let rawValue: Int
    /// The ticket numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: EntryTicket, rhs: EntryTicket) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// The outcome of an entry that was held or parked and has now run again.
public struct Resumed: Hashable, Sendable {
    /// The ticket ``RouteController/open(_:action:)`` returned for the entry.
    public var ticket: EntryTicket
    /// What became of it this time.
    public var outcome: Outcome
}

extension Outcome.Reason {
    /// A handler reported that its destination could not be reached (library only; entryd never writes it).
    public static let notReached = Self(rawValue: "not-reached")
}
