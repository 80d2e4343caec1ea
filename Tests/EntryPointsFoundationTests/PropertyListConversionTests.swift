import EntryPoints
import EntryPointsFoundation
import Foundation
import Testing

@Suite("Property lists to JSON")
struct PropertyListConversionTests {
    @Test("Strings, integers, doubles and booleans keep their JSON kinds")
    func scalarKinds() {
        let converted = PropertyListConversion([
            "string": "hi", "int": 42, "negative": -7, "double": 2.5, "true": true, "false": false,
        ])
        #expect(converted.skipped.isEmpty)
        #expect(converted.object["string"] == "hi")
        #expect(converted.object["int"] == 42)
        #expect(converted.object["negative"] == -7)
        #expect(converted.object["double"]?.numberValue?.literal == "2.5")
        #expect(converted.object["true"] == .bool(true))
        #expect(converted.object["false"] == .bool(false))
    }

    @Test("An NSNumber made from a Boolean stays a Boolean; one made from 0 or 1 stays a number")
    func numberBooleans() {
        let converted = PropertyListConversion([
            "flag": NSNumber(value: true), "off": NSNumber(value: false), "one": NSNumber(value: 1),
            "zero": NSNumber(value: 0), "byte": NSNumber(value: Int8(1)),
        ])
        #expect(converted.object["flag"] == .bool(true))
        #expect(converted.object["off"] == .bool(false))
        #expect(converted.object["one"] == 1)
        #expect(converted.object["zero"] == 0)
        #expect(converted.object["byte"] == 1)
    }

    @Test("Integers convert exactly, unsigned ones past Int64.max included")
    func exactIntegers() {
        let converted = PropertyListConversion([
            "max": Int64.max, "min": Int64.min, "unsigned": UInt64.max, "big": NSNumber(value: UInt64(1) << 63),
        ])
        #expect(converted.object["max"]?.numberValue?.literal == "9223372036854775807")
        #expect(converted.object["min"]?.numberValue?.literal == "-9223372036854775808")
        #expect(converted.object["unsigned"]?.numberValue?.literal == "18446744073709551615")
        #expect(converted.object["big"]?.numberValue?.literal == "9223372036854775808")
    }

    @Test("NaN and infinities are skipped and reported, not turned into 0")
    func nonFiniteDoubles() {
        let converted = PropertyListConversion(["nan": Double.nan, "inf": Double.infinity, "ok": 1.5])
        #expect(converted.object.keys == ["ok"])
        #expect(converted.skipped.map(\.path) == ["userInfo.inf", "userInfo.nan"])
    }

    @Test("Dates become ISO 8601 strings in UTC, with milliseconds only when they have a fraction")
    func dates() {
        let converted = PropertyListConversion([
            "whole": Date(timeIntervalSince1970: 1_700_000_000),
            "fraction": Date(timeIntervalSince1970: 1_700_000_000.25),
        ])
        #expect(converted.object["whole"] == "2023-11-14T22:13:20Z")
        #expect(converted.object["fraction"] == "2023-11-14T22:13:20.250Z")
    }

    @Test("Data becomes base64, URL its absolute string, UUID lowercase, NSNull null")
    func foundationValues() {
        let uuid = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
        let converted = PropertyListConversion([
            "data": Data([0, 1, 2, 250]), "url": URL(string: "https://example.com/a?b=c")!, "uuid": uuid,
            "null": NSNull(),
        ])
        #expect(converted.skipped.isEmpty)
        #expect(converted.object["data"] == "AAEC+g==")
        #expect(converted.object["url"] == "https://example.com/a?b=c")
        #expect(converted.object["uuid"] == "3f2504e0-4f89-11d3-9a0c-0305e82c3301")
        #expect(converted.object["null"] == .null)
    }

    @Test("Nested arrays and dictionaries convert; keys come out sorted")
    func nesting() {
        let converted = PropertyListConversion([
            "b": ["x": [1, "two", ["deep": true]]], "a": [Date(timeIntervalSince1970: 0), Data([1])],
        ])
        #expect(converted.skipped.isEmpty)
        #expect(
            converted.object.jsonText == #"{"a":["1970-01-01T00:00:00Z","AQ=="],"b":{"x":[1,"two",{"deep":true}]}}"#)
    }

    @Test("A value of an unsupported type is skipped alone, with its path; its siblings stay")
    func unsupportedValueSkippedAlone() {
        final class Opaque {}
        let converted = PropertyListConversion([
            "keep": "yes", "items": [1, Opaque(), 3], "inner": ["odd": Opaque(), "fine": 2],
        ])
        #expect(converted.object.jsonText == #"{"inner":{"fine":2},"items":[1,3],"keep":"yes"}"#)
        #expect(converted.skipped.map(\.path) == ["userInfo.inner.odd", "userInfo.items[1]"])
        #expect(converted.skipped.allSatisfy { $0.reason.contains("Opaque") })
    }

    @Test("Keys that are not strings are skipped and reported at their container")
    func nonStringKeys() {
        let converted = PropertyListConversion([AnyHashable(7): "seven", AnyHashable("name"): "ada"])
        #expect(converted.object.jsonText == #"{"name":"ada"}"#)
        #expect(converted.skipped.count == 1)
        #expect(converted.skipped.first?.path == "userInfo")
        #expect(converted.skipped.first?.reason.contains("7") == true)
    }

    @Test("Keys that are not plain identifiers are quoted in paths, so a key cannot forge a path")
    func quotedPaths() {
        final class Opaque {}
        let converted = PropertyListConversion(["a.b": Opaque(), "c\"]": Opaque()])
        #expect(converted.skipped.map(\.path) == [#"userInfo["a.b"]"#, #"userInfo["c\"]"]"#])
    }

    @Test("Nesting deeper than the bound is skipped instead of recursing without end")
    func depthBound() {
        var value: Any = "bottom"
        for _ in 0..<200 { value = ["next": value] }
        let converted = PropertyListConversion(["top": value])
        #expect(converted.skipped.count == 1)
        #expect(converted.skipped.first?.reason.contains("deeper than") == true)
    }

    @Test("A shortcut item's NSSecureCoding values convert like any property list")
    func secureCodingDictionary() {
        let info: [String: any NSSecureCoding] = [
            "to": NSString(string: "ada"), "count": NSNumber(value: 3), "urgent": NSNumber(value: true),
        ]
        let converted = PropertyListConversion(info)
        #expect(converted.skipped.isEmpty)
        #expect(converted.object.jsonText == #"{"count":3,"to":"ada","urgent":true}"#)
    }
}
