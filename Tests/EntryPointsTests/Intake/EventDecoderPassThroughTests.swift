import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// the Event and result formats article (Edge cases), "Lines": JSON `null` for an optional field is the same as absence,
/// also for the fields passed through untouched (an intent's `extras`, an activity's
/// `ndefMessagePayload`).
@Suite("Event decoding: values passed through untouched")
struct EventDecoderPassThroughTests {
    let decoder = EventDecoder()

    func event(_ line: String) throws -> EntryPoint? {
        guard case .entry(let entry, _, _) = try decoder.decode(line: line).event else { return nil }
        return entry
    }

    @Test("An intent's extras: null is no extras, any other value is kept as written")
    func extras() throws {
        guard case .intent(let none)? = try event(#"{"type":"intent","route":"a","extras":null}"#),
            case .intent(let kept)? = try event(#"{"type":"intent","route":"a","extras":[1,{"b":null}]}"#)
        else {
            Issue.record("not intents")
            return
        }
        #expect(none.extras == nil)
        #expect(kept.extras == [1, ["b": .null]])
    }

    @Test("An activity's ndefMessagePayload: null is none, an array is kept as written")
    func ndefMessagePayload() throws {
        let prefix =
            #"{"type":"userActivity","userActivity":{"activityType":"NSUserActivityTypeBrowsingWeb","webpageURL":"https://example.com/","ndefMessagePayload":"#
        guard case .userActivity(let none)? = try event(prefix + "null}}"),
            case .userActivity(let kept)? = try event(prefix + #"[{"payload":"AA=="}]}}"#)
        else {
            Issue.record("not activities")
            return
        }
        #expect(none.ndefMessagePayload == nil)
        #expect(kept.ndefMessagePayload == [["payload": "AA=="]])
    }
}
