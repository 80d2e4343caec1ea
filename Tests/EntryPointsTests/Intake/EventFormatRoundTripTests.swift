import Testing
@testable import EntryPoints

// Issue 30, item 2: the event format's writer (EventEncoder) sits beside its
// reader (EventDecoder), and what one writes the other reads back equal.
@Suite("Event format: what the encoder writes, the decoder reads back equal")
struct EventFormatRoundTripTests {
    /// Encodes `event`, writes it as a line of text, and decodes that line.
    static func roundTrip(_ event: IdentifiedEvent) throws -> IdentifiedEvent {
        let line = JSONValue.object(EventEncoder.object(for: event)).jsonText
        return try EventDecoder().decode(line: line)
    }

    @Test(
        "Random entries of every kind, optional members present or absent, read back equal",
        arguments: EntryPoint.Kind.allCases)
    func everyKind(kind: EntryPoint.Kind) throws {
        var arbitrary = ArbitraryEvents(seed: 0x30_0002 &+ UInt64(EntryPoint.Kind.allCases.firstIndex(of: kind)!))
        for _ in 0..<300 {
            let event = IdentifiedEvent(
                id: arbitrary.id(),
                event: .entry(
                    arbitrary.entry(kind), identity: arbitrary.optionalString(), scene: arbitrary.optionalString()))
            let line = JSONValue.object(EventEncoder.object(for: event)).jsonText
            let back = try EventDecoder().decode(line: line)
            #expect(back.id == event.id, "\(line)")
            // NB: the shape compares an entry's identity and scene too.
            #expect(EventShape(back.event) == EventShape(event.event), "\(line)")
        }
    }

    @Test("An entry's public event form reads back as the same entry")
    func publicEventForm() throws {
        var arbitrary = ArbitraryEvents(seed: 0x30_0021)
        for kind in EntryPoint.Kind.allCases {
            for _ in 0..<50 {
                let entry = arbitrary.entry(kind)
                let back = try EventDecoder().decode(line: JSONValue.object(entry.event).jsonText)
                #expect(back.id == nil)
                #expect(EventShape(back.event) == EventShape(.entry(entry)), "\(entry.event.jsonText)")
            }
        }
    }

    @Test("Launches with any of their parts, and control events, read back equal")
    func launchesAndControls() throws {
        var arbitrary = ArbitraryEvents(seed: 0x30_0022)
        for round in 0..<300 {
            let event: Event
            switch round % 5 {
            case 0, 1:
                event = .launch(arbitrary.launch(), scene: arbitrary.optionalString())
            case 2: event = .state(arbitrary.flags())
            case 3: event = .scene(arbitrary.sceneControl())
            default: event = arbitrary.random.pick([Event.ready, .reset, .coldStart])
            }
            let identified = IdentifiedEvent(id: arbitrary.id(), event: event)
            let back = try Self.roundTrip(identified)
            #expect(back.id == identified.id)
            #expect(EventShape(back.event) == EventShape(event))
        }
    }

    @Test("Every fixture event line that decodes reads the same after the encoder writes it again")
    func fixtureLines() throws {
        var decoded = 0
        var kinds: Set<String> = []
        for fixture in Fixture.all {
            for line in Fixture.lines(fixture.events) {
                guard let event = try? EventDecoder().decode(line: line) else { continue }
                decoded += 1
                kinds.insert(event.event.type)
                let back = try Self.roundTrip(event)
                #expect(back.id == event.id, "\(fixture.name): \(line)")
                #expect(EventShape(back.event) == EventShape(event.event), "\(fixture.name): \(line)")
            }
        }
        // NB: the fixtures cover every type of event, so the check above saw each of them.
        #expect(decoded > 100)
        #expect(
            kinds.isSuperset(
                of: EntryPoint.Kind.allCases.map(\.rawValue) + ["launch", "state", "ready", "reset", "scene"]))
    }

    @Test("An event the decoder and the encoder disagree on is told apart")
    func shapeTellsApart() {
        // NB: the comparison above must not pass by seeing every event as equal.
        let intent = Intent(route: "story", params: ["storyId": 1])
        var pushed = intent
        pushed.presentation = .push
        #expect(EventShape(.entry(.intent(intent))) != EventShape(.entry(.intent(pushed))))
        #expect(
            EventShape(.entry(.url(URLEntry("a")))) != EventShape(.entry(.url(URLEntry("a", sourceApplication: "")))))
        #expect(EventShape(.state([("a", true)])) != EventShape(.state([("a", false)])))
        #expect(EventShape(.scene(.open(id: "a", kind: nil))) != EventShape(.scene(.open(id: "a", kind: "a"))))
        let url = EntryPoint.url(URLEntry("a"))
        #expect(EventShape(.entry(url, identity: "x")) != EventShape(.entry(url)))
        #expect(EventShape(.entry(url, scene: "x")) != EventShape(.entry(url)))
        #expect(EventShape(.launch(Launch(), scene: "x")) != EventShape(.launch(Launch())))
    }
}

/// What an event holds, as a value that compares: an entry's payload as
/// itself, an intent by its data (its `context` and `onResult` are not data),
/// and how an entry or a launch was delivered (identity, scene).
struct EventShape: Equatable {
    var payload: EventPayload
    var identity: String?
    var scene: String?

    init(_ event: Event) {
        payload = EventPayload(event)
        switch event {
        case .entry(_, let identity, let scene):
            self.identity = identity
            self.scene = scene
        case .launch(_, let scene):
            self.scene = scene
        case .state, .ready, .reset, .scene, .coldStart:
            break
        }
    }
}

/// An event's payload, as a value that compares.
enum EventPayload: Equatable {
    case url(URLEntry)
    case shortcut(ShortcutItem)
    case userActivity(UserActivity)
    case notification(NotificationResponse)
    case appIntent(AppIntentEntry)
    case intent(target: Intent.Target, params: JSONObject, extras: JSONValue?, presentation: Intent.Presentation?)
    case launch(Launch)
    case state(names: [String], values: [Bool])
    case ready
    case reset
    case scene(SceneControl)
    case coldStart

    init(_ event: Event) {
        switch event {
        case .entry(.url(let entry), _, _): self = .url(entry)
        case .entry(.shortcut(let item), _, _): self = .shortcut(item)
        case .entry(.userActivity(let activity), _, _): self = .userActivity(activity)
        case .entry(.notification(let response), _, _): self = .notification(response)
        case .entry(.appIntent(let intent), _, _): self = .appIntent(intent)
        case .entry(.intent(let intent), _, _):
            self = .intent(
                target: intent.target, params: intent.params, extras: intent.extras, presentation: intent.presentation)
        case .launch(let launch, _): self = .launch(launch)
        case .state(let flags): self = .state(names: flags.map(\.name), values: flags.map(\.value))
        case .ready: self = .ready
        case .reset: self = .reset
        case .scene(let control): self = .scene(control)
        case .coldStart: self = .coldStart
        }
    }
}
