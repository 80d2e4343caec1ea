import EntryPoints

/// The pieces of a result line that the fast path writes as it goes, so the
/// fast path writes no byte the encoder has not produced: strings are always
/// escaped here (the Event and result formats article (Results and Edge cases)), and the pieces that depend only
/// on the table are rendered here once, per session.
///
/// NB: the fast path decides *what* to write (it skips the JSON tree and the
/// controller); how each piece is spelled stays in ``ResultEncoder``, the one
/// home of the result format. A copy of the escaping rules is how a URL
/// holding an escaped quote once came out as forged JSON (issue 21).
extension ResultEncoder {
    /// `,"status":"routed","route":"<id>"`, rendered once per route.
    static func routedHead(route: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append(literal: #","status":"routed","route":"#)
        JSONWriter.writeString(route, to: &bytes)
        return bytes
    }

    /// `"<name>":`, a member's key rendered once per captured parameter.
    static func memberKey(_ name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        JSONWriter.writeString(name, to: &bytes)
        bytes.append(JSONByte.colon)
        return bytes
    }

    /// `{"line":N,"id":…,"entry":"url"`: `id` is a string's contents or a number's validated
    /// literal, as the event scanner found it. A string's contents passed
    /// `JSONScan.endOfPrintableStringContent(in:from:)` whole (printable ASCII, which stops at every
    /// byte the writer escapes), so it is copied with no second check.
    @inline(__always)
    static func writeURLHead(
        line digits: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>?, idIsString: Bool,
        to output: OutputBuffer
    ) {
        output.append(#"{"line":"#)
        output.append(contentsOf: digits)
        if let id {
            output.append(#","id":"#)
            if idIsString {
                output.appendQuoted(id)
            } else {
                output.append(contentsOf: id)
            }
        }
        output.append(#","entry":"url""#)
    }

    /// `,"status":"unmatched","reason":"no-route","message":"<sentence>"}` and the newline;
    /// `sentence` is raw text, escaped here.
    static func writeNoRoute(message sentence: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        output.append(#","status":"unmatched","reason":"no-route","message":"#)
        writeString(sentence, to: output)
        output.append("}\n")
    }

    /// A fragment this encoder rendered earlier (``routedHead(route:)``, ``memberKey(_:)``).
    @inline(__always)
    static func writeRendered(_ fragment: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        output.append(contentsOf: fragment)
    }

    /// `,"params":{`.
    @inline(__always)
    static func openParams(to output: OutputBuffer) { output.append(#","params":{"#) }

    /// `,` between members of `params`.
    @inline(__always)
    static func separateMembers(to output: OutputBuffer) { output.append(JSONByte.comma) }

    /// `:` between a query item's name and its value.
    @inline(__always)
    static func separateKey(to output: OutputBuffer) { output.append(JSONByte.colon) }

    /// `}}` and the newline: the end of `params` and of a routed line.
    @inline(__always)
    static func closeRoutedLine(to output: OutputBuffer) { output.append("}}\n") }

    /// `bytes` (valid UTF-8) as a quoted JSON string, escaped per the Event and result formats article (Edge cases).
    @inline(__always)
    static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        if JSONScan.isPlain(bytes) {
            output.appendQuoted(bytes)
        } else {
            var sink = OutputSink(buffer: output)
            JSONWriter.writeString(bytes, to: &sink)
        }
    }

    /// ``writeString(_:to:)`` for bytes in a padded buffer (at least seven readable bytes follow
    /// them: ``DecodedURL``'s decoded segments and query items): a plain string, the common case,
    /// is checked a word at a time and copied at once; anything else is escaped as always.
    @inline(__always)
    static func writeString(padded bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        if JSONScan.isPlain(padded: bytes) {
            output.appendQuoted(bytes)
        } else {
            writeString(bytes, to: output)
        }
    }

    /// Whether every string inside `run` (valid UTF-8 in a padded buffer: ``DecodedURL``'s decoded
    /// bytes) may be written as is: one word-at-a-time pass per URL instead of one per string.
    /// A sub-range of a plain run is plain, so `true` lets the caller pass `plain: true` to
    /// ``writeString(padded:plain:to:)`` and ``writeJoined(_:from:plain:to:)`` for its pieces.
    @inline(__always)
    static func isPlain(run: UnsafeBufferPointer<UInt8>) -> Bool { JSONScan.isPlain(padded: run) }

    /// ``writeString(padded:to:)`` for a piece of a run; `plain` is what ``isPlain(run:)`` said
    /// about the run, and when it is `true` the piece is copied with no check of its own.
    @inline(__always)
    static func writeString(padded bytes: UnsafeBufferPointer<UInt8>, plain: Bool, to output: OutputBuffer) {
        if plain {
            output.appendQuoted(bytes)
        } else {
            writeStringOutOfLine(padded: bytes, to: output)
        }
    }

    /// ``writeString(padded:to:)`` kept out of line, so the plain case inlines as a bare copy.
    @inline(never)
    static func writeStringOutOfLine(padded bytes: UnsafeBufferPointer<UInt8>, to output: OutputBuffer) {
        writeString(padded: bytes, to: output)
    }

    /// A catch-all's segments (valid UTF-8, in a padded buffer), joined by `/`, as one quoted JSON
    /// string; `plain` is what ``isPlain(run:)`` said about the run holding them.
    static func writeJoined(_ segments: ByteSegments, from first: Int, plain: Bool, to output: OutputBuffer) {
        var sink = OutputSink(buffer: output)
        output.append(JSONByte.quotationMark)
        for index in first..<segments.count {
            if index > first { output.append(JSONByte.slash) }
            let segment = segments.segment(index)
            if plain || JSONScan.isPlain(padded: segment) {
                output.append(contentsOf: segment)
            } else {
                JSONWriter.writeEscaped(segment, to: &sink)
            }
        }
        output.append(JSONByte.quotationMark)
    }

    /// A converted parameter value.
    static func writeValue(_ value: JSONValue, to output: OutputBuffer) {
        var sink = OutputSink(buffer: output)
        JSONWriter.write(value, to: &sink)
    }
}
