/// What a handler gets besides the root and the request: the controller (to
/// call back into it), an intent's data and result channel, and the way to
/// change a value root.
///
/// A handler may call any controller API through ``controller``: an entry it
/// opens is queued and runs after the one executing, in order.
public struct RouteContext<Root>: Sendable {
    /// The routed request.
    public let request: RouteRequest
    /// An intent's data of any `Sendable` type (``Intent/context``).
    public let intentContext: (any Sendable)?
    /// Where to answer an intent that asked for a result; hold on to it while the
    /// destination is shown, and answer once. Dropping it unanswered cancels.
    public let completion: IntentCompletion?
    /// The controller executing the entry.
    public let controller: RouteController<Root>
    /// The execution this context belongs to, to tell whether it was superseded.
    let run: RouteRun?

    /// How an intent asked its destination to be shown; `nil` when it did not say.
    public var presentation: Presentation? { request.presentation }

    /// The intent's data cast to `T`.
    public func context<T>(as type: T.Type = T.self) -> T? {
        intentContext as? T
    }

    /// Whether a newer entry superseded this one (its task is canceled too):
    /// a handler that ignores cancellation checks this before it navigates.
    @MainActor
    public var isSuperseded: Bool { run?.isSuperseded ?? false }

    /// Changes the root: a value root (``NavigationState``, an app's struct)
    /// through a copy that is written back, so the change may read
    /// `controller.root` freely. Ignored once the entry was superseded.
    @MainActor
    public func update(_ change: @escaping (inout Root) -> Void) {
        guard !isSuperseded else { return }
        controller.update(change)
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
    /// The ticket ``RouteController/open(_:policy:action:)`` returned for the entry.
    public var ticket: EntryTicket
    /// What became of it this time.
    public var outcome: Outcome
}
