import EntryPoints

/// Writes result lines of the format entryd emits (the Event and result formats article (Results)):
/// one compact JSON object per line, its members named and ordered as
/// `ResultMember` lists them: `line`, `id`, `entry`, `part`, `resumed`,
/// `status`, `reason`, `route`, `params` (always with `route`, `{}` when
/// empty), `tracking`, `resolvedFrom`, `scene`, `from`, `opened` (only
/// when `true`), `guard`, `redirect`, `message`, `state`.
///
/// This is the only writer of result lines: the fast path writes fragments
/// this encoder rendered (`ResultEncoder+Fragments.swift`), and the names and
/// their order live in `ResultMember`, in the core.
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
        // NB: `{` opens the line in place of the first member's comma.
        var first = true
        for member in ResultMember.allCases {
            switch member {
            case .line:
                appendKey(member, first: &first, to: &buffer)
                appendInteger(line, to: &buffer)
            case .id:
                guard let id else { continue }
                appendKey(member, first: &first, to: &buffer)
                JSONWriter.write(id, to: &buffer)
            case .entry:
                appendString(member, entry, first: &first, to: &buffer)
            case .part:
                guard let part else { continue }
                appendKey(member, first: &first, to: &buffer)
                appendInteger(part, to: &buffer)
            case .resumed:
                guard resumed else { continue }
                appendKey(member, first: &first, to: &buffer)
                buffer.append(literal: "true")
            case .status:
                appendKey(member, first: &first, to: &buffer)
                JSONWriter.writeString(outcome.status.rawValue, to: &buffer)
            case .reason:
                appendString(member, outcome.reason?.rawValue, first: &first, to: &buffer)
            case .route:
                appendString(member, outcome.route, first: &first, to: &buffer)
            case .params:
                // NB: `params` goes with `route` even when empty (the Event and result formats article (Results)),
                // so a consumer decoding results into a typed record never tests for the key.
                guard outcome.route != nil else { continue }
                appendKey(member, first: &first, to: &buffer)
                if let params = outcome.params {
                    JSONWriter.write(params, to: &buffer)
                } else {
                    buffer.append(literal: "{}")
                }
            case .tracking:
                guard let tracking = outcome.trackingParameters else { continue }
                appendKey(member, first: &first, to: &buffer)
                JSONWriter.write(tracking, to: &buffer)
            case .resolvedFrom:
                appendString(member, outcome.resolvedFrom, first: &first, to: &buffer)
            case .scene:
                appendString(member, outcome.scene, first: &first, to: &buffer)
            case .from:
                appendString(member, outcome.forwardedFrom, first: &first, to: &buffer)
            case .opened:
                guard outcome.openedScene else { continue }
                appendKey(member, first: &first, to: &buffer)
                buffer.append(literal: "true")
            case .guard:
                appendString(member, outcome.guardName, first: &first, to: &buffer)
            case .redirect:
                appendString(member, outcome.redirect, first: &first, to: &buffer)
            case .message:
                appendString(member, outcome.message, first: &first, to: &buffer)
            case .state:
                guard let state else { continue }
                appendKey(member, first: &first, to: &buffer)
                JSONWriter.write(state.jsonValue, to: &buffer)
            }
        }
        buffer.append(literal: "}\n")
    }

    /// `member` with the string `value`, when there is one.
    @inline(__always)
    static func appendString<Sink: ByteSink>(
        _ member: ResultMember, _ value: String?, first: inout Bool, to buffer: inout Sink
    ) {
        guard let value else { return }
        appendKey(member, first: &first, to: &buffer)
        JSONWriter.writeString(value, to: &buffer)
    }

    /// `member`'s key, `,"<name>":`, with `{` in place of the comma when it is the `first` one written.
    @inline(__always)
    static func appendKey<Sink: ByteSink>(_ member: ResultMember, first: inout Bool, to buffer: inout Sink) {
        let key = member.key
        guard first else { return buffer.append(literal: key) }
        first = false
        buffer.append(UInt8(ascii: "{"))
        buffer.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start + 1, count: key.utf8CodeUnitCount - 1))
    }

    /// Appends the decimal digits of `value`.
    static func appendInteger<Sink: ByteSink>(_ value: Int, to buffer: inout Sink) {
        buffer.append(decimal: value)
    }
}
