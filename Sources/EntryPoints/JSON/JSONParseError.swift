/// Why a JSON text was refused, and at which byte.
///
/// ``message`` is one phrase that names the problem and the byte, ready to
/// show: `unexpected end of input at byte 17`, `invalid escape '\q' at byte 12`,
/// `invalid UTF-8 at byte 4`.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad class of a problem.
    public enum Kind: Hashable, Sendable {
        /// The bytes are UTF-8 but not JSON (RFC 8259).
        case malformed
        /// The bytes are not valid UTF-8 (RFC 3629).
        case badEncoding
        /// Arrays and objects nest deeper than the parser's limit.
        case tooDeep
    }

    /// The broad class of the problem.
    public var kind: Kind
    /// The 0-based byte offset of the problem; the input's length when it ends early.
    public var offset: Int
    /// One phrase that names the problem and the byte.
    public var message: String

    /// An error with an explicit message.
    public init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// An error whose message is `problem` followed by ` at byte <offset>`.
    init(_ kind: Kind, _ problem: String, at offset: Int) {
        self.init(kind: kind, offset: offset, message: "\(problem) at byte \(offset)")
    }

    /// The message.
    public var description: String { message }
}

extension EntryPointsError {
    /// The library error for a refused JSON text: `json.malformed`,
    /// `json.bad-encoding` or `json.nesting-too-deep`, with the parser's message.
    public init(_ error: JSONParseError) {
        let code: Code
        switch error.kind {
        case .malformed: code = .malformedJSON
        case .badEncoding: code = .badEncoding
        case .tooDeep: code = .nestingTooDeep
        }
        self.init(code, error.message)
    }
}
