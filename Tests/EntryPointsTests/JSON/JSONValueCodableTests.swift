import Foundation
import Testing

@testable import EntryPoints

@Suite("JSONValue Codable")
struct JSONValueCodableTests {
    /// `value` encoded by Foundation's JSONEncoder with sorted keys.
    private func encoded(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test("Scalars decode from Foundation's JSONDecoder")
    func decodesScalars() throws {
        #expect(try decoded("null") == .null)
        #expect(try decoded("true") == .bool(true))
        #expect(try decoded(#""hi""#) == .string("hi"))
    }

    @Test("Integral numbers decode as integers, others as doubles")
    func decodesNumbers() throws {
        #expect(try decoded("42") == .number(JSONNumber(42)))
        #expect(try decoded("-1.5") == .number(JSONNumber(-1.5)))
    }

    @Test("Arrays decode in order, and objects by key")
    func decodesContainers() throws {
        let value = try decoded(#"{"list":[1,"a",null,[true]],"inner":{"k":"v"}}"#)
        #expect(value["list"] == [1, "a", nil, [true]])
        #expect(value["inner"] == ["k": "v"])
        #expect(value.objectValue?.count == 2)
    }

    @Test("Numbers encode as Int64 when that spells the literal exactly")
    func encodesIntegers() throws {
        #expect(try encoded([42, -7]) == "[42,-7]")
    }

    @Test("Other numbers encode as Double")
    func encodesDoubles() throws {
        let value: JSONValue = [.number(JSONNumber(literal: "1.5")!), .number(JSONNumber(literal: "2.5e1")!)]
        #expect(try encoded(value) == "[1.5,25]")
    }

    @Test("Objects, strings, Booleans and null encode as themselves")
    func encodesEverythingElse() throws {
        let value: JSONValue = ["b": [true, nil], "a": "x/y"]
        #expect(try encoded(value) == #"{"a":"x/y","b":[true,null]}"#)
    }

    @Test("Encoding then decoding with Foundation gives an equal value")
    func foundationRoundTrip() throws {
        let value: JSONValue = ["list": [1, 2.5, "three", false, nil], "nested": ["deep": ["x": 0]]]
        let data = try JSONEncoder().encode(value)
        let back = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(back["list"] == value["list"])
        #expect(back["nested"] == value["nested"])
    }

    @Test("Through JSONValueDecoder a JSONValue comes back as itself, member order and all")
    func ownDecoderKeepsValue() throws {
        let value: JSONValue = ["z": "42", "a": [1.50, nil]]
        let back = try JSONValueDecoder().decode(JSONValue.self, from: value)
        #expect(back == value)
        #expect(back.objectValue?.keys == ["z", "a"])
    }
}
