import Foundation
import Testing

@testable import EntryPoints

@Suite("JSON value decoder")
struct JSONValueDecoderTests {
    struct Story: Decodable, Equatable {
        let storyId: Int
        let ref: String?
    }

    private let decoder = JSONValueDecoder()

    // MARK: Route requests

    @Test("The doc example decodes a string parameter as Int")
    func docExample() throws {
        let story = try JSONValueDecoder().decode(Story.self, from: ["storyId": "42"])
        #expect(story == Story(storyId: 42, ref: nil))
    }

    @Test("A route request decodes its parameters")
    func routeRequestDecodes() throws {
        let request = RouteRequest(route: "story", params: ["storyId": 42, "ref": "mail"])
        #expect(try request.decode(Story.self) == Story(storyId: 42, ref: "mail"))
    }

    @Test("A route request infers the type to decode")
    func routeRequestInfersType() throws {
        let request = RouteRequest(route: "story", params: ["storyId": "7"])
        let story: Story = try request.decode()
        #expect(story.storyId == 7)
    }

    @Test("A route request's error names the parameter and what was found")
    func routeRequestError() {
        let request = RouteRequest(route: "story", params: ["storyId": "abc"])
        let error = #expect(throws: EntryPointsError.self) { try request.decode(Story.self) }
        #expect(error?.code == .parameterDecoding)
        #expect(error?.message == #"parameter storyId: expected Int, found string "abc""#)
        #expect(error?.location == "storyId")
    }

    // MARK: Optionals

    @Test("A missing member decodes as nil for an Optional")
    func missingOptional() throws {
        #expect(try decoder.decode(Story.self, from: ["storyId": 1]).ref == nil)
    }

    @Test("null decodes as nil for an Optional")
    func nullOptional() throws {
        #expect(try decoder.decode(Story.self, from: ["storyId": 1, "ref": nil]).ref == nil)
    }

    @Test("An Optional whose value does not convert is still an error")
    func optionalStillChecked() {
        struct Page: Decodable { let page: Int? }
        #expect(
            decoder.failure(Page.self, from: ["page": "two"])?.message
                == #"parameter page: expected Int, found string "two""#)
    }

    @Test("A missing required member is named")
    func missingRequired() {
        let error = decoder.failure(Story.self, from: ["ref": "mail"])
        #expect(error?.message == "parameter storyId: required but missing")
        #expect(error?.location == "storyId")
    }

