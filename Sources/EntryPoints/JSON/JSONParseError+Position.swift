extension JSONParseError {
    /// The 1-based line and column of ``offset`` in `bytes`, the text the
    /// error came from, as an editor counts them.
    ///
    /// Lines end at `\n` (so `\r\n` counts once); columns count characters
    /// (UTF-8 sequences), not bytes, so `é` is one column. An offset at the
    /// end of the input is the position just after its last character.
    ///
    /// ```swift
    /// let text = Array("{\n  \"a\": x\n}".utf8)
    /// do { _ = try JSONParser().parse(text) } catch {
    ///     error.position(in: text)  // (line: 2, column: 8)
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) in ``offset``.
    public func position(in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
