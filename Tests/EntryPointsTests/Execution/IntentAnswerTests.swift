import Foundation
import Testing
@testable import EntryPoints

/// Collects answers from any thread.
final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Intent.Answer] = []
    func add(_ result: Intent.Answer) { lock.lock(); stored.append(result); lock.unlock() }
    var answers: [Intent.Answer] { lock.lock(); defer { lock.unlock() }; return stored }
}

struct Contact: Sendable, Equatable { let name: String }
struct Draft: Sendable { let subject: String }

@MainActor
@Suite("Intents with results")
struct IntentResultTests {
    let router: Router

    init() throws {
        router = try Router(
            RouteTable(routes: [
                Route("picker", exposure: .internal, present: "picker"),
                Route("secret", requires: ["never"]),
            ]).withGuards([RouteTable.Guard("never", redirect: "picker")]))
    }

    @Test("The destination answers once with ok and data; later answers are ignored")
    func answersOnce() throws {
        let box = AnswerBox()
        let controller = RouteController(router: router, coldStart: false)
        var kept: Intent.Completion?
        try controller.handle("picker") { _, context in
            kept = context.completion
            return true
        }
        controller.open(.intent(Intent(route: "picker") { box.add($0) }))
        kept?.complete(.ok(Contact(name: "Ada")))
        kept?.cancel()
        #expect(box.answers.count == 1)
        #expect(box.answers.first?.value(as: Contact.self) == Contact(name: "Ada"))
    }

    @Test("A destination that goes away without answering completes as canceled")
    func dropCancels() throws {
        let box = AnswerBox()
        let controller = RouteController(router: router, coldStart: false)
        try controller.handle("picker") { _, _ in true }  // keeps nothing
        controller.open(.intent(Intent(route: "picker") { box.add($0) }))
        #expect(box.answers.count == 1)
        #expect(box.answers.first?.isCanceled == true)
    }

    @Test("An intent that reaches no route completes as canceled")
    func unknownRouteCancels() throws {
        let box = AnswerBox()
        let controller = RouteController(router: router, coldStart: false)
        let outcome = controller.open(.intent(Intent(route: "nowhere") { box.add($0) })).outcome
        #expect(outcome.reason == .unknownRoute)
        #expect(box.answers.first?.isCanceled == true)
    }

    @Test("Intents carry data of any Sendable type to the destination")
    func carriesContext() throws {
        let controller = RouteController(router: router, coldStart: false)
        var subject: String?
        try controller.handle("picker") { _, context in
            subject = context.context(as: Draft.self)?.subject
            return true
        }
        controller.open(.intent(Intent(route: "picker", context: Draft(subject: "Hello"))))
        #expect(subject == "Hello")
    }

    @Test("The async form awaits the destination's answer")
    func asyncResult() async throws {
        let controller = RouteController(router: router, coldStart: false)
        var kept: Intent.Completion?
        try controller.handle("picker") { _, context in
            kept = context.completion
            return true
        }
        async let answer = controller.openForResult(Intent(route: "picker"))
        await Task.yield()
        kept?.complete(.ok("chosen"))
        #expect(await answer.value(as: String.self) == "chosen")
    }

    @Test("The async form is canceled, not leaked, when the destination drops the waiter")
    func asyncCanceled() async throws {
        let controller = RouteController(router: router, coldStart: false)
        try controller.handle("picker") { _, _ in true }
        let answer = await controller.openForResult(Intent(route: "picker"))
        #expect(answer.isCanceled)
    }

    @Test("A parked intent replaced by a newer one completes as canceled")
    func replacedParkedCancels() throws {
        let box = AnswerBox()
        let controller = RouteController(router: router, coldStart: false)
        controller.open(.intent(Intent(route: "secret") { box.add($0) }))
        #expect(box.answers.isEmpty)
        controller.open(.intent(Intent(route: "secret")))
        #expect(box.answers.first?.isCanceled == true)
    }
}

extension RouteTable {
    func withGuards(_ guards: [RouteTable.Guard]) -> RouteTable {
        var copy = self
        copy.guards = guards
        return copy
    }
}
