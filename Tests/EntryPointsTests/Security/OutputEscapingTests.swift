import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 21, point 1: every string in a result line is escaped by the one
/// encoder, on both paths, whatever character class it holds and wherever
/// it came from (path segment, query name, query value, id).
@MainActor
@Suite("Output escaping per character class")
struct OutputEscapingTests {
    /// A character class, a sample of it, and how a result line must spell it.
    struct CharacterClass: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var escaped: String
        var testDescription: String { name }
    }

    nonisolated static let classes: [CharacterClass] = [
        CharacterClass(name: "quotation mark", text: "\"", escaped: #"\""#),
        CharacterClass(name: "reverse solidus", text: "\\", escaped: #"\\"#),
        CharacterClass(name: "a forged member", text: #""},"a"#, escaped: #"\"},\"a"#),
        CharacterClass(name: "NUL", text: "\u{0}", escaped: #"\u0000"#),
        CharacterClass(name: "line feed", text: "\n", escaped: #"\n"#),
        CharacterClass(name: "carriage return", text: "\r", escaped: #"\r"#),
        CharacterClass(name: "tab", text: "\t", escaped: #"\t"#),
        CharacterClass(name: "unit separator", text: "\u{1F}", escaped: #"\u001f"#),
        CharacterClass(name: "DEL", text: "\u{7F}", escaped: #"\u007f"#),
        CharacterClass(name: "LINE SEPARATOR U+2028", text: "\u{2028}", escaped: #"\u2028"#),
        CharacterClass(name: "PARAGRAPH SEPARATOR U+2029", text: "\u{2029}", escaped: #"\u2029"#),
        CharacterClass(name: "NEL U+0085 (valid JSON raw)", text: "\u{85}", escaped: "\u{85}"),
        CharacterClass(name: "RIGHT-TO-LEFT OVERRIDE U+202E (valid JSON raw)", text: "\u{202E}", escaped: "\u{202E}"),
        CharacterClass(name: "other E2-led characters stay raw", text: "\u{20AC}\u{2027}", escaped: "\u{20AC}\u{2027}"),
        CharacterClass(name: "solidus stays raw", text: "/", escaped: "/"),
        CharacterClass(name: "four-byte UTF-8 stays raw", text: "😀", escaped: "😀"),
    ]

    nonisolated static let router: Router = {
        let json = #"{"schemes":["app"],"routes":[{"id":"p","patterns":["/p/:v"]},{"id":"c","patterns":["/c/*rest"]}]}"#
        return try! Router(RouteTable.decode(JSONParser().parse(json), warnings: .refuse))
    }()

    /// The percent-encoding of every UTF-8 byte of `text`.
    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded() }.joined()
    }

    /// Runs one event line through both paths; both must agree and give one valid line.
    func run(_ event: String) -> String {
        var outputs: [String] = []
        for fastPath in [true, false] {
            let bytes = Array(event.utf8) + [0x0A]
            outputs.append(
                String(
                    decoding: DifferentialPathTests.output(router: Self.router, events: bytes, fastPath: fastPath),
                    as: UTF8.self))
        }
        #expect(outputs[0] == outputs[1], "fast: \(outputs[0]) general: \(outputs[1])")
        #expect(DifferentialPathTests.problems(output: Array(outputs[0].utf8), lines: 1).isEmpty, "\(outputs[0])")
        return outputs[0]
    }

    /// `text` as a JSON string literal, written by Foundation (an independent writer).
    static func literal(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    @Test("A path segment holding the class is escaped", arguments: classes)
    func pathSegment(_ sample: CharacterClass) {
        let url = "app://p/" + Self.percentEncoded(sample.text)
        let line = run(#"{"type":"url","url":"\#(url)"}"#)
        #expect(
            line == #"{"line":1,"entry":"url","status":"routed","route":"p","params":{"v":"\#(sample.escaped)"}}"#
                + "\n")
    }

    @Test("A catch-all holding the class is escaped", arguments: classes)
    func catchAll(_ sample: CharacterClass) {
        let url = "app://c/a/" + Self.percentEncoded(sample.text) + "/b"
        let line = run(#"{"type":"url","url":"\#(url)"}"#)
        #expect(line.contains(#""rest":"a/\#(sample.escaped)/b""#), "\(line)")
    }

    @Test("A query name and value holding the class are escaped", arguments: classes)
    func queryItem(_ sample: CharacterClass) {
        let encoded = Self.percentEncoded(sample.text)
        let line = run(#"{"type":"url","url":"app://p/x?k\#(encoded)=v\#(encoded)"}"#)
        #expect(line.contains(#""k\#(sample.escaped)":"v\#(sample.escaped)""#), "\(line)")
    }

    @Test("An id holding the class is escaped", arguments: classes)
    func identifier(_ sample: CharacterClass) {
        let line = run(#"{"type":"url","url":"app://p/x","id":\#(Self.literal(sample.text))}"#)
        #expect(line.hasPrefix(#"{"line":1,"id":"\#(sample.escaped)","entry":"url""#), "\(line)")
    }

    @Test("A miss's message holding the class is escaped", arguments: classes)
    func missMessage(_ sample: CharacterClass) {
        let line = run(#"{"type":"url","url":"app://zz/\#(Self.percentEncoded(sample.text))"}"#)
        #expect(line.contains(#""reason":"no-route""#), "\(line)")
    }

    @Test("Raw characters in the url value itself (JSON-escaped in the event) are escaped", arguments: classes)
    func rawInEvent(_ sample: CharacterClass) {
        let line = run(#"{"type":"url","url":\#(Self.literal("app://p/" + sample.text))}"#)
        // A raw control character or space makes the URL malformed; anything else routes. Either way the line is valid.
        #expect(line.hasPrefix(#"{"line":1,"entry":"url","status":"#), "\(line)")
    }
}

extension String {
    /// Two hex digits.
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
