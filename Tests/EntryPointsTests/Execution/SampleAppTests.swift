import EntryPoints
import Foundation
import Testing

// A small app written against the public API only, the way an iOS app
// would use the controller: typed route ids, a tab bar root with one stack
// per tab and a modal, a login guard, a handler that fetches before it
// navigates, a picker that answers with a typed value, and one observer
// that logs every outcome.

extension Route.ID {
    static let feed: Self = "feed"
    static let story: Self = "story"
    static let login: Self = "login"
    static let contactPicker: Self = "contactPicker"
    static let compose: Self = "compose"
}

/// A tab bar controller: one navigation stack per tab and at most one modal.
@MainActor
final class SampleTabBar {
    var selectedTab = "home"
    var stacks: [String: [String]] = ["home": [], "profile": []]
    var modal: String?
    var signedIn = false

    func select(_ tab: String) {
        modal = nil
        selectedTab = tab
    }
    func push(_ screen: String) { stacks[selectedTab, default: []].append(screen) }
    func present(_ screen: String) { modal = screen }
    func dismiss() { modal = nil }
}

/// The network, as the test controls it: every fetch waits until the test
/// answers it; a canceled fetch throws at once, as `URLSession` does.
final class SampleNetwork: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [String: CheckedContinuation<String, any Error>] = [:]
    private let started: AsyncStream<String>.Continuation
    /// The paths fetched, in the order the fetches started.
    let requests: AsyncStream<String>

    init() { (requests, started) = AsyncStream.makeStream(of: String.self) }

    func fetch(_ path: String) async throws -> String {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                // NB: a task canceled before it stored its continuation throws here.
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                    return
                }
                waiting[path] = continuation
                lock.unlock()
                started.yield(path)
            }
        } onCancel: {
            lock.lock()
            let continuation = waiting.removeValue(forKey: path)
            lock.unlock()
            continuation?.resume(throwing: CancellationError())
        }
    }

    func respond(to path: String, with body: String) {
        lock.lock()
        let continuation = waiting.removeValue(forKey: path)
        lock.unlock()
        continuation?.resume(returning: body)
    }
}

struct SampleContact: Sendable, Equatable { let name: String }

/// The app: its table, root, controller and handlers, built once.
@MainActor
final class SampleApp {
    let network = SampleNetwork()
    let controller: RouteController<SampleTabBar>
    var log: [String] = []
    /// The contact picker on screen, holding the channel for its answer.
    var picker: Intent.Completion?
    /// Each time the picker appears.
    let pickerShown: AsyncStream<Void>
    private let pickerAppeared: AsyncStream<Void>.Continuation

    init() throws {
        (pickerShown, pickerAppeared) = AsyncStream.makeStream(of: Void.self)
        let table = RouteTable(
            schemes: ["sample"], tabs: ["home", "profile"],
            guards: [RouteTable.Guard("signedIn", redirect: "login")],
            routes: [
                Route("feed", patterns: ["/"], tab: "home", stack: ["feed"]),
                Route("story", patterns: ["/story/:storyId"], params: ["storyId": .int], tab: "home"),
                Route("login", exposure: .internal, present: "login"),
                Route("contactPicker", exposure: .internal, present: "contacts"),
                Route("compose", patterns: ["/compose"], requires: ["signedIn"], present: "compose"),
            ])
        controller = RouteController(root: SampleTabBar(), router: try Router(table), coldStart: false) { root, name in
            name == "signedIn" ? root.signedIn : nil
        }
        let network = network
        try controller.handle(.feed) { _, context in
            context.update { $0.select("home") }
        }
        // Fetch first, then navigate: the outcome is known once the story is shown.
        try controller.handleAsync(.story) { request, context in
            struct Link: Decodable { let storyId: Int }
            let link = try request.decode(Link.self)
            let story = try await network.fetch("/stories/\(link.storyId)")
            return context.update { root in
                root.select("home")
                root.push(story)
            }
        }
        try controller.handle(.login) { _, context in
            context.update { $0.present("login") }
        }
        try controller.handle(.contactPicker) { [unowned self] _, context in
            context.update { $0.present("contacts") }
            picker = context.completion
            pickerAppeared.yield()
            return true
        }
        try controller.handle(.compose) { _, context in
            context.update { $0.present("compose") }
        }
        controller.addObserver { [unowned self] report in
            log.append("\(report.ticket) \(report.event) \(report.outcome.route ?? "-")")
        }
    }

