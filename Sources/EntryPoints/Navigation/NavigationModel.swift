import Observation

/// The built-in navigation state as an observable model that a SwiftUI app
/// binds directly, and a root a ``RouteController`` executes routes on.
///
/// Each part is observed on its own, so a view that reads the selected tab
/// is not redrawn when a stack changes, and a tab's stack view is not
/// redrawn when another tab's stack changes:
///
/// - ``selectedTab`` for `TabView(selection:)`;
/// - ``subscript(path:)`` (a tab's back stack, `[Screen]`) for
///   `NavigationStack(path:)` with `navigationDestination(for: Screen.self)`;
/// - ``sheet`` (the top modal screen) for `sheet(item:)`.
///
/// What the user does is written back: a swipe back shortens the bound
/// path, a dismissed sheet removes the top modal, a tapped tab selects it.
///
/// ```swift
/// let model = NavigationModel(tabs: router.table.tabs)
/// let controller = RouteController(model: model, router: router)
/// controller.markReady()                    // the UI is up: entries run as they arrive
/// controller.setFlags(["signedIn": true])   // the demo table's story requires it
/// controller.open(.url(URLEntry("demoapp://story/42")))
/// model.selectedTab          // "home"
/// model[path: "home"]        // [feed, story {storyId: 42}]
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public final class NavigationModel: Observable {
    private let registrar = ObservationRegistrar()
    private var storage: NavigationState

    /// A model over `state`.
    public init(state: NavigationState) {
        storage = state
    }

    /// A model in the initial state for `tabs` (the route table's `tabs`).
    public convenience init(tabs: [String]) {
        self.init(state: NavigationState(tabs: tabs))
    }

    /// The root tabs, in order.
    public var tabs: [String] { storage.tabs }

    /// The whole state. Setting it notifies only the observers of the parts that changed.
    public var state: NavigationState {
        get {
            registrar.access(self, keyPath: \.state)
            return storage
        }
        set { replace(with: newValue) }
    }

    /// The selected tab; setting a name that is not one of ``tabs`` is ignored.
    public var selectedTab: String {
        get {
            registrar.access(self, keyPath: \.selectedTab)
            return storage.tab
        }
        set {
            guard storage.tabs.contains(newValue) else { return }
            var state = storage
            state.tab = newValue
            replace(with: state)
        }
    }

    /// The back stack of `tab`; empty for a name that is not one of ``tabs``,
    /// where setting is ignored.
    public subscript(path tab: String) -> [Screen] {
        get {
            registrar.access(self, keyPath: \.[path: tab])
            return storage.stacks[tab] ?? []
        }
        set {
            guard storage.tabs.contains(tab) else { return }
            var state = storage
            state.stacks[tab] = newValue
            replace(with: state)
        }
    }

    /// The modally presented screens, bottom first.
    public var modal: [Screen] {
        get {
            registrar.access(self, keyPath: \.modal)
            return storage.modal
        }
        set {
            var state = storage
            state.modal = newValue
            replace(with: state)
        }
    }

    /// The top modal screen, for `sheet(item:)`. Setting `nil` (the user
    /// dismissed the sheet) removes the top screen; setting a screen replaces it.
    public var sheet: Screen? {
        get {
            registrar.access(self, keyPath: \.modal)
            return storage.modal.last
        }
        set {
            var modal = storage.modal
            if !modal.isEmpty { modal.removeLast() }
            if let newValue { modal.append(newValue) }
            self.modal = modal
        }
    }

    /// Whether the flag `name` is `true`.
    public func flag(_ name: String) -> Bool {
        registrar.access(self, keyPath: \.state)
        return storage.flag(name)
    }

    /// Changes the state in place; observers of the parts that changed are notified once.
    public func update<Result>(_ change: (inout NavigationState) throws -> Result) rethrows -> Result {
        var state = storage
        let result = try change(&state)
        replace(with: state)
        return result
    }

    /// Stores `state`, notifying the observers of each part that differs.
    private func replace(with state: NavigationState) {
        let old = storage
        guard old != state else { return }
        // NB: the whole value's observers first, each part's after, each only if it changed.
        registrar.withMutation(of: self, keyPath: \.state) {
            storage = state
        }
        if old.tab != state.tab {
            registrar.willSet(self, keyPath: \.selectedTab)
            registrar.didSet(self, keyPath: \.selectedTab)
        }
        for tab in Set(old.stacks.keys).union(state.stacks.keys) where old.stacks[tab] != state.stacks[tab] {
            registrar.willSet(self, keyPath: \.[path: tab])
            registrar.didSet(self, keyPath: \.[path: tab])
        }
        if old.modal != state.modal {
            registrar.willSet(self, keyPath: \.modal)
            registrar.didSet(self, keyPath: \.modal)
        }
    }
}

extension Screen: Identifiable {
    /// The screen itself: two screens with the same name and parameters are the same screen.
    public var id: Screen { self }
}