    @Test("null for a required member is named")
    func nullRequired() {
        #expect(
            decoder.failure(Story.self, from: ["storyId": nil])?.message
                == "parameter storyId: expected Int, found null")
    }

    // MARK: Numbers

    @Test(
        "Integers decode from strings that spell them",
        arguments: [
            ("42", 42), ("-7", -7), ("+7", 7), ("4.0", 4), ("1e3", 1000), ("0", 0),
        ])
    func integerFromString(text: String, expected: Int) throws {
        #expect(try decoder.decode(Int.self, from: .string(text)) == expected)
    }

    @Test(
        "Integers decode from integral numbers in any notation",
        arguments: [
            ("42", 42), ("-0", 0), ("4.000", 4), ("1e3", 1000), ("12.5e1", 125), ("1000e-3", 1), ("0.0e99", 0),
        ])
    func integerFromNumber(literal: String, expected: Int) throws {
        let value = JSONValue.number(try #require(JSONNumber(literal: literal)))
        #expect(try decoder.decode(Int.self, from: value) == expected)
    }

    @Test("A non-integral number is not an Int", arguments: ["3.5", "0.1", "1e-3", "1500e-4"])
    func nonIntegral(literal: String) throws {
        let value = JSONValue.number(try #require(JSONNumber(literal: literal)))
        #expect(decoder.failure(Int.self, from: value)?.message == "parameters: expected Int, found number \(literal)")
    }

    @Test("A non-integral string is not an Int")
    func nonIntegralString() {
        #expect(decoder.failure(Int.self, from: "3.5")?.message == #"parameters: expected Int, found string "3.5""#)
    }

    @Test(
        "Integer overflow is an error",
        arguments: [
            ("Int8", JSONValue.number(JSONNumber(300))),
            ("UInt", JSONValue.number(JSONNumber(-1))),
            ("Int", JSONValue.number(JSONNumber(literal: "123456789012345678901234567890")!)),
            ("Int", JSONValue.number(JSONNumber(literal: "1e999")!)),
            ("UInt16", JSONValue.string("70000")),
        ])
    func overflow(typeName: String, value: JSONValue) {
        let error: EntryPointsError? =
            switch typeName {
            case "Int8": decoder.failure(Int8.self, from: value)
            case "UInt": decoder.failure(UInt.self, from: value)
            case "UInt16": decoder.failure(UInt16.self, from: value)
            default: decoder.failure(Int.self, from: value)
            }
        #expect(error?.code == .parameterDecoding)
        #expect(error?.message.hasPrefix("parameters: expected \(typeName), found") == true)
    }

    @Test("64-bit integers decode exactly, beyond Double's precision")
    func exactIntegers() throws {
        let big = JSONValue.number(try #require(JSONNumber(literal: "9007199254740993.0")))
        #expect(try decoder.decode(Int64.self, from: big) == 9_007_199_254_740_993)
        let max = JSONValue.number(try #require(JSONNumber(literal: "18446744073709551615")))
        #expect(try decoder.decode(UInt64.self, from: max) == .max)
    }

    @Test("Every integer width decodes")
    func integerWidths() throws {
        struct Widths: Decodable {
            let a: Int8, b: Int16, c: Int32, d: Int64, e: UInt, f: UInt8, g: UInt16, h: UInt32, i: UInt64
        }
        let widths = try decoder.decode(
            Widths.self,
            from: ["a": "-8", "b": 16, "c": "32", "d": 64, "e": "1", "f": 8, "g": "16", "h": 32, "i": "64"])
        #expect(widths.a == -8 && widths.b == 16 && widths.c == 32 && widths.d == 64)
        #expect(widths.e == 1 && widths.f == 8 && widths.g == 16 && widths.h == 32 && widths.i == 64)
    }

    @Test("Double and Float decode from numbers and from numeric strings")
    func floatingPoint() throws {
        #expect(try decoder.decode(Double.self, from: "3.5") == 3.5)
        #expect(try decoder.decode(Double.self, from: 2) == 2)
        #expect(try decoder.decode(Float.self, from: "-0.25") == -0.25)
        #expect(try decoder.decode(Float.self, from: 1.5) == 1.5)
    }

    @Test("Strings outside JSON's number grammar are not numbers", arguments: ["nan", "inf", " 1", "0x10", "1,5", ""])
    func notNumbers(text: String) {
        #expect(decoder.failure(Double.self, from: .string(text))?.code == .parameterDecoding)
    }

    @Test("A number too large for Double is an error, not infinity")
    func doubleOverflow() {
        let value = JSONValue.number(JSONNumber(literal: "1e999")!)
        #expect(decoder.failure(Double.self, from: value)?.message == "parameters: expected Double, found number 1e999")
        #expect(
            decoder.failure(Float.self, from: "1e39")?.message == #"parameters: expected Float, found string "1e39""#)
    }

    // MARK: Booleans and strings

    @Test(
        "Booleans decode from the words that spell them, in any case",
        arguments: [
            ("true", true), ("TRUE", true), ("Yes", true), ("1", true),
            ("false", false), ("False", false), ("NO", false), ("0", false),
        ])
    func boolFromString(text: String, expected: Bool) throws {
        #expect(try decoder.decode(Bool.self, from: .string(text)) == expected)
    }

    @Test("Booleans decode from JSON Booleans")
    func boolFromBool() throws {
        #expect(try decoder.decode(Bool.self, from: true) == true)
    }

    @Test("Other strings and numbers are not Booleans")
    func notBooleans() {
        #expect(
            decoder.failure(Bool.self, from: "maybe")?.message == #"parameters: expected Bool, found string "maybe""#)
        #expect(decoder.failure(Bool.self, from: 1)?.message == "parameters: expected Bool, found number 1")
    }

    @Test("A number asked as String gives its literal")
    func stringFromNumber() throws {
        #expect(try decoder.decode(String.self, from: .number(JSONNumber(literal: "1.50")!)) == "1.50")
    }

    @Test("A Boolean asked as String gives true or false")
    func stringFromBool() throws {
        #expect(try decoder.decode(String.self, from: false) == "false")
    }

    @Test("Long strings are shortened in messages")
    func longStringInMessage() {
        let long = String(repeating: "x", count: 100)
        let message = decoder.failure(Int.self, from: .string(long))?.message ?? ""
        #expect(message == "parameters: expected Int, found string \"\(String(repeating: "x", count: 57))…\"")
    }
}
