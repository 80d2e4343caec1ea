@testable import EntryPoints

/// A root the combination sequences run on: the built-in state, an app's class or an app's struct.
@MainActor
protocol CombinationRoot {
    /// A controller over a fresh root of this kind.
    static func makeController(router: Router, coldStart: Bool, maxIdentities: Int) -> RouteController<Self>
    /// Signs in or out as app code does.
    static func signIn(_ value: Bool, on controller: RouteController<Self>)
    /// Signs in or out from a handler, through its context.
    static func signIn(_ value: Bool, in context: RouteContext<Self>)
    /// Records a change made by entry `uid`.
    mutating func mark(_ uid: Int)
}

extension NavigationState: CombinationRoot {
    static func makeController(router: Router, coldStart: Bool, maxIdentities: Int) -> RouteController<Self> {
        RouteController(router: router, coldStart: coldStart, maxIdentities: maxIdentities)
    }
    static func signIn(_ value: Bool, on controller: RouteController<Self>) { controller.setFlags(["signedIn": value]) }
    static func signIn(_ value: Bool, in context: RouteContext<Self>) { context.setFlags(["signedIn": value]) }
    mutating func mark(_ uid: Int) { modal.append(Screen("m\(uid)")) }
}

/// An app's coordinator: a reference root.
@MainActor
final class CombinationClassRoot: CombinationRoot, ResettableRoot {
    var marks: [Int] = []
    var signedIn = false

    static func makeController(router: Router, coldStart: Bool, maxIdentities: Int) -> RouteController<
        CombinationClassRoot
    > {
        RouteController(
            root: CombinationClassRoot(), router: router, coldStart: coldStart, maxIdentities: maxIdentities
        ) {
            root, name in name == "signedIn" ? root.signedIn : nil
        }
    }
    static func signIn(_ value: Bool, on controller: RouteController<CombinationClassRoot>) {
        controller.update { $0.signedIn = value }
        if value { controller.stateDidChange() } else { controller.revoke("signedIn") }
    }
    static func signIn(_ value: Bool, in context: RouteContext<CombinationClassRoot>) {
        context.update { $0.signedIn = value }
        if value { context.stateDidChange() } else { context.revoke("signedIn") }
    }
    func mark(_ uid: Int) { marks.append(uid) }
    func resetToInitialState() {
        marks = []
        signedIn = false
    }
}

/// An app's model as a value root.
struct CombinationValueRoot: CombinationRoot {
    var marks: [Int] = []
    var signedIn = false

    static func makeController(router: Router, coldStart: Bool, maxIdentities: Int) -> RouteController<Self> {
        RouteController(root: Self(), router: router, coldStart: coldStart, maxIdentities: maxIdentities) {
            root, name in name == "signedIn" ? root.signedIn : nil
        }
    }
    static func signIn(_ value: Bool, on controller: RouteController<Self>) {
        controller.update { $0.signedIn = value }
        controller.stateDidChange()
    }
    static func signIn(_ value: Bool, in context: RouteContext<Self>) {
        context.update { $0.signedIn = value }
        context.stateDidChange()
    }
    mutating func mark(_ uid: Int) { marks.append(uid) }
}