    /// What the login screen does once the user signed in.
    func signIn() {
        controller.root.signedIn = true
        controller.root.dismiss()
        controller.stateDidChange()
    }
}

@MainActor
@Suite("A sample app over the public API")
struct SampleAppTests {
    @Test("A story link fetches, then shows the story; the outcome comes after the handler finished")
    func fetchThenShow() async throws {
        let app = try SampleApp()
        var requests = app.network.requests.makeAsyncIterator()
        async let outcome = app.controller.openAndWait(.url(URLEntry("sample://story/1")))
        #expect(await requests.next() == "/stories/1")
        #expect(app.controller.root.stacks["home"] == [])
        app.network.respond(to: "/stories/1", with: "story 1")
        #expect(await outcome.status == .routed)
        #expect(app.controller.root.stacks["home"] == ["story 1"])
        #expect(app.log == ["#1 routed story"])
    }

    @Test("A newer link supersedes a slow one: the stale story never lands on top")
    func newerLinkWins() async throws {
        let app = try SampleApp()
        var requests = app.network.requests.makeAsyncIterator()
        app.controller.open(.url(URLEntry("sample://story/1")))
        #expect(await requests.next() == "/stories/1")
        app.controller.open(.url(URLEntry("sample://story/2")))
        #expect(await requests.next() == "/stories/2")
        app.network.respond(to: "/stories/2", with: "story 2")
        await app.controller.idle()
        #expect(app.controller.root.stacks["home"] == ["story 2"])
        #expect(app.log == ["#1 superseded story", "#2 routed story"])
    }

    @Test("Links opened while a story loads can wait their turn instead")
    func queuedLinksRunInOrder() async throws {
        let app = try SampleApp()
        var requests = app.network.requests.makeAsyncIterator()
        app.controller.open(.url(URLEntry("sample://story/1")))
        #expect(await requests.next() == "/stories/1")
        app.controller.open(.url(URLEntry("sample://story/2")), policy: .queue)
        app.network.respond(to: "/stories/1", with: "story 1")
        #expect(await requests.next() == "/stories/2")
        app.network.respond(to: "/stories/2", with: "story 2")
        await app.controller.idle()
        #expect(app.controller.root.stacks["home"] == ["story 1", "story 2"])
    }

    @Test("A guarded link shows the login, then resumes once the user signed in")
    func loginThenResume() throws {
        let app = try SampleApp()
        let (ticket, outcome) = app.controller.open(.url(URLEntry("sample://compose")))
        #expect(outcome.status == .deferred)
        #expect(outcome.redirect == "login")
        #expect(app.controller.root.modal == "login")
        app.signIn()
        #expect(app.controller.root.modal == "compose")
        #expect(app.log == ["#1 parked compose", "#1 routed compose"])
        #expect(app.controller.parkedEntries.isEmpty)
        _ = ticket
    }

    @Test("The contact picker answers with a typed value")
    func typedResult() async throws {
        let app = try SampleApp()
        async let contact = app.controller.openForResult(Intent(route: .contactPicker), as: SampleContact.self)
        var shown = app.pickerShown.makeAsyncIterator()
        await shown.next()
        #expect(app.controller.root.modal == "contacts")
        app.picker?.complete(.ok(SampleContact(name: "Ada")))
        #expect(try await contact == SampleContact(name: "Ada"))
    }

    @Test("A picker closed without an answer says why the result was canceled")
    func canceledResult() async throws {
        let app = try SampleApp()
        async let contact = app.controller.openForResult(Intent(route: .contactPicker), as: SampleContact.self)
        var shown = app.pickerShown.makeAsyncIterator()
        await shown.next()
        app.picker?.cancel()
        do {
            _ = try await contact
            Issue.record("the picker answered")
        } catch let error as Intent.Cancellation {
            #expect(error.cause == .declined)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("A misspelt route id is a compile error with Route.ID, and a thrown error with a string")
    func misspeltHandler() throws {
        let app = try SampleApp()
        let error = #expect(throws: EntryPointsError.self) {
            try app.controller.handle("stroy") { _, _ in true }
        }
        #expect(error?.code == .unknownHandlerRoute)
        #expect(error?.message.contains(#"did you mean "story"?"#) == true)
    }
}
