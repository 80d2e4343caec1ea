/// What a handler gets besides the request: the root (to read and to
/// change), the controller (to call back into it), an intent's data and
/// result channel.
///
/// The root is reached only through the context, so a handler that lost
/// (a newer entry superseded it, ``RouteController/reset()`` dropped it)
/// cannot change it: ``update(_:)`` does nothing then, on a value root and
/// a reference root alike.
///
/// A handler may call any controller API through ``controller``: an entry it
/// opens is queued and runs after the one running; an entry it opens and
/// awaits (``RouteController/openAndWait(_:policy:identity:action:)``,
/// ``RouteController/openForResult(_:policy:action:)``) runs at once as its child.
public struct RouteContext<Root>: Sendable {
    /// The routed request.
    public let request: RouteRequest
    /// An intent's data of any `Sendable` type (``Intent/context``).
    public let intentContext: (any Sendable)?
    /// Where to answer an intent that asked for a result; hold on to it while the
    /// destination is shown, and answer once. Dropping it unanswered cancels.
    public let completion: Intent.Completion?
    /// The controller executing the entry.
    public let controller: RouteController<Root>
    /// The run this context belongs to, to tell whether it is still live.
    let run: RouteRun?

    /// How an intent asked its destination to be shown; `nil` when it did not say.
    public var presentation: Intent.Presentation? { request.presentation }

    /// The intent's data cast to `T`.
    public func context<T>(as type: T.Type = T.self) -> T? {
        intentContext as? T
    }

    /// The root as it stands now (read it again after an `await`: it may
    /// have changed meanwhile). Change it with ``update(_:)``.
    @MainActor
    public var root: Root { controller.root }

    /// Whether this entry lost: a newer entry superseded it, or
    /// ``RouteController/reset()`` dropped it (its task is canceled too).
    /// ``update(_:)`` does nothing then.
    @MainActor
    public var isSuperseded: Bool { run?.isOver ?? false }

    /// Changes the root, a value root (``NavigationState``, an app's struct)
    /// in place and a reference root (a coordinator, an `@Observable` model)
    /// through the same `inout` parameter; the change may read
    /// `controller.root` freely. Does nothing once the entry lost.
    ///
    /// - Returns: whether the change ran.
    @MainActor
    @discardableResult
    public func update(_ change: @escaping (inout Root) -> Void) -> Bool {
        guard !isSuperseded else { return false }
        controller.update(change)
        return true
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

extension Outcome {
    /// The outcome of an entry that was held or parked and has now run again.
    public struct Resumed: Hashable, Sendable {
        /// The ticket ``RouteController/open(_:policy:identity:action:)`` returned for the entry.
        public var ticket: EntryTicket
        /// What became of it this time.
        public var outcome: Outcome
    }
}
