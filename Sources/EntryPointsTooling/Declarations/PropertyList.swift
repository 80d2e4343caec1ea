/// A property list read from an Info.plist or an entitlements file, XML or
/// binary, by a reader of our own (Foundation's `PropertyListSerialization`
/// would bring all of Foundation into `entryd`).
///
/// Both readers hold a file to the same bounds, so no file of at most
/// ``AppDeclarations/maximumFileBytes`` can exhaust the machine:
/// - **Objects:** at most ``maximumObjects``, counted as the document would
///   be written out in XML: an object a binary list references from ten
///   places counts ten times. A binary list decodes each object once and
///   shares it, so its work is bounded by its size, and the count keeps
///   whoever walks the result (``AppDeclarations``) bounded too; past the
///   limit the file is refused (`plist.too-many-objects`).
/// - **Nesting:** at most ``maximumDepth`` arrays and dictionaries deep; both
///   readers are iterative, so nesting costs heap, never stack.
/// - **No entities:** the XML reader knows the five predefined entities and
///   character references only; a document type with an internal subset
///   (where entities would be declared) is refused, and nothing is fetched.
/// - A binary list whose objects refer to themselves is refused.
enum PropertyList: Hashable, Sendable {
    /// `<string>`, or a binary ASCII or UTF-16 string.
    case string(String)
    /// `<integer>`.
    case integer(Int64)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`, in seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    /// `<data>`, decoded.
    case data([UInt8])
    /// A keyed archive's object reference (binary lists only).
    case uid(UInt64)
    /// `<array>`, or a binary set.
    indirect case array([PropertyList])
    /// `<dict>`; of two equal keys the last wins.
    indirect case dictionary([String: PropertyList])

    /// The most objects a property list may hold, each reference to a shared
    /// object counted as a copy: 100,000 (a large app's Info.plist has a few
    /// hundred).
    static let maximumObjects = 100_000
    /// The deepest nesting of arrays and dictionaries read: 512, as for JSON.
    static let maximumDepth = 512

    /// Why a file is not a property list this reader accepts: one sentence
    /// naming the rule, and where (a byte offset or an XML line).
    struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The sentence.
        var message: String
        /// Whether the file broke the object limit (rather than the format).
        var tooManyObjects = false

        init(_ message: String, tooManyObjects: Bool = false) {
            self.message = message
            self.tooManyObjects = tooManyObjects
        }

        var description: String { message }
    }

    /// The property list in `bytes`: binary when it starts with `bplist00`,
    /// else XML.
    /// - Throws: ``ReadError`` naming what is wrong and where.
    static func read(_ bytes: [UInt8]) throws(ReadError) -> PropertyList {
        if bytes.starts(with: BinaryReader.magic) {
            var reader = try BinaryReader(bytes)
            return try reader.read()
        }
        var reader = XMLReader(bytes)
        return try reader.read()
    }

    /// The refusal of a document past ``maximumObjects``.
    static var tooManyObjects: ReadError {
        ReadError(
            "it holds more than \(maximumObjects) objects (each reference to a shared object counts as a copy)",
            tooManyObjects: true)
    }

    /// The refusal of a document nested past ``maximumDepth``.
    static var tooDeep: ReadError {
        ReadError("it nests arrays and dictionaries more than \(maximumDepth) deep")
    }

    /// The elements of an array value.
    var arrayValue: [PropertyList]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members of a dictionary value.
    var dictionaryValue: [String: PropertyList]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// The text of a string value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
