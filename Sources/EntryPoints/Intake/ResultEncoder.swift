/// Writes result lines of the format entryd emits (FORMATS.md section 3):
/// one compact JSON object per line, keys in a fixed order: `line`, `id`,
/// `entry`, `resumed`, `status`, `reason`, `route`, `params` (left out when
/// empty), `guard`, `redirect`, `message`, `state`.
///
/// This is the only place that knows the result format.
public enum ResultEncoder {
    /// Appends one result line, with its trailing newline, to `buffer`.
    public static func write(
        _ outcome: Outcome, line: Int, id: JSONValue?, entry: String?, resumed: Bool = false,
        state: NavigationState? = nil, to buffer: inout [UInt8]
    ) {
        buffer.append(contentsOf: #"{"line":"#.utf8)
        appendInteger(line, to: &buffer)
        if let id {
            buffer.append(contentsOf: #","id":"#.utf8)
            id.write(to: &buffer)
        }
        if let entry {
            buffer.append(contentsOf: #","entry":"#.utf8)
            JSONWriter.writeString(entry, to: &buffer)
        }
        if resumed { buffer.append(contentsOf: #","resumed":true"#.utf8) }
        buffer.append(contentsOf: #","status":"#.utf8)
        JSONWriter.writeString(outcome.status.rawValue, to: &buffer)
        if let reason = outcome.reason {
            buffer.append(contentsOf: #","reason":"#.utf8)
            JSONWriter.writeString(reason.rawValue, to: &buffer)
        }
        if let route = outcome.route {
            buffer.append(contentsOf: #","route":"#.utf8)
            JSONWriter.writeString(route, to: &buffer)
            // NB: empty parameters are left out, as the format's example line for `debug` shows.
            if let params = outcome.params, !params.isEmpty {
                buffer.append(contentsOf: #","params":"#.utf8)
                params.write(to: &buffer)
            }
        }
        if let guardName = outcome.guardName {
            buffer.append(contentsOf: #","guard":"#.utf8)
            JSONWriter.writeString(guardName, to: &buffer)
        }
        if let redirect = outcome.redirect {
            buffer.append(contentsOf: #","redirect":"#.utf8)
            JSONWriter.writeString(redirect, to: &buffer)
        }
        if let message = outcome.message {
            buffer.append(contentsOf: #","message":"#.utf8)
            JSONWriter.writeString(message, to: &buffer)
        }
        if let state {
            buffer.append(contentsOf: #","state":"#.utf8)
            state.jsonValue.write(to: &buffer)
        }
        buffer.append(contentsOf: "}\n".utf8)
    }

    /// Appends the decimal digits of `value`.
    static func appendInteger(_ value: Int, to buffer: inout [UInt8]) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            appendInteger(-value, to: &buffer)
            return
        }
        if value < 10 {
            buffer.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { raw in
            while rest > 0 {
                raw[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { buffer.append(raw[index]) }
        }
    }
}
