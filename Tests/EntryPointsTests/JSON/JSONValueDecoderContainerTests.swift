import Foundation
import Testing

@testable import EntryPoints

@Suite("JSON value decoder: containers and Foundation types")
struct JSONValueDecoderContainerTests {
    private let decoder = JSONValueDecoder()

    // MARK: Arrays

    // Issue 20, point 7: a query key given once is one value; asked as an array, it is one element.
    @Test("A single string asked as an array is a one-element array; an object is not")
    func stringIsOneElementArray() throws {
        struct Search: Decodable { let tags: [String] }
        #expect(try decoder.decode(Search.self, from: ["tags": "swift"]).tags == ["swift"])
        let error = decoder.failure(Search.self, from: ["tags": ["k": "v"]])
        #expect(error?.message == #"parameter tags: expected array, found object"#)
        #expect(error?.location == "tags")
    }

    @Test("An array asked as a single value does not convert")
    func arrayIsNotString() {
        struct Search: Decodable { let q: String }
        #expect(
            decoder.failure(Search.self, from: ["q": ["a", "b"]])?.message
                == "parameter q: expected String, found array")
    }

    @Test("Array elements convert one by one")
    func arrayElementsConvert() throws {
        struct Batch: Decodable { let ids: [Int] }
        #expect(try decoder.decode(Batch.self, from: ["ids": ["1", 2, "3"]]).ids == [1, 2, 3])
    }

    @Test("An element's error names its index")
    func elementErrorPath() {
        struct Batch: Decodable { let ids: [Int] }
        let error = decoder.failure(Batch.self, from: ["ids": [1, "x"]])
        #expect(error?.message == #"parameter ids[1]: expected Int, found string "x""#)
        #expect(error?.location == "ids[1]")
    }

    @Test("null elements decode as nil for Optional elements")
    func optionalElements() throws {
        #expect(try decoder.decode([String?].self, from: ["a", nil, 3]) == ["a", nil, "3"])
    }

    @Test("Nested arrays name every index")
    func nestedArrayPath() {
        struct Grid: Decodable { let grid: [[Int]] }
        #expect(decoder.failure(Grid.self, from: ["grid": [[1], [true]]])?.location == "grid[1][0]")
    }

    @Test("Reading past an array's end names the missing index")
    func pastTheEnd() {
        struct Pair: Decodable {
            let first: Int, second: Int
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                first = try container.decode(Int.self)
                second = try container.decode(Int.self)
            }
        }
        struct Holder: Decodable { let pair: Pair }
        #expect(
            decoder.failure(Holder.self, from: ["pair": [1]])?.message
                == "parameter pair[1]: expected Int, but the array has only 1 elements")
    }

    // MARK: Objects

    @Test("Nested objects decode, and their errors name the dotted path")
    func nestedObjects() throws {
        struct Filter: Decodable {
            let page: Int
            let sort: String
        }
        struct Search: Decodable { let filter: Filter }
        #expect(try decoder.decode(Search.self, from: ["filter": ["page": "2", "sort": "new"]]).filter.page == 2)
        let error = decoder.failure(Search.self, from: ["filter": ["page": "two", "sort": "new"]])
        #expect(error?.message == #"parameter filter.page: expected Int, found string "two""#)
        #expect(error?.location == "filter.page")
    }

    @Test("Objects inside arrays name index and key")
    func objectsInArrays() {
        struct Item: Decodable { let name: String }
        struct Cart: Decodable { let items: [Item] }
        let error = decoder.failure(Cart.self, from: ["items": [["name": "a"], ["name": "b"], ["title": "c"]]])
        #expect(error?.message == "parameter items[2].name: required but missing")
    }

    @Test("A string asked as an object does not convert")
    func stringIsNotObject() {
        struct Inner: Decodable { let a: Int }
        struct Outer: Decodable { let inner: Inner }
        #expect(
            decoder.failure(Outer.self, from: ["inner": "a=1"])?.message
                == #"parameter inner: expected object, found string "a=1""#)
    }

    @Test("Dictionaries decode with converted values")
    func dictionaries() throws {
        #expect(try decoder.decode([String: Int].self, from: ["a": "1", "b": 2]) == ["a": 1, "b": 2])
    }

    @Test("A JSONValue member passes through unconverted")
    func jsonValuePassesThrough() throws {
        struct Intent: Decodable { let extras: JSONValue }
        let extras: JSONValue = ["n": "42", "list": [true, nil], "x": 1.5]
        #expect(try decoder.decode(Intent.self, from: ["extras": extras]).extras == extras)
    }

    @Test("A top-level mismatch names the parameters as a whole, with no location")
    func topLevelMismatch() {
        let request = RouteRequest(route: "story", params: ["storyId": 1])
        let error = #expect(throws: EntryPointsError.self) { try request.decode(Int.self) }
        #expect(error?.message == "parameters: expected Int, found object")
        #expect(error?.location == nil)
    }

    // MARK: Enums and custom types

    @Test("String-backed enums decode from strings")
    func stringEnum() throws {
        enum Tab: String, Decodable { case home, inbox }
        #expect(try decoder.decode(Tab.self, from: "inbox") == .inbox)
    }

    @Test("Int-backed enums decode from numeric strings")
    func intEnum() throws {
        enum Level: Int, Decodable {
            case low = 1
            case high = 2
        }
        #expect(try decoder.decode(Level.self, from: "2") == .high)
    }

    @Test("A custom type's own error message is kept, with the path")
    func customMessageKept() {
        struct Slug: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                guard text == text.lowercased() else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "slug must be lowercase")
                }
            }
        }
        struct Post: Decodable { let slug: Slug }
        let error = decoder.failure(Post.self, from: ["slug": "Hello"])
        #expect(error?.message == "parameter slug: slug must be lowercase")
        #expect(error?.location == "slug")
    }

    // MARK: Foundation types

    @Test("UUID decodes from its string")
    func uuid() throws {
        let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(try decoder.decode(UUID.self, from: .string(text)) == UUID(uuidString: text))
    }

    @Test("An invalid UUID string names the type and the value")
    func invalidUUID() {
        struct Item: Decodable { let id: UUID }
        #expect(
            decoder.failure(Item.self, from: ["id": "nope"])?.message
                == #"parameter id: expected UUID, found string "nope""#)
    }

    @Test("URL decodes from its string")
    func url() throws {
        struct Link: Decodable { let target: URL }
        let link = try decoder.decode(Link.self, from: ["target": "https://example.com/a?b=1"])
        #expect(link.target.absoluteString == "https://example.com/a?b=1")
    }

    @Test("A URL asked from a number names the type")
    func urlFromNumber() {
        #expect(decoder.failure(URL.self, from: 7)?.message == "parameters: expected URL, found number 7")
    }

    @Test("Decimal decodes exactly from numbers and numeric strings")
    func decimal() throws {
        let number = JSONValue.number(JSONNumber(literal: "0.1")!)
        #expect(try decoder.decode(Decimal.self, from: number) == Decimal(string: "0.1"))
        #expect(try decoder.decode(Decimal.self, from: "12.34") == Decimal(string: "12.34"))
    }
}
