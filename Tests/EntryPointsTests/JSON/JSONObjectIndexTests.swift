import Testing

@testable import EntryPoints

/// JSONObject compares keys in order while it is small and keeps a hash
/// index once it grows; these pin that both behave the same.
@Suite("JSON object lookups, small and large")
struct JSONObjectIndexTests {
    /// An object with members `k0`…`k(count-1)` whose values are their numbers.
    private func object(count: Int) -> JSONObject {
        JSONObject((0..<count).map { ("k\($0)", JSONValue.number(JSONNumber($0))) })
    }

    @Test("Every member is found, at sizes on both sides of the linear-search limit", arguments: [0, 1, 8, 9, 40])
    func lookups(count: Int) {
        let object = object(count: count)
        for position in 0..<count {
            #expect(object["k\(position)"] == .number(JSONNumber(position)))
        }
        #expect(object["missing"] == nil)
        #expect(object.contains("missing") == false)
        #expect(object.count == count)
    }

    @Test("Replacing a value keeps its place, in a large object")
    func replaceInLargeObject() {
        var object = object(count: 20)
        object["k3"] = "three"
        #expect(object.keys[3] == "k3")
        #expect(object["k3"] == "three")
        #expect(object.count == 20)
    }

    @Test("Removing members keeps later lookups right, across the limit")
    func removeAcrossLimit() {
        var object = object(count: 10)
        object["k0"] = nil
        #expect(object["k9"] == 9)
        object["k5"] = nil
        #expect(object.count == 8)
        #expect(object["k9"] == 9)
        #expect(object["k5"] == nil)
        object["k5"] = 55
        #expect(object.keys.last == "k5")
        object["new"] = true
        #expect(object["k5"] == 55)
        #expect(object["new"] == true)
        #expect(object["k1"] == 1)
    }

    // Issue 21 (the Event and result formats article (Edge cases)): a repeated member name refuses the text; in a large
    // object the hash index finds it, naming the first repeat.
    @Test("Parsing a large object with a repeated key is refused, naming the key")
    func parsedLargeObjectWithDuplicates() throws {
        let members = (0..<12).map { #""k\#($0)":\#($0)"# } + [#""k2":"last""#, #""k11":"end""#]
        let error = #expect(throws: JSONParseError.self) {
            try JSONParser().parse("{" + members.joined(separator: ",") + "}")
        }
        #expect(error?.message == #"duplicate member name "k2" at byte 89"#)
        let value = try JSONParser().parse("{" + members.dropLast(2).joined(separator: ",") + "}")
        #expect(value.objectValue?.count == 12)
    }
}
