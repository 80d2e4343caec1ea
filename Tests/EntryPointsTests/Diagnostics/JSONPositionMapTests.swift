import Foundation
import TestSupport
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 37, item 13: every JSON path a finding names maps to the line and
/// column of that member in the file, so the plugin can report like a compiler.
@Suite("JSON position map")
struct JSONPositionMapTests {
    typealias Position = JSONPositionMap.Position

    static func map(_ text: String) -> JSONPositionMap { JSONPositionMap(Array(text.utf8)) }

    // Issue 37, item 13.
    @Test("Members sit at their key's quote and elements at their first character, in nested objects and arrays")
    func nested() {
        let map = Self.map(
            """
            {
              "routes": [
                { "id": "a", "patterns": ["/a", "/b"] },
                {
                  "id": "b",
                  "params": { "x": { "enum": ["one", 2, true, null, {"deep": []}] } }
                }
              ]
            }
            """)
        #expect(map.position(of: "") == Position(line: 1, column: 1))
        #expect(map.position(of: "routes") == Position(line: 2, column: 3))
        #expect(map.position(of: "routes[0]") == Position(line: 3, column: 5))
        #expect(map.position(of: "routes[0].id") == Position(line: 3, column: 7))
        #expect(map.position(of: "routes[0].patterns[1]") == Position(line: 3, column: 37))
        #expect(map.position(of: "routes[1]") == Position(line: 4, column: 5))
        #expect(map.position(of: "routes[1].params.x.enum") == Position(line: 6, column: 26))
        #expect(map.position(of: "routes[1].params.x.enum[1]") == Position(line: 6, column: 42))
        #expect(map.position(of: "routes[1].params.x.enum[4].deep") == Position(line: 6, column: 58))
        #expect(map.keys(of: "routes[1]") == ["id", "params"])
        #expect(map.keys(of: "routes") == [])
    }

    // Issue 37, item 13: the example of the type's doc comment, as it is shown.
    @Test("The doc comment's example holds")
    func docExample() {
        let map = JSONPositionMap(Array("{\"routes\": [{\"id\": \"a\",\n  \"requries\": []}]}".utf8))
        #expect(map.position(of: "routes[0].requries")?.description == "2:3")
        #expect(map.position(of: "routes[0]")?.description == "1:13")
        #expect(map.position(of: "routes[0].tab") == nil)
        #expect(map.nearestPosition(of: "routes[0].tab").description == "1:13")
    }

    // Issue 37, item 13.
    @Test("Keys are decoded before they are spelt into paths: escapes, dots, quotes and surrogate pairs")
    func escapedKeys() {
        let map = Self.map(
            #"{"routes": [{"re\u0071uries": 1, "a\"b": 2, "\ud83d\ude00": 3, "x.y": 4, "tab\tkey": 5}]}"#)
        #expect(map.position(of: "routes[0].requries") == Position(line: 1, column: 14))
        #expect(map.position(of: "routes[0].a\"b") == Position(line: 1, column: 34))
        #expect(map.position(of: "routes[0].😀") != nil)
        #expect(map.position(of: "routes[0].x.y") != nil)
        #expect(map.position(of: "routes[0].tab\tkey") != nil)
        #expect(map.keys(of: "routes[0]") == ["requries", "a\"b", "😀", "x.y", "tab\tkey"])
    }

    // Issue 37, item 13.
    @Test("A path the text lacks has no position; the nearest one is its closest ancestor, else the document")
    func missingPaths() {
        let map = Self.map("\n  {\"routes\": [{\"id\": \"a\"}]}")
        #expect(map.position(of: "routes[0].tab") == nil)
        #expect(map.position(of: "routes[3]") == nil)
        #expect(map.nearestPosition(of: "routes[0].tab") == Position(line: 2, column: 15))
        #expect(map.nearestPosition(of: "routes[3].params.x") == Position(line: 2, column: 4))
        #expect(map.nearestPosition(of: "guards.signedIn") == Position(line: 2, column: 3))
        #expect(JSONPositionMap([]).nearestPosition(of: "routes") == Position(line: 1, column: 1))
    }

    // Issue 37, item 13: one rule for lines and columns.
    @Test("Lines and columns count as the JSON parser's errors count them: characters, not bytes")
    func countsLikeTheParser() {
        let text = "{\"é\": {\"日本\": [\"ü\", \"x\"]},\r\n \"k\": 1}"
        let bytes = Array(text.utf8)
        let map = JSONPositionMap(bytes)
        for (path, needle) in [("é", "\"é\""), ("é.日本", "\"日本\""), ("é.日本[1]", "\"x\""), ("k", "\"k\"")] {
            let offset = bytes.firstRange(of: Array(needle.utf8))!.lowerBound
            let expected = JSONParseError(kind: .malformed, offset: offset, message: "").position(in: bytes)
            #expect(map.position(of: path) == Position(line: expected.line, column: expected.column), "\(path)")
        }
    }

    // Issue 37, item 13: one spelling of paths for findings and for the map.
    @Test("Every path the library's findings can name is in the map of the fixture tables", arguments: Self.tables)
    func spellsPathsAsTheLibrary(table: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: table).map { [UInt8]($0) })
        let map = JSONPositionMap(bytes)
        var missing: [String] = []
        func walk(_ value: JSONValue, _ path: JSONPath) {
            if map.position(of: path.text) == nil { missing.append(path.text) }
            switch value {
            case .object(let object): for member in object { walk(member.value, path.appending(member.key)) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, path.appending(index)) }
            default: break
            }
        }
        walk(try JSONParser().parse(bytes), .root)
        #expect(missing.isEmpty, "\(table): \(missing.prefix(5))")
    }

    static let tables: [String] = {
        let root = Fixture.packageRoot + "/Fixtures"
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return folders.sorted().map { "\(root)/\($0)/routes.json" }.filter {
            FileManager.default.fileExists(atPath: $0)
        }
        .prefix(40).map { $0 }
    }()

    // Issue 37, item 13.
    @Test("Text that is not JSON maps what comes before the first fault, and never traps")
    func brokenText() {
        let map = Self.map(#"{"routes": [{"id": "a"}, {"id": ,"#)
        #expect(map.position(of: "routes[0].id") == Position(line: 1, column: 14))
        #expect(map.position(of: "routes[1].id") == Position(line: 1, column: 27))
        for text in ["", "{", "[", "\"", "{\"a", "{\"a\":", "[1,", "}", "\\u", "{\"\\ud800\": 1}", "tru", "{\"a\" 1}"] {
            _ = Self.map(text).nearestPosition(of: "a[0].b")
        }
        var random = SplitMix64(seed: 37)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                random.pick(Array(#"{}[]",:"\u0aé 1-tn"#.utf8))
            }
            _ = JSONPositionMap(bytes).nearestPosition(of: "routes[0].id")
        }
    }

    // Issue 37, item 13.
    @Test("A key given twice keeps its first place; a dotted key and a nested one spell alike and the first wins")
    func ambiguousPaths() {
        let map = Self.map("{\"a.b\": 1,\n \"a\": {\"b\": 2}}")
        #expect(map.position(of: "a.b") == Position(line: 1, column: 2))
        #expect(map.position(of: "a") == Position(line: 2, column: 2))
    }
}
