import EntryPoints
import Testing

// Issue 26, step 1: the caller's code first. A small app written against the
// public API as an iOS app would write it: a coordinator root with tabs,
// stacks and a modal; a sign-in guard whose redirect is async; async
// handlers; an intent that answers with a result; and the compose screen
// that opens the contact picker and awaits the chosen contact.

/// The app's coordinator: what UIKit would keep.
@MainActor
final class MailCoordinator: ResettableRoot {
    var tab = "inbox"
    var stacks: [String: [String]] = ["inbox": [], "contacts": []]
    var modal: [String] = []
    var signedIn = false

    func resetToInitialState() {
        tab = "inbox"
        stacks = ["inbox": [], "contacts": []]
        modal = []
    }
}

/// The app: table, controller, handlers.
@MainActor
final class MailApp {
    let gates = Gates()
    let controller: RouteController<MailCoordinator>
    var log: [String] = []
    /// The picker on screen, with the channel for its answer.
    var picker: Intent.Completion?

    init() throws {
        let table = RouteTable(
            schemes: ["mail"], tabs: ["inbox", "contacts"],
            guards: [RouteTable.Guard("signedIn", redirect: "login")],
            routes: [
                Route("message", patterns: ["/message/:id"], requires: ["signedIn"], tab: "inbox"),
                Route("login", exposure: .internal, present: "login"),
                Route("compose", patterns: ["/compose"], requires: ["signedIn"], present: "compose"),
                Route("contactPicker", exposure: .internal, present: "contactPicker"),
            ])
        controller = RouteController(root: MailCoordinator(), router: try Router(table), coldStart: true) {
            root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        let gates = gates
        // The login screen loads its configuration before it shows.
        try controller.handleAsync("login") { _, context in
            await gates.wait("login config")
            return context.update { $0.modal.append("login") }
        }
        // A message is fetched, then shown.
        try controller.handleAsync("message") { request, context in
            let id = request.params["id"]?.stringValue ?? ""
            await gates.wait("message \(id)")
            try Task.checkCancellation()
            return context.update { root in
                root.tab = "inbox"
                root.stacks["inbox", default: []].append("message \(id)")
            }
        }
        // Compose asks for a recipient: it opens the picker and awaits the contact.
        try controller.handleAsync("compose") { _, context in
            context.update { $0.modal.append("compose") }
            let contact = try await context.openForResult(
                Intent(route: "contactPicker"), as: String.self)
            return context.update { $0.modal[$0.modal.count - 1] = "compose to \(contact ?? "nobody")" }
        }
        try controller.handle("contactPicker") { [unowned self] _, context in
            picker = context.completion
            return context.update { $0.modal.append("contactPicker") }
        }
        controller.addObserver { [unowned self] report in
            log.append("\(report.ticket) \(report.event) \(report.outcome.route ?? "-")")
        }
    }

    /// What the login screen does once the user signed in.
    func signIn() {
        controller.update { root in
            root.signedIn = true
            root.modal.removeAll { $0 == "login" }
        }
        controller.stateDidChange()
    }

    /// What the picker does when the user taps a contact.
    func pick(_ name: String) {
        picker?.complete(.ok(name))
        controller.update { $0.modal.removeAll { $0 == "contactPicker" } }
    }
}

@MainActor
@Suite("A caller's app: coordinator, async guard redirect, nested compose and picker", .timeLimit(.minutes(1)))
struct CallerAppTests {
    @Test("A cold launch's compose link: login, sign-in, compose awaits the picker, the contact lands")
    func composeWithPicker() async throws {
        let app = try MailApp()
        var reached = app.gates.reached.makeAsyncIterator()
        #expect(app.controller.open(.url(URLEntry("mail://compose"))).outcome.reason == .notReady)
        #expect(app.controller.diagnostics.heldWithoutReady == 1)
        app.controller.markReady()
        #expect(await reached.next() == "login config")
        app.gates.open("login config")
        await settle()
        #expect(app.controller.root.modal == ["login"])
        #expect(app.controller.parkedEntries.map(\.key) == ["signedIn"])
        app.signIn()
        await settle()
        #expect(app.controller.root.modal == ["compose", "contactPicker"])
        #expect(app.controller.isBusy)
        app.pick("ada")
        await app.controller.idle()
        #expect(app.controller.root.modal == ["compose to ada"])
        #expect(app.log == ["#1 held -", "#1 parked compose", "#2 routed contactPicker", "#1 routed compose"])
    }

    @Test("A newer message link supersedes a slow one; the stale message never shows")
    func newerMessageWins() async throws {
        let app = try MailApp()
        app.controller.markReady()
        app.controller.update { $0.signedIn = true }
        var reached = app.gates.reached.makeAsyncIterator()
        app.controller.open(.url(URLEntry("mail://message/1")))
        #expect(await reached.next() == "message 1")
        let second = Task { await app.controller.openAndWait(.url(URLEntry("mail://message/2"))) }
        #expect(await reached.next() == "message 2")
        app.gates.open("message 1")
        app.gates.open("message 2")
        #expect(await second.value.status == .routed)
        #expect(app.controller.root.stacks["inbox"] == ["message 2"])
        #expect(app.log == ["#1 superseded message", "#2 routed message"])
    }

    @Test("reset() on logout returns the coordinator to its first screen and drops what waits")
    func logout() async throws {
        let app = try MailApp()
        app.controller.markReady()
        app.controller.open(.url(URLEntry("mail://message/1")))
        app.controller.reset()
        #expect(app.controller.root.modal == [] && app.controller.root.stacks["inbox"] == [])
        #expect(!app.controller.isBusy)
        #expect(app.log == ["#1 dropped -"])
    }
}
