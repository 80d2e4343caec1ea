import EntryPoints

/// The pieces of a result line that the fast path writes as it goes, so the
/// fast path writes no byte the encoder has not produced: strings are always
/// escaped here (the Event and result formats article (Results and Edge cases)), and the pieces that depend only
/// on the table are rendered here once, per session.
///
/// NB: the fast path decides *what* to write (it skips the JSON tree and the
/// controller); how each piece is spelled stays in ``ResultEncoder``, the one
/// writer of the result format, and the members' names and order in
/// `ResultMember`: the fixed pieces are cut from lines that
/// ``write(_:line:id:entry:part:resumed:state:into:)`` itself rendered, so
/// no name or order is written down here. A copy of the escaping rules is how
/// a URL holding an escaped quote once came out as forged JSON (issue 21).
extension ResultEncoder {
    /// `{"line":`, the key a result line opens with.
    static func lineKey() -> [UInt8] {
        var bytes: [UInt8] = []
        var first = true
        appendKey(.line, first: &first, to: &bytes)
        return bytes
    }

    /// `,"entry":"url","status":"routed","route":"<id>","params":{`: what a routed
    /// `url` line holds between its `id` and its first parameter, rendered once per route.
    static func routedHead(route: String) -> [UInt8] {
        urlLine(Outcome(status: .routed, route: route, params: [:]), endingWith: "{}}\n", keeping: 1)
    }

    /// `,"entry":"url","status":"unmatched","reason":"no-route","message":`: what an
    /// unmatched `url` line holds between its `id` and its sentence, rendered once per session.
    static func noRouteHead() -> [UInt8] {
        urlLine(Outcome(status: .unmatched, reason: .noRoute, message: ""), endingWith: "\"\"}\n", keeping: 0)
    }

    /// The line this encoder writes for `outcome` on a `url` event with no `id`,
    /// without its `{"line":0` and without `ending` but for its first `keep` bytes.
    ///
    /// NB: the fast path writes `line`, then `id`, then this piece, then the
    /// values that follow it; a `ResultMember` order that did not put them so
    /// would stop every session here, before a line is misspelled.
    private static func urlLine(_ outcome: Outcome, endingWith ending: StaticString, keeping keep: Int) -> [UInt8] {
        func line(id: JSONValue?) -> [UInt8] {
            var bytes: [UInt8] = []
            write(
                outcome, line: 0, id: id, entry: EntryPoint.Kind.url.rawValue, part: nil, resumed: false, state: nil,
                into: &bytes)
            return bytes
        }
        let bytes = line(id: nil)
        let zero = [UInt8(ascii: "0")]
        let head = lineKey() + zero
        let tail = ending.withUTF8Buffer { Array($0) }
        precondition(
            bytes.starts(with: head) && bytes.suffix(tail.count).elementsEqual(tail)
                && line(id: .number(JSONNumber(0))) == head + ResultMember.id.key.withUTF8Buffer(Array.init) + zero
                    + bytes[head.count...],
            "ResultMember's order no longer puts line, id, then the rest of this outcome on a url line: \(outcome)")
        return Array(bytes[head.count..<(bytes.count - tail.count + keep)])
    }

    /// `{"line":N,"id":…`, the keys as `ResultMember` spells them (constants, folded here): `id` is
    /// a string's contents or a number's validated literal, as the event scanner found it.
    /// A string's contents passed `JSONScan.endOfPrintableStringContent(in:from:)` whole
    /// (printable ASCII, which stops at every byte the writer escapes), so it is copied
    /// with no second check.
    @inline(__always)
    static func writeURLHead(
        line digits: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>?, idIsString: Bool,
        to output: inout OutputCursor
    ) {
        output.appendOpening(ResultMember.line.key)
        output.append(contentsOf: digits)
        if let id {
            output.append(ResultMember.id.key)
            if idIsString {
                output.appendQuoted(id)
            } else {
                output.append(contentsOf: id)
            }
        }
    }

    /// ``noRouteHead()`` as rendered, `sentence` (raw text, escaped here), `}` and the newline.
    static func writeNoRoute(
        message sentence: UnsafeBufferPointer<UInt8>, head: UnsafeBufferPointer<UInt8>, to output: inout OutputCursor
    ) {
        output.append(contentsOf: head)
        writeString(sentence, to: &output)
        output.append("}\n")
    }

    /// A fragment this encoder rendered earlier (``routedHead(route:)``, …), or the members of `params` the core rendered.
    @inline(__always)
    static func writeRendered(_ fragment: UnsafeBufferPointer<UInt8>, to output: inout OutputCursor) {
        output.append(contentsOf: fragment)
    }

    /// `}}` and the newline: the end of `params` and of a routed line.
    @inline(__always)
    static func closeRoutedLine(to output: inout OutputCursor) { output.append("}}\n") }

    /// `bytes` (valid UTF-8) as a quoted JSON string, escaped per the Event and result formats article (Edge cases).
    @inline(__always)
    static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout OutputCursor) {
        if JSONScan.isPlain(bytes) {
            output.appendQuoted(bytes)
        } else {
            JSONWriter.writeString(bytes, to: &output)
        }
    }
}
