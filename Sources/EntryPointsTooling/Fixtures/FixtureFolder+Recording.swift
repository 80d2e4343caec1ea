import EntryPoints

extension FixtureFolder {
    /// What the folder's output must be: its `expected.jsonl`, or, without
    /// one, the outcomes its `events.jsonl` recorded (`EntryRecorder`'s
    /// lines: a recorded folder is a fixture folder; each line's `outcome`
    /// and `caused` outcomes, as the Testing your app's entry points article says).
    ///
    /// - Parameter maximumLineBytes: the line limit the folder runs with (its `args`).
    /// - Throws: `EntryPointsError`: as ``readExpected()`` when the folder
    ///   has no `expected.jsonl` and its events are not a recording;
    ///   `fixture.bad-recording` for a recording that cannot be its own
    ///   expectation, naming the line.
    public func readExpectation(
        maximumLineBytes: Int = LineReader.defaultMaximumLineBytes
    ) throws(EntryPointsError) -> [UInt8] {
        if hasExpectation { return try readExpected() }
        let events = try readEvents()
        let recorded: [UInt8]?
        do {
            recorded = try Self.recordedOutcomes(of: events, maximumLineBytes: maximumLineBytes)
        } catch {
            throw EntryPointsError(.fixtureBadRecording, error.message, at: eventsPath)
        }
        if let recorded { return recorded }
        return try readExpected()
    }

    /// The result lines a recorded `events.jsonl` expects: what the app did,
    /// as `entryd` writes it, so a folder of a recording (`routes.json` and
    /// the recorder's `events.jsonl`, no `expected.jsonl`) is a fixture.
    ///
    /// Each event line gives the result line of its `outcome` (with `line`,
    /// `id` and `entry`, the members in the result line's order, and
    /// `"message":"*"` wherever the status has a sentence); each item of its
    /// `caused` gives the line of the entry it names (by `id`): a `resumed`
    /// one after the event's own line, a held entry dropped over the cap
    /// before it, as `entryd` writes them. A line the event reader refuses
    /// (the recorder's `unrecorded` marker) expects that refusal, as the
    /// reader words it.
    ///
    /// - Returns: the expected lines, or `nil` when the events are not a
    ///   recording: their first event line carries no `outcome`.
    /// - Throws: a sentence naming the line of a recording that cannot be
    ///   its own expectation: one without `outcome`, a `caused` item naming
    ///   no earlier entry, a line that lost later outcomes
    ///   (`causedUnrecorded`), or one longer than `maximumLineBytes`.
    static func recordedOutcomes(
        of events: [UInt8], maximumLineBytes: Int
    ) throws(FixtureRunError) -> [UInt8]? {
        var recording = RecordedOutcomes()
        var reader = LineReader(maximumLineBytes: maximumLineBytes)
        let handle: (LineReader.Line) -> Void = { line in
            guard recording.failure == nil, recording.isRecording != false else { return }
            switch line {
            case .complete(let number, let bytes): recording.add(bytes, number: number)
            case .tooLong(let number):
                recording.failure =
                    "line \(number) is longer than \(maximumLineBytes) bytes, which the recorder never writes"
            }
        }
        reader.feed(events, handle)
        reader.finish(handle)
        if let failure = recording.failure {
            throw FixtureRunError("events.jsonl is a recording that cannot be its own expectation: \(failure)")
        }
        guard recording.isRecording == true else { return nil }
        return recording.expected
    }
}

/// The expectation of a recording, built line by line.
private struct RecordedOutcomes {
    /// Whether the events are a recording: `nil` until the first event line says.
    var isRecording: Bool?
    /// The expected lines so far, each ending in a line feed.
    var expected: [UInt8] = []
    /// Why the recording cannot be its own expectation.
    var failure: String?
    /// The line and type of each entry by its `id` (as JSON text), for the
    /// lines that `caused` items give.
    private var origins: [String: (line: Int, entry: String)] = [:]

    private static let outcome = "outcome"
    private static let caused = "caused"
    private static let causedUnrecorded = "causedUnrecorded"

    /// Adds the expected lines of event line `number`.
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        var bytes = line
        // NB: as the event reader takes them: a byte order mark on line 1 is skipped, blank lines give nothing.
        if number == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        if bytes.allSatisfy({ EventSession.isWhitespace($0) }) { return }
        let identified: IdentifiedEvent
        do {
            identified = try EventDecoder().decode(line: bytes)
        } catch {
            // NB: the reader's refusal (the recorder's `unrecorded` marker) is the line's expectation.
            guard isRecording == true else {
                isRecording = false
                return
            }
            write(
                line: number, id: error.id, entry: nil, resumed: false,
                [ResultMember.status.text: "invalid", ResultMember.reason.text: .string(error.reason.rawValue)])
            return
        }
        let object = (try? JSONParser().parse(bytes))?.objectValue ?? [:]
        guard let outcome = object[Self.outcome]?.objectValue else {
            if isRecording == nil {
                isRecording = false
            } else {
                failure = "line \(number) has no recorded outcome"
            }
            return
        }
        isRecording = true
        if let lost = object[Self.causedUnrecorded] {
            failure = "line \(number) lost \(lost) later outcomes (causedUnrecorded) to the reader's limits"
            return
        }
        let type = identified.event.type
        if let id = identified.id { origins[id.jsonText] = (number, type) }
        var caused: [(line: Int, id: JSONValue, entry: String, resumed: Bool, outcome: JSONObject)] = []
        for item in object[Self.caused]?.arrayValue ?? [] {
            guard let item = item.objectValue, let id = item[ResultMember.id.text],
                let outcome = item[Self.outcome]?.objectValue, let origin = origins[id.jsonText]
            else {
                failure = "line \(number) has a caused outcome naming no earlier entry by its id"
                return
            }
            caused.append((origin.line, id, origin.entry, item[ResultMember.resumed.text] == true, outcome))
        }
        // NB: entryd writes a held entry dropped over the cap while the newer one
        // opens, before its line; resumed entries after `ready` or `state` answered.
        for item in caused where !item.resumed {
            write(line: item.line, id: item.id, entry: item.entry, resumed: false, item.outcome)
        }
        write(line: number, id: identified.id, entry: type, resumed: false, outcome)
        for item in caused where item.resumed {
            write(line: item.line, id: item.id, entry: item.entry, resumed: true, item.outcome)
        }
    }

    /// Appends the result line of `outcome` for event line `line`.
    private mutating func write(line: Int, id: JSONValue?, entry: String?, resumed: Bool, _ outcome: JSONObject) {
        var object = JSONObject()
        let status = outcome[ResultMember.status.text]?.stringValue
        for member in ResultMember.allCases {
            switch member {
            case .line: object[member.text] = .number(JSONNumber(line))
            case .id: object[member.text] = id
            case .entry: object[member.text] = entry.map(JSONValue.string)
            case .resumed: object[member.text] = resumed ? .bool(true) : nil
            case .part, .state: break
            // NB: every status but routed and ok has a sentence, which the recording leaves out.
            case .message: object[member.text] = status == "routed" || status == "ok" ? nil : "*"
            default: object[member.text] = outcome[member.text]
            }
        }
        expected += JSONValue.object(object).jsonText.utf8
        expected.append(UInt8(ascii: "\n"))
    }
}
