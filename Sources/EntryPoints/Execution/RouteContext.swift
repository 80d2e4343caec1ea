/// What a handler gets besides the request: the root behind a fence, an
/// intent's data and result channel, and the controller's calls a handler
/// needs.
///
/// **The fence.** The context is a handler's only way to the root: it
/// reads it with ``read(_:)`` and changes it with ``update(_:)``, and both
/// do nothing once the entry lost (a newer entry superseded it,
/// ``RouteController/reset()`` dropped it, or its run is over), on a value
/// root and a reference root alike. No property hands out the root or the
/// controller, so a handler that resumes after it lost cannot reach the
/// screen. Keep the root inside the closures: a reference root stored
/// outside them, or an app object the handler's closure captured (its own
/// coordinator, the controller), is outside the fence, and the library
/// cannot see it.
///
/// ```swift
/// try controller.handleAsync(.story) { request, context in
///     let story = try await api.story(try request.decode(StoryLink.self).storyId)
///     return context.update { root in root.show(story) }   // false, and nothing shown, once superseded
/// }
/// ```
///
/// **Calling back.** The context opens entries and waits on the
/// controller for its handler: ``open(_:identity:action:)`` queues an entry
/// behind the one running, ``openAndWait(_:identity:action:)`` and
/// ``openForResult(_:action:)`` run one at once as this entry's child, and
/// ``idle()`` waits for everything but this entry. What it opens follows
/// the rule for entries opened from callbacks (the article on guards and
/// readiness, "What callbacks open"): it never supersedes, and once this
/// entry lost it is refused (`rejected` / ``Outcome/Reason/superseded``) and never runs.
public struct RouteContext<Root>: Sendable {
    /// The routed request.
    public let request: RouteRequest
    /// An intent's data of any `Sendable` type (``Intent/context``).
    public let intentContext: (any Sendable)?
    /// Where to answer an intent that asked for a result; hold on to it while the
    /// destination is shown, and answer once. Dropping it unanswered cancels.
    public let completion: Intent.Completion?
    /// The controller executing the entry: reached only through the fence.
    let controller: RouteController<Root>
    /// The entry and run this context belongs to.
    let scope: ExecutingEntry.Scope
    /// The id of the scene (window) the handler runs for: the entry's
    /// landing scene (a redirect's: the arrival scene); ``read(_:)`` and
    /// ``update(_:)`` reach that scene's root. `nil` for a table without
    /// `scenes` (one scene).
    public let scene: String?

    /// How an intent asked its destination to be shown; `nil` when it did not say.
    public var presentation: Intent.Presentation? { request.presentation }

    /// The intent's data cast to `T`.
    public func context<T>(as type: T.Type = T.self) -> T? {
        intentContext as? T
    }

    /// Whether this entry lost: a newer entry superseded it,
    /// ``RouteController/reset()`` dropped it (its task is canceled too), or
    /// its run is over. ``read(_:)`` and ``update(_:)`` do nothing then.
    @MainActor
    public var isSuperseded: Bool { scope.run.isOver }

    /// Reads the root as it stands now (read it again after an `await`: it
    /// may have changed meanwhile). Does nothing once the entry lost.
    ///
    /// ```swift
    /// let showing = context.read { $0.tab }
    /// ```
    /// - Returns: what `body` returned, or `nil` once the entry lost.
    @MainActor
    public func read<T>(_ body: (Root) throws -> T) rethrows -> T? {
        guard !isSuperseded, let root = controller.root(at: scene) else { return nil }
        return try body(root)
    }

    /// Changes the root, a value root (``NavigationState``, an app's struct)
    /// in place and a reference root (a coordinator, an `@Observable` model)
    /// through the same `inout` parameter. Does nothing once the entry lost.
    ///
    /// Inside `change`, use its parameter: the root is being changed in
    /// place, so reading the controller's root there is a programming error
    /// (``RouteController/root``), and what `change` asks of the controller
    /// runs after it (``RouteController/update(_:)``).
    ///
    /// With scenes, it changes the root of the handler's ``scene`` only;
    /// once that scene closed, it does nothing.
    ///
    /// - Returns: whether the change ran.
    @MainActor
    @discardableResult
    public func update(_ change: @escaping (inout Root) -> Void) -> Bool {
        guard !isSuperseded else { return false }
        guard let scene else {
            controller.update(change)
            return true
        }
        guard controller.scenes.index(of: scene) != nil else { return false }
        controller.update(.scene(scene), change)
        return true
    }

