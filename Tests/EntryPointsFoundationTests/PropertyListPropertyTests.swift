import EntryPoints
import EntryPointsFoundation
import Foundation
import TestSupport
import Testing

/// Generates property lists together with what their conversion must be:
/// the JSON of every supported value, and the path of every value or key
/// that must be skipped.
struct PropertyListGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    final class Opaque {}

    /// A random value at `path`: the value, its expected JSON (nil when it must be
    /// skipped), and every path that must be reported as skipped inside it.
    mutating func value(at path: String, depth: Int) -> (Any, JSONValue?, [String]) {
        let choice = below(depth < 4 ? 14 : 10)
        switch choice {
        case 0:
            let text = ["", "a", "ünïcødé", "line\nbreak", "quote\"", "😀"][below(6)]
            return (text, .string(text), [])
        case 1:
            let int = Int64(bitPattern: next()) >> below(64)
            return (int, .number(JSONNumber(int)), [])
        case 2:
            let bool = below(2) == 0
            return (below(2) == 0 ? bool as Any : NSNumber(value: bool), .bool(bool), [])
        case 3:
            let double = Double(below(1_000_000)) / 64 + 0.5
            return (double, .number(JSONNumber(double)), [])
        case 4:
            let seconds = Double(below(2_000_000_000))
            let date = Date(timeIntervalSince1970: seconds)
            return (date, .string(date.formatted(.iso8601)), [])
        case 5:
            let data = Data((0..<below(9)).map { _ in UInt8(truncatingIfNeeded: next()) })
            return (data, .string(data.base64EncodedString()), [])
        case 6:
            let page = below(100)
            return (URL(string: "https://example.com/\(page)")!, .string("https://example.com/\(page)"), [])
        case 7:
            return (Opaque(), nil, [path])
        case 8:
            return (Double.nan, nil, [path])
        case 9:
            let number = NSNumber(value: Int32(truncatingIfNeeded: next()))
            return (number, .number(JSONNumber(Int(number.int32Value))), [])
        case 10, 11:
            var elements: [Any] = []
            var expected: [JSONValue] = []
            var skipped: [String] = []
            for index in 0..<below(5) {
                let (value, json, inner) = self.value(at: "\(path)[\(index)]", depth: depth + 1)
                elements.append(value)
                if let json { expected.append(json) }
                skipped += inner
            }
            return (elements, .array(expected), skipped)
        default:
            var dictionary: [AnyHashable: Any] = [:]
            var expected: [(String, JSONValue)] = []
            var skipped: [String] = []
            for index in 0..<below(5) {
                let key = "k\(index)"
                let (value, json, inner) = self.value(at: "\(path).\(key)", depth: depth + 1)
                dictionary[key] = value
                if let json { expected.append((key, json)) }
                skipped += inner
            }
            if below(4) == 0 {
                dictionary[AnyHashable(below(10))] = "under a number key"
                skipped.append(path)
            }
            return (dictionary, .object(JSONObject(expected)), skipped)
        }
    }
}

@Suite("Property lists to JSON, generated")
struct PropertyListPropertyTests {
    @Test(
        "Every supported value converts, every other one is reported once, and nothing else is lost", arguments: 0..<20)
    func generated(seed: UInt64) {
        var generator = PropertyListGenerator(seed: seed)
        for round in 0..<50 {
            var dictionary: [AnyHashable: Any] = [:]
            var expected: [(String, JSONValue)] = []
            var skipped: [String] = []
            for index in 0..<generator.below(6) {
                let key = "top\(index)"
                let (value, json, inner) = generator.value(at: "userInfo.\(key)", depth: 1)
                dictionary[key] = value
                if let json { expected.append((key, json)) }
                skipped += inner
            }
            let converted = PropertyListConversion(dictionary)
            #expect(converted.object == JSONObject(expected), "seed \(seed) round \(round)")
            #expect(converted.skipped.map(\.path).sorted() == skipped.sorted(), "seed \(seed) round \(round)")
        }
    }
}
