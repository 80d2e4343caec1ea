import EntryPoints

/// Writes result lines of the format entryd emits (the Event and result formats article (Results)):
/// one compact JSON object per line, keys in a fixed order: `line`, `id`,
/// `entry`, `part`, `resumed`, `status`, `reason`, `route`, `params` (always
/// with `route`, `{}` when empty), `guard`, `redirect`, `message`, `state`.
///
/// This is the only place that knows the result format.
public enum ResultEncoder {
    /// Appends one result line, with its trailing newline, to `buffer`.
    public static func write(
        _ outcome: Outcome, line: Int, id: JSONValue?, entry: String?, part: Int? = nil,
        resumed: Bool = false, state: NavigationState? = nil, to buffer: inout [UInt8]
    ) {
        write(outcome, line: line, id: id, entry: entry, part: part, resumed: resumed, state: state, into: &buffer)
    }

    /// Appends one result line to an ``OutputBuffer``.
    public static func write(
        _ outcome: Outcome, line: Int, id: JSONValue?, entry: String?, part: Int? = nil,
        resumed: Bool = false, state: NavigationState? = nil, to buffer: OutputBuffer
    ) {
        var sink = OutputSink(buffer: buffer)
        write(outcome, line: line, id: id, entry: entry, part: part, resumed: resumed, state: state, into: &sink)
    }

    static func write<Sink: ByteSink>(
        _ outcome: Outcome, line: Int, id: JSONValue?, entry: String?, part: Int?, resumed: Bool,
        state: NavigationState?, into buffer: inout Sink
    ) {
        buffer.append(literal: #"{"line":"#)
        appendInteger(line, to: &buffer)
        if let id {
            buffer.append(literal: #","id":"#)
            JSONWriter.write(id, to: &buffer)
        }
        if let entry {
            buffer.append(literal: #","entry":"#)
            JSONWriter.writeString(entry, to: &buffer)
        }
        if let part {
            buffer.append(literal: #","part":"#)
            appendInteger(part, to: &buffer)
        }
        if resumed { buffer.append(literal: #","resumed":true"#) }
        buffer.append(literal: #","status":"#)
        JSONWriter.writeString(outcome.status.rawValue, to: &buffer)
        if let reason = outcome.reason {
            buffer.append(literal: #","reason":"#)
            JSONWriter.writeString(reason.rawValue, to: &buffer)
        }
        if let route = outcome.route {
            buffer.append(literal: #","route":"#)
            JSONWriter.writeString(route, to: &buffer)
            // NB: `params` goes with `route` even when empty (the Event and result formats article (Results)), so a
            // consumer decoding results into a typed record never tests for the key.
            buffer.append(literal: #","params":"#)
            if let params = outcome.params {
                JSONWriter.write(params, to: &buffer)
            } else {
                buffer.append(literal: "{}")
            }
        }
        if let guardName = outcome.guardName {
            buffer.append(literal: #","guard":"#)
            JSONWriter.writeString(guardName, to: &buffer)
        }
        if let redirect = outcome.redirect {
            buffer.append(literal: #","redirect":"#)
            JSONWriter.writeString(redirect, to: &buffer)
        }
        if let message = outcome.message {
            buffer.append(literal: #","message":"#)
            JSONWriter.writeString(message, to: &buffer)
        }
        if let state {
            buffer.append(literal: #","state":"#)
            JSONWriter.write(state.jsonValue, to: &buffer)
        }
        buffer.append(literal: "}\n")
    }

    /// Appends the decimal digits of `value`.
    static func appendInteger<Sink: ByteSink>(_ value: Int, to buffer: inout Sink) {
        buffer.append(decimal: value)
    }
}
