/// The controller's typed API: every call generated route types make goes
/// through here, so the controller's own API can change in one place.
extension RouteController {
    /// Opens an intent to `route`, with its parameters: the typed form of
    /// ``open(_:policy:identity:action:)``.
    ///
    /// ```swift
    /// controller.open(StoryRoute(storyId: 42))
    /// controller.open(.story(storyId: 42))
    /// ```
    /// - Returns: the entry's ticket and its outcome.
    @discardableResult
    public func open<Destination: TypedRoute>(
        _ route: Destination, presentation: Intent.Presentation? = nil, policy: Policy? = nil, action: Action? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.intent(route.intent(presentation: presentation)), policy: policy, action: action)
    }

    /// Opens an intent to `route` and returns the destination's answer as
    /// the route's declared `result` type.
    ///
    /// ```swift
    /// let contact: UUID? = try await controller.openForResult(PickContactRoute())
    /// ```
    /// - Returns: the answer, or `nil` when the destination answered with no value.
    /// - Throws: ``Intent/Cancellation`` as ``openForResult(_:as:policy:action:)`` does.
    public func openForResult<Destination: TypedResultRoute>(
        _ route: Destination, presentation: Intent.Presentation? = nil, policy: Policy? = nil, action: Action? = nil
    ) async throws(Intent.Cancellation) -> Destination.Result? {
        try await openForResult(
            route.intent(presentation: presentation), as: Destination.Result.self, policy: policy, action: action)
    }

    /// Sets what the route of `type` does; the handler receives the typed
    /// value and the entry's context (``RouteContext/read(_:)`` to read the
    /// root, ``RouteContext/update(_:)`` to change it).
    ///
    /// ```swift
    /// try controller.handle(StoryRoute.self) { story, context in
    ///     context.update { root in root.show(story: story.storyId) }
    /// }
    /// ```
    ///
    /// A request whose parameters do not fit the type (a table that changed
    /// since the code was generated) is not reached: the handler is not called.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table has no such route.
    public func handle<Destination: TypedRoute>(
        _ type: Destination.Type,
        with handler: @escaping @MainActor (Destination, RouteContext<Root>) -> Bool
    ) throws(EntryPointsError) {
        try handle(Destination.routeID) { (request: RouteRequest, context: RouteContext<Root>) -> Bool in
            guard let value = try? Destination(request) else { return false }
            return handler(value, context)
        }
    }

    /// Sets what the route of `type` does, asynchronously (fetch, then
    /// navigate); the handler receives the typed value. A thrown error, or
    /// parameters that do not fit the type, make the entry `rejected` /
    /// ``Outcome/Reason/notReached``. The typed form of
    /// ``handleAsync(_:with:)-(Route.ID,_)``: a distinct name, so adding a `try` to a
    /// synchronous handler cannot silently make it asynchronous.
    /// - Throws: ``EntryPointsError/Code/unknownHandlerRoute`` when the table has no such route.
    public func handleAsync<Destination: TypedRoute>(
        _ type: Destination.Type,
        with handler: @escaping @MainActor (Destination, RouteContext<Root>) async throws -> Bool
    ) throws(EntryPointsError) {
        try handleAsync(Destination.routeID) {
            (request: RouteRequest, context: RouteContext<Root>) async throws -> Bool in
            try await handler(try Destination(request), context)
        }
    }
}

extension RouteContext {
    /// Answers the intent with a value of the route's declared `result`
    /// type, so the answer is checked by the compiler as the question is.
    ///
    /// ```swift
    /// try controller.handle(PickContactRoute.self) { _, context in
    ///     context.update { root in
    ///         root.showContactPicker { contact in context.answer(PickContactRoute.self, with: contact.id) }
    ///     }
    /// }
    /// ```
    /// Does nothing when the intent asked for no result or was answered already.
    @MainActor
    public func answer<Destination: TypedResultRoute>(_ type: Destination.Type, with value: Destination.Result?) {
        completion?.complete(.ok(value.map { $0 as any Sendable }))
    }
}

extension RouteContext {
    /// Opens an intent to `route` from this handler: the typed form of
    /// ``open(_:identity:action:)``.
    /// - Returns: the entry's ticket and its outcome.
    @MainActor
    @discardableResult
    public func open<Destination: TypedRoute>(
        _ route: Destination, presentation: Intent.Presentation? = nil, action: RouteController<Root>.Action? = nil
    ) -> (ticket: EntryTicket, outcome: Outcome) {
        open(.intent(route.intent(presentation: presentation)), action: action)
    }

    /// Opens an intent to `route` as this entry's child and returns the
    /// destination's answer as the route's declared `result` type.
    /// - Throws: ``Intent/Cancellation`` as ``RouteController/openForResult(_:as:policy:action:)`` does.
    @MainActor
    public func openForResult<Destination: TypedResultRoute>(
        _ route: Destination, presentation: Intent.Presentation? = nil, action: RouteController<Root>.Action? = nil
    ) async throws(Intent.Cancellation) -> Destination.Result? {
        try await openForResult(route.intent(presentation: presentation), as: Destination.Result.self, action: action)
    }
}
