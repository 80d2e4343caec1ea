import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 20, point 7: typed parameters decode the way links carry them.
@Suite("JSON value decoder: arrays from one value, dates, URLs")
struct JSONValueDecoderTypedTests {
    struct Filter: Decodable, Equatable {
        let tags: [String]
        let ids: [Int]
    }

    struct Event: Decodable, Equatable {
        let at: Date
        let link: URL
    }

    @Test("A single query value decodes into [String] or [Int] when the target is an array")
    func singleValueIntoArray() throws {
        let decoder = JSONValueDecoder()
        #expect(try decoder.decode(Filter.self, from: ["tags": "a", "ids": "7"]) == Filter(tags: ["a"], ids: [7]))
        #expect(
            try decoder.decode(Filter.self, from: ["tags": ["a", "b"], "ids": ["7", 8]])
                == Filter(tags: ["a", "b"], ids: [7, 8]))
    }

    @Test("An element that does not convert is named once, with its index")
    func badElementNamedOnce() {
        let error = #expect(throws: EntryPointsError.self) {
            try JSONValueDecoder().decode(Filter.self, from: ["tags": "a", "ids": ["1", "x"]])
        }
        #expect(error?.message == #"parameter ids[1]: expected Int, found string "x""#)
        let single = #expect(throws: EntryPointsError.self) {
            try JSONValueDecoder().decode(Filter.self, from: ["tags": "a", "ids": "x"])
        }
        #expect(single?.message == #"parameter ids[0]: expected Int, found string "x""#)
    }

    @Test("A Date decodes from an ISO 8601 string, a URL from a string")
    func dateAndURL() throws {
        let event = try JSONValueDecoder().decode(
            Event.self, from: ["at": "2024-05-01T12:00:00Z", "link": "https://example.com/a?b=1"])
        #expect(event.at == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(event.link.absoluteString == "https://example.com/a?b=1")
        let fractional = try JSONValueDecoder().decode(Date.self, from: "2024-05-01T12:00:00.250Z")
        #expect(fractional == Date(timeIntervalSince1970: 1_714_564_800.25))
        let error = #expect(throws: EntryPointsError.self) {
            try JSONValueDecoder().decode(Event.self, from: ["at": "yesterday", "link": "https://example.com"])
        }
        #expect(error?.message == #"parameter at: expected Date, found string "yesterday""#)
    }
}
