// Scenes (windows): one app-wide controller keeps one root per open scene.
// What needs no root (ids, kinds, which is active, the landing rule, the
// refusals) lives in SceneList, compiled once; this file keeps the roots
// parallel to it and answers the app's calls. The Windows and scenes
// article states the rules.

extension RouteController {
    /// The ids of the open scenes, in the order they opened.
    public var openScenes: [String] { scenes.scenes.map(\.id) }

    /// The id of the active scene: the one the user is in, whose root is ``root``.
    public var activeScene: String { scenes.activeID }

    /// The kind of open scene `id` (one of the table's `scenes`); `nil` when it is not open.
    public func kind(ofScene id: String) -> String? {
        scenes.index(of: id).map { scenes.scenes[$0].kind }
    }

    /// The root of open scene `id`; `nil` when it is not open.
    public func root(ofScene id: String) -> Root? { root(at: id) }

    /// The root of scene `id` (`nil`: the active scene's); `nil` once it closed.
    func root(at id: String?) -> Root? {
        assert(pendingUpdates == nil, Self.readInsideUpdate)
        guard let id else { return roots[scenes.active] }
        return scenes.index(of: id).map { roots[$0] }
    }

    /// A scene (window) connected: the system made it, or it reconnected.
    ///
    /// It opens with `root`, becomes active, and entries can land in it;
    /// the first scene the app connects takes the place of the initial one
    /// (id `"1"`, the root the controller was made with). An entry waiting
    /// for this scene (``SceneOpening/openScene(_:)`` named `id`) lands in
    /// it now. Refused (`rejected` / ``Outcome/Reason/badScene``) when the
    /// table declares no `scenes`, `kind` is not one of them, or `id` is open.
    ///
    /// - Parameters:
    ///   - id: the scene's id, stable while it lives (a scene session's
    ///     `persistentIdentifier`, or the ``SceneRequest/id`` it was opened for).
    ///   - kind: its kind, one of the table's `scenes`; `nil`: the first (primary) kind.
    ///   - root: its root, which handlers of entries landing there change.
    /// - Returns: `ok`, or why it was refused.
    // NB: not specialized for the built-in roots, whose `connect(_:kind:)` calls it: that would copy the whole pump into the app.
    @discardableResult
    @_semantics("optimize.sil.specialize.generic.never")
    public func connect(_ id: String, kind: String? = nil, root: Root) -> Outcome {
        if let refusal = scenes.refusal(connecting: id, kind: kind) {
            tellRecorders(.scene(.open(id: id, kind: kind), refusal))
            return refusal
        }
        // NB: the roots are being changed in place inside an update: the scene connects after it.
        if deferredUntilUpdated({ [self] in connect(id, kind: kind, root: root) }) { return .ok }
        let requested = requestingScene == id || awaitingScenes[id] != nil
        // NB: a scene opened for an entry is not the app's doing in a replay: entryd opens it as the entry lands.
        if !requested { tellRecorders(.scene(.open(id: id, kind: kind), .ok)) }
        let index = scenes.connect(id, kind: kind, requested: requested)
        if index < roots.count { roots[index] = root } else { roots.append(root) }
        guard requestingScene != id, let waiting = awaitingScenes.removeValue(forKey: id) else { return .ok }
        withPump { land(waiting.ticket, waiting.run, in: id, opened: true) }
        return .ok
    }

    /// Scene `id` became active (`sceneDidBecomeActive`): the user is in it.
    ///
    /// - Returns: `ok`, or `rejected` / ``Outcome/Reason/badScene`` when it is not open.
    @discardableResult
    public func activate(_ id: String) -> Outcome {
        let refusal = scenes.refusal(changing: id, closing: false)
        tellRecorders(.scene(.activate(id: id), refusal ?? .ok))
        if let refusal { return refusal }
        if let index = scenes.index(of: id) { scenes.activate(index) }
        return .ok
    }

    /// Scene `id` closed (`sceneDidDisconnect`): its root goes, and when it
    /// was active, the most recently active remaining scene becomes active.
    /// Entries still running for it change nothing any more.
    ///
    /// - Returns: `ok`, or `rejected` / ``Outcome/Reason/badScene`` when it
    ///   is not open or is the last one open (it stays open).
    @discardableResult
    public func disconnect(_ id: String) -> Outcome {
        if let refusal = scenes.refusal(changing: id, closing: true) {
            tellRecorders(.scene(.close(id: id), refusal))
            return refusal
        }
        if deferredUntilUpdated({ [self] in disconnect(id) }) { return .ok }
        tellRecorders(.scene(.close(id: id), .ok))
        if let index = scenes.index(of: id) {
            roots.remove(at: index)
            scenes.remove(at: index)
        }
        return .ok
    }

