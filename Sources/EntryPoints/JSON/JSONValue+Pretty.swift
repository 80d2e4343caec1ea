extension JSONValue {
    /// The value as indented JSON text for people to read: two spaces per
    /// level, one member or element per line, members in order.
    ///
    /// ```swift
    /// let value: JSONValue = ["applinks": ["details": [], "ok": true]]
    /// print(value.prettyText)
    /// // {
    /// //   "applinks": {
    /// //     "details": [],
    /// //     "ok": true
    /// //   }
    /// // }
    /// ```
    ///
    /// Empty arrays and objects print as `[]` and `{}`. Strings are escaped
    /// as ``jsonText`` escapes them, so the text parses back to an equal
    /// value. There is no trailing newline.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public var prettyText: String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(256)
        writePretty(self, indent: 0, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}

/// Appends `value` as indented JSON, its first line already positioned at `indent`.
private func writePretty(_ value: JSONValue, indent: Int, to buffer: inout [UInt8]) {
    switch value {
    case .array(let elements) where !elements.isEmpty:
        buffer.append(JSONByte.leftBracket)
        for (position, element) in elements.enumerated() {
            if position > 0 { buffer.append(JSONByte.comma) }
            newline(indent: indent + 1, to: &buffer)
            writePretty(element, indent: indent + 1, to: &buffer)
        }
        newline(indent: indent, to: &buffer)
        buffer.append(JSONByte.rightBracket)
    case .object(let object) where !object.isEmpty:
        buffer.append(JSONByte.leftBrace)
        for (position, member) in object.members.enumerated() {
            if position > 0 { buffer.append(JSONByte.comma) }
            newline(indent: indent + 1, to: &buffer)
            JSONWriter.writeString(member.key, to: &buffer)
            buffer.append(JSONByte.colon)
            buffer.append(JSONByte.space)
            writePretty(member.value, indent: indent + 1, to: &buffer)
        }
        newline(indent: indent, to: &buffer)
        buffer.append(JSONByte.rightBrace)
    default:
        // NB: scalars, `[]` and `{}` are the same compact or pretty.
        JSONWriter.write(value, to: &buffer)
    }
}

/// Appends a line break and `indent` levels of two spaces.
private func newline(indent: Int, to buffer: inout [UInt8]) {
    buffer.append(JSONByte.lineFeed)
    buffer.append(contentsOf: repeatElement(JSONByte.space, count: 2 * indent))
}