    /// Opens an entry from this handler; it is queued behind the one running
    /// (see ``RouteController/open(_:policy:identity:action:)``). It never
    /// supersedes; once this entry lost, it is refused and never runs.
    /// - Returns: the entry's ticket and its outcome.
    @MainActor
    @discardableResult
    public func open(
        _ entry: EntryPoint, identity: String? = nil, action: RouteController<Root>.Action? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        controller.submit(entry, policy: nil, identity: identity, action: action, awaited: false, scope: scope)
    }

    /// Opens an entry and waits for its outcome; while this entry runs, it
    /// runs at once as its child (see ``RouteController/openAndWait(_:policy:identity:action:)``).
    @MainActor
    public func openAndWait(
        _ entry: EntryPoint, identity: String? = nil, action: RouteController<Root>.Action? = nil
    ) async -> Outcome {
        await controller.wait(for: entry, policy: nil, identity: identity, action: action, scope: scope)
    }

    /// Opens an intent and waits for the destination's answer; it runs at
    /// once as this entry's child (see ``RouteController/openForResult(_:policy:action:)``).
    @MainActor
    public func openForResult(_ intent: Intent, action: RouteController<Root>.Action? = nil) async -> Intent.Answer {
        await controller.result(of: intent, policy: nil, action: action, scope: scope)
    }

    /// Opens an intent and returns the destination's answer as a `T` (see
    /// ``RouteController/openForResult(_:as:policy:action:)``).
    /// - Throws: ``Intent/Cancellation`` when the intent was canceled or answered with another type.
    @MainActor
    public func openForResult<T>(
        _ intent: Intent, as type: T.Type, action: RouteController<Root>.Action? = nil
    ) async throws(Intent.Cancellation) -> T? {
        try Intent.Answer.value(of: await openForResult(intent, action: action), as: type)
    }

    /// Returns once nothing runs but this entry and the entries awaiting it
    /// (see ``RouteController/idle()``).
    @MainActor
    public func idle() async {
        await controller.idle(scope: scope.ticket)
    }

    /// Tells the controller the app's state changed (see ``RouteController/stateDidChange()``).
    @MainActor
    @discardableResult
    public func stateDidChange() -> [Outcome.Resumed] {
        controller.stateDidChange()
    }

    /// Marks the app ready (see ``RouteController/markReady()``).
    @MainActor
    @discardableResult
    public func markReady() -> [Outcome.Resumed] {
        controller.markReady()
    }

    /// Unwinds a revoked guard's screens and resumes what waits on the root
    /// (see ``RouteController/revoke(_:)``). It changes the root, so it does
    /// nothing once this entry lost.
    @MainActor
    @discardableResult
    public func revoke(_ name: String) -> [Outcome.Resumed] {
        guard !isSuperseded else { return [] }
        return controller.revoke(name)
    }

    /// Starts over (see ``RouteController/reset()``). It changes the root, so
    /// it does nothing once this entry lost.
    /// - Returns: whether the reset ran.
    @MainActor
    @discardableResult
    public func reset() -> Bool {
        guard !isSuperseded else { return false }
        controller.reset()
        return true
    }

    /// The state of the entry `ticket` (see ``RouteController/state(of:)``).
    @MainActor
    public func state(of ticket: EntryTicket) -> EntryTicket.State? {
        controller.state(of: ticket)
    }
}

extension RouteContext where Root == NavigationState {
    /// Sets flags as the controller's `setFlags(_:)` does; it changes the
    /// root, so it does nothing once this entry lost.
    @MainActor
    @discardableResult
    public func setFlags(_ flags: KeyValuePairs<String, Bool>) -> [Outcome.Resumed] {
        guard !isSuperseded else { return [] }
        return controller.setFlags(flags)
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
