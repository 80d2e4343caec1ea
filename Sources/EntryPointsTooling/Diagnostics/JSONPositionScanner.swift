/// One pass over a JSON text that notes where each path starts, for
/// ``JSONPositionMap``. It reads structure, not values: scalars are skipped,
/// keys are decoded (escapes included) to spell paths, and it stops at the
/// first byte that cannot continue the text.
///
/// NB: iterative, so nesting costs heap, never stack, like the core's parser.
struct JSONPositionScanner {
    private enum Expecting {
        case value(path: String)
        case keyOrEnd
        case key
        case elementOrEnd
        case separatorOrEnd
    }

    private struct Container {
        var isObject: Bool
        var path: String
        var count: Int
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private(set) var positions: [String: JSONPositionMap.Position] = [:]
    private(set) var memberKeys: [String: [String]] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var here: JSONPositionMap.Position { .init(line: line, column: column) }

    /// Moves past one byte, counting lines and characters as `JSONParseError.position(in:)` does.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
    }

    private mutating func note(_ path: String, at position: JSONPositionMap.Position) {
        if positions[path] == nil { positions[path] = position }
    }

    mutating func scan() {
        var stack: [Container] = []
        var expecting = Expecting.value(path: "")
        while true {
            skipWhitespace()
            guard offset < bytes.count else { return }
            let byte = bytes[offset]
            switch expecting {
            case .value(let path):
                note(path, at: here)
                switch byte {
                case UInt8(ascii: "{"):
                    advance()
                    stack.append(Container(isObject: true, path: path, count: 0))
                    expecting = .keyOrEnd
                case UInt8(ascii: "["):
                    advance()
                    stack.append(Container(isObject: false, path: path, count: 0))
                    expecting = .elementOrEnd
                case UInt8(ascii: "\""):
                    _ = readString()
                    expecting = .separatorOrEnd
                default:
                    guard skipScalar() else { return }
                    expecting = .separatorOrEnd
                }
            case .keyOrEnd where byte == UInt8(ascii: "}"), .elementOrEnd where byte == UInt8(ascii: "]"):
                advance()
                stack.removeLast()
                expecting = .separatorOrEnd
            case .keyOrEnd, .key:
                guard byte == UInt8(ascii: "\""), var container = stack.popLast() else { return }
                let start = here
                let key = readString()
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return }
                advance()
                let path = container.path.isEmpty ? key : container.path + "." + key
                note(path, at: start)
                memberKeys[container.path, default: []].append(key)
                container.count += 1
                stack.append(container)
                expecting = .value(path: path)
            case .elementOrEnd:
                guard var container = stack.popLast() else { return }
                let path = container.path + "[\(container.count)]"
                container.count += 1
                stack.append(container)
                expecting = .value(path: path)
            case .separatorOrEnd:
                guard var container = stack.popLast() else { return }
                switch byte {
                case UInt8(ascii: ","):
                    advance()
                    if container.isObject {
                        expecting = .key
                    } else {
                        let path = container.path + "[\(container.count)]"
                        container.count += 1
                        expecting = .value(path: path)
                    }
                    stack.append(container)
                case UInt8(ascii: "}") where container.isObject, UInt8(ascii: "]") where !container.isObject:
                    advance()
                default:
                    return
                }
            }
        }
    }

    /// Moves past a number or a literal; `false` when there is none.
    private mutating func skipScalar() -> Bool {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let isPart =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "E")
            guard isPart else { break }
            advance()
        }
        return offset > start
    }

    /// Moves past a string starting at its opening quote, and returns it
    /// decoded (a broken escape or encoding reads as U+FFFD).
    private mutating func readString() -> String {
        advance()
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
            run.removeAll(keepingCapacity: true)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                run.append(byte)
                advance()
                continue
            }
            flush()
            advance()
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            advance()
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "u"): scalars.append(readUnicodeEscape())
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }

    /// The scalar of `\uXXXX` (the `\u` read), pairing a high surrogate with the low one after it.
    private mutating func readUnicodeEscape() -> Unicode.Scalar {
        guard let high = readHex4() else { return "\u{FFFD}" }
        if (0xD800..<0xDC00).contains(high) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { return "\u{FFFD}" }
            advance()
            advance()
            guard let low = readHex4(), (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func readHex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else { return nil }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
