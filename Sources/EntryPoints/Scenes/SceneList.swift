/// The open scenes (windows) of a controller, apart from their roots: ids
/// and kinds, which one is active and in what order they were, how many
/// scenes routing opened, and the rules of the Windows and scenes article
/// that need no root: the landing choice, what `connect`, `activate` and
/// `disconnect` refuse, and the scene members of an outcome.
///
/// NB: not generic, so an app compiles it once whatever its roots; the
/// controller keeps the roots in an array parallel to ``scenes``.
struct SceneList {
    /// One open scene.
    struct Scene {
        var id: String
        var kind: String
        /// When it was last active: larger is more recent.
        var activated: Int
    }

    /// Where a routed entry lands.
    enum Landing: Equatable {
        /// In the open scene at this index.
        case scene(Int)
        /// In a new scene of this kind.
        case open(kind: String)
    }

    /// The table's kinds, the primary first; `nil` when it declares none
    /// (one scene, and outcomes carry no scene members).
    let kinds: [String]?
    /// The open scenes, in the order they opened.
    private(set) var scenes: [Scene]
    /// The index of the active scene.
    private(set) var active = 0
    /// Whether the app connected a scene yet: until it does, the first
    /// ``connect(_:kind:)`` takes the initial scene's place.
    private(set) var connected = false
    private var clock = 0
    /// How many scenes routing opened (`auto-N`); `reset` does not restart it.
    private var opened = 0

    /// One scene, `"1"`, of the primary kind, active.
    init(kinds: [String]?) {
        self.kinds = kinds
        scenes = [Scene(id: "1", kind: kinds?.first ?? "", activated: 0)]
    }

    // MARK: Reading

    /// The id of the active scene.
    var activeID: String { scenes[active].id }

    /// The index of open scene `id`.
    func index(of id: String) -> Int? { scenes.firstIndex { $0.id == id } }

    /// The arrival scene of an entry the system delivered to `scene`: that
    /// scene when it is open, otherwise the active one; `nil` for a table
    /// without scenes.
    func arrival(deliveredTo scene: String?) -> String? {
        guard kinds != nil else { return nil }
        if let scene, index(of: scene) != nil { return scene }
        return activeID
    }

    /// The scene an arrival stands for now: itself while open; once closed, the active scene.
    func current(_ arrival: String) -> Int { index(of: arrival) ?? active }

    // MARK: The landing rule

    /// Where an entry that reached `route` lands, having arrived in `arrival`
    /// (the route's `scene`, section "Which scene an entry lands in" of the
    /// Windows and scenes article). `shows(index)` tells whether that
    /// scene's current screen is the route's screen with the entry's parameters.
    func landing(for route: Route, arrival: String, shows: (Int) -> Bool) -> Landing {
        let arrival = current(arrival)
        switch route.scene ?? .arrival {
        case .showing:
            if let showing = mostRecent(where: shows) { return .scene(showing) }
            fallthrough
        case .arrival:
            guard let kind = route.sceneKind, scenes[arrival].kind != kind else { return .scene(arrival) }
            if let same = mostRecent(where: { scenes[$0].kind == kind }) { return .scene(same) }
            return .open(kind: kind)
        case .new:
            return .open(kind: route.sceneKind ?? kinds?.first ?? "")
        }
    }

    /// The most recently active open scene among those `matching` holds for.
    private func mostRecent(where matching: (Int) -> Bool) -> Int? {
        scenes.indices.filter(matching).max { scenes[$0].activated < scenes[$1].activated }
    }

    // MARK: Changes

    /// Makes the scene at `index` the active one.
    mutating func activate(_ index: Int) {
        clock += 1
        active = index
        scenes[index].activated = clock
    }

    /// The id of the next scene routing opens: `auto-N`, skipping an id already open.
    mutating func nextOpenedID() -> String {
        while true {
            opened += 1
            let id = "auto-\(opened)"
            if index(of: id) == nil { return id }
        }
    }

    /// Why `connect` refuses scene `id` of `kind` (`nil`: the primary
    /// kind), or `nil` when it may connect.
    func refusal(connecting id: String, kind: String?) -> Outcome? {
        guard let kinds else { return Self.noScenes }
        if let kind, !kinds.contains(kind) {
            return Self.badScene(
                "scene kind " + Self.quoted(kind) + " is not one of the table's scenes"
                    + Suggestion.hint(for: kind, among: kinds))
        }
        if connected, index(of: id) != nil { return Self.badScene("scene " + Self.quoted(id) + " is already open") }
        return nil
    }

    /// Why `activate` or `disconnect` (`closing`) refuses scene `id`, or `nil`.
    func refusal(changing id: String, closing: Bool) -> Outcome? {
        guard kinds != nil else { return Self.noScenes }
        guard index(of: id) != nil else { return Self.badScene("no scene " + Self.quoted(id) + " is open") }
        if closing, scenes.count == 1 {
            return Self.badScene("scene " + Self.quoted(id) + " is the last one open; an app always has one")
        }
        return nil
    }

    /// Opens scene `id` (checked by ``refusal(connecting:kind:)``) and makes
    /// it active; the first connect the app makes takes the initial scene's
    /// place, unless routing asked for the scene (`requested`: the initial
    /// scene stays). Returns its index, which is ``scenes``' count minus one
    /// unless it took that place.
    mutating func connect(_ id: String, kind: String?, requested: Bool = false) -> Int {
        let scene = Scene(id: id, kind: kind ?? kinds?.first ?? "", activated: 0)
        var index = 0
        if connected || requested {
            scenes.append(scene)
            index = scenes.count - 1
        } else {
            scenes[0] = scene
        }
        connected = true
        activate(index)
        return index
    }

    /// Closes the scene at `index`; when it was active, the most recently
    /// active remaining scene becomes active.
    mutating func remove(at index: Int) {
        let wasActive = index == active
        scenes.remove(at: index)
        if wasActive {
            active = mostRecent { _ in true } ?? 0
        } else if active > index {
            active -= 1
        }
    }

    // MARK: What outcomes say

    /// Sets `outcome`'s scene members for an entry that arrived in `arrival`
    /// (for a routed entry: the open scene its arrival stood for when it
    /// landed): `scene` (where it landed when routed, otherwise its arrival
    /// scene, or the active one once that closed), `from` (the arrival, when
    /// it routed elsewhere), `opened`.
    func stamp(_ outcome: inout Outcome, arrival: String, landing: String?, opened: Bool) {
        if outcome.status == .routed, let landing {
            outcome.scene = landing
            if landing != arrival { outcome.forwardedFrom = arrival }
        } else {
            outcome.scene = scenes[current(arrival)].id
        }
        outcome.openedScene = opened
    }

    private static var noScenes: Outcome {
        badScene("the route table declares no scenes, so there is one scene and no scene event applies")
    }

    private static func badScene(_ message: String) -> Outcome {
        Outcome(status: .rejected, reason: .badScene, message: message)
    }

    private static func quoted(_ text: String) -> String { JSONValue.string(text).jsonText }
}