    /// Changes the root of open scene `id` in place, as ``update(_:)`` does
    /// the active scene's (a reconnected scene's new root: `$0 = root`).
    ///
    /// - Returns: whether scene `id` is open.
    @discardableResult
    public func update(scene id: String, _ change: @escaping (inout Root) -> Void) -> Bool {
        guard scenes.index(of: id) != nil else { return false }
        update(.scene(id), change)
        return true
    }

    /// Changes the root of every open scene in place, as ``update(_:)``
    /// does the active scene's: what is the app's, not a window's (signing out).
    public func updateEveryScene(_ change: @escaping (inout Root) -> Void) {
        update(.every, change)
    }

    /// The scene the app was asked to open for an entry (``SceneOpening/openScene(_:)``)
    /// will not come (the activation request's error handler ran): the entry
    /// waiting for it lands in its arrival scene now.
    public func sceneRequestFailed(_ id: String) {
        guard let waiting = awaitingScenes.removeValue(forKey: id), let record = record(waiting.ticket) else { return }
        let arrival = record.arrivalScene.map { scenes.scenes[scenes.current($0)].id }
        waiting.run.arrivedIn = arrival
        withPump { land(waiting.ticket, waiting.run, in: arrival, opened: false) }
    }

    // MARK: Landing

    /// Chooses where a running entry lands (the route's `scene` and
    /// `sceneKind`); `false` while the scene opened for it has not connected
    /// (it goes on from ``connect(_:kind:root:)`` or ``sceneRequestFailed(_:)``).
    func land(_ ticket: EntryTicket, _ run: RouteRun, route: Route, request: RouteRequest, arrival: String) -> Bool {
        run.arrivedIn = scenes.scenes[scenes.current(arrival)].id
        var screen: Screen?
        if route.scene == .showing { screen = Screen(route.screen, params: request.params) }
        let landing = scenes.landing(for: route, arrival: arrival) { [self] index in
            guard let screen, let root = roots[index] as? any ScreenShowingRoot else { return false }
            return root.currentScreen == screen
        }
        switch landing {
        case .scene(let index):
            run.scene = scenes.scenes[index].id
        case .open(let kind):
            let id = scenes.nextOpenedID()
            if let opener = sceneOpener {
                awaitingScenes[id] = (ticket, run)
                requestingScene = id
                let asked = opener.openScene(SceneRequest(id: id, kind: kind))
                requestingScene = nil
                if scenes.index(of: id) != nil {
                    awaitingScenes[id] = nil
                    (run.scene, run.openedScene) = (id, true)
                } else if asked {
                    waitForScene(id)
                    return false
                } else {
                    awaitingScenes[id] = nil
                    run.scene = scenes.scenes[scenes.current(arrival)].id
                }
            } else if let make = newSceneRoot {
                requestingScene = id
                connect(id, kind: kind, root: make())
                requestingScene = nil
                (run.scene, run.openedScene) = (id, true)
            } else {
                run.scene = scenes.scenes[scenes.current(arrival)].id
            }
        }
        return true
    }

    /// Gives up on scene `id` after ``sceneConnectionTimeout``, unless it connected.
    private func waitForScene(_ id: String) {
        let timeout = sceneConnectionTimeout
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            self?.sceneRequestFailed(id)
        }
    }

    /// Lands a waiting entry in `scene` and runs its handler there, unless it lost meanwhile.
    private func land(_ ticket: EntryTicket, _ run: RouteRun, in scene: String?, opened: Bool) {
        guard isLive(ticket, run) else { return }
        (run.scene, run.openedScene) = (scene, opened)
        runHandler(ticket, run)
    }

    /// An entry routed in `scene`: it becomes active, and when the entry
    /// arrived elsewhere (`arrival`, the open scene its arrival stood for)
    /// and no scene was opened for it, the app brings it forward.
    func landed(in scene: String, arrival: String?, opened: Bool) {
        guard let index = scenes.index(of: scene) else { return }
        let forwarded = arrival.map { $0 != scene } ?? false
        scenes.activate(index)
        if forwarded, !opened { sceneOpener?.showScene(scene) }
    }

    /// `outcome` with its scene members, for an entry of a table with scenes.
    func stamped(_ outcome: Outcome, _ record: Record) -> Outcome {
        guard let arrival = record.arrivalScene else { return outcome }
        var outcome = outcome
        let run = record.run
        scenes.stamp(
            &outcome, arrival: run?.arrivedIn ?? arrival, landing: run?.scene, opened: run?.openedScene ?? false)
        return outcome
    }
}
