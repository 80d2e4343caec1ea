import Foundation

@testable import EntryPoints
import TestSupport

/// Builds URLs for property tests: from a table's own patterns (valid and
/// slightly off), or from a grammar of hostile pieces.
struct URLGenerator {
    var random: SplitMix64

    // MARK: - From patterns

    /// A path that a variant of `pattern` matches (or nearly: values are
    /// sometimes of the wrong type), with each segment sometimes
    /// percent-encoded or case-changed.
    mutating func path(for pattern: String, params: [String: ParameterType]) -> String {
        guard let parsed = try? Pattern(pattern) else { return "/" }
        let variant = random.pick(parsed.variants)
        var segments: [String] = []
        for component in variant.components {
            switch component {
            case .literal(let text): segments.append(disguise(text))
            case .parameter(let name): segments.append(encode(value(for: params[name] ?? .string)))
            case .catchAll:
                for _ in 0..<Int.random(in: 1...3, using: &random) { segments.append(encode(value(for: .string))) }
            }
        }
        let separator = random.oneIn(8) ? "//" : "/"
        return "/" + segments.joined(separator: separator) + (random.oneIn(6) ? "/" : "")
    }

    /// A full URL around `path`: custom scheme, web URL on an app domain,
    /// or a disguise (userinfo, port, case, another host).
    mutating func url(path: String) -> String {
        let query = random.oneIn(3) ? "?" + self.query() : ""
        let fragment = random.oneIn(8) ? "#frag" : ""
        let tail = path + query + fragment
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "demoapp:/" + tail.dropFirst()
        case 1: return "demoapp:" + tail.dropFirst()
        case 2: return random.pick(["DEMOAPP", "DemoApp", "demoapp"]) + "://" + tail.dropFirst()
        case 3:
            return "https://" + random.pick(["example.com", "EXAMPLE.com", "www.example.com", "a.b.example.com"]) + tail
        case 4: return "http://user:pass@example.com" + random.pick(["", ":80", ":8443", ":"]) + tail
        case 5: return "https://" + random.pick(Self.foreignHosts) + tail
        case 6: return random.pick(["ftp", "javascript", "file", "otherapp"]) + "://" + tail.dropFirst()
        default: return "demoapp://" + tail.dropFirst()
        }
    }

    /// Hosts that are not the app's, however they look.
    static let foreignHosts = [
        "evil.com", "example.com.evil.com", "example.com@evil.com", "evilexample.com", "example.com.",
        "ex\u{0430}mple.com", "xn--exmple-cua.com", "\u{FF45}xample.com", ".example.com", "example.co",
        "[::1]", "127.0.0.1", "example.com%2Eevil.com",
    ]

    /// A value of `type`, right most of the time and wrong sometimes.
    mutating func value(for type: ParameterType) -> String {
        if random.oneIn(5) { return random.pick(["abc", "-1", "99999999999999999999", "..", "a/b", "x y", "é", ""]) }
        switch type {
        case .int: return String(Int.random(in: -1_000...1_000_000, using: &random))
        case .number: return random.pick(["1.5", "-0", "1e3", "42"])
        case .bool: return random.pick(["true", "NO", "1", "yes"])
        case .uuid:
            return random.pick(["3F2504E0-4F89-11D3-9A0C-0305E82C3301", "00000000-0000-0000-0000-000000000000"])
        case .enumeration(let values): return values.isEmpty ? "x" : random.pick(values)
        case .regex: return random.pick(["PROMO2024", "abc_123", "ABCD", "user_1"])
        case .string: return random.pick(["42", "hello", "caf\u{E9}", "a b", "%", "~x", "debug", "flags"])
        }
    }

    // MARK: - Grammar of hostile pieces

    /// A URL assembled from pieces that probe every check of the normalizer.
    mutating func hostileURL() -> String {
        let scheme = random.pick([
            "demoapp:", "demoapp://", "DEMOAPP://", "https://", "http://", "HtTpS://", "ftp://", "", "1x:", ":",
        ])
        var authority = ""
        if scheme.hasPrefix("http") || random.oneIn(4) {
            if random.oneIn(3) { authority += random.pick(["user@", "example.com@", "a:b@", "@", "x@y@"]) }
            authority += random.pick(["example.com", "www.example.com"] + Self.foreignHosts + ["", "EXAMPLE.COM"])
            if random.oneIn(3) {
                authority += random.pick([":443", ":", ":99999999999999999999", ":x", "\\@evil.com"])
            }
        }
        var path = ""
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            path += random.pick(["/", "//"]) + random.pick(Self.segments)
        }
        if random.oneIn(3) { path += "?" + query() }
        if random.oneIn(5) { path += "#" + random.pick(Self.segments) }
        return scheme + authority + path
    }

    static let segments = [
        "story", "42", "debug", "flags", "DEBUG", "Debug", "inbox", "requests", "docs", "help", "search", "u", "me",
        ".", "..", "%2e", "%2E%2E", ".%2e", "%252e%252e", "a%2Fb", "debug%2Fflags", "%2F", "%00", "%FF", "%C0%AF",
        "%ED%A0%80", "%zz", "%4", "%", "caf\u{E9}", "a b", "\u{0}", "\u{7F}", "+", "%2B", "~", "%25", "%252F",
        String(repeating: "a", count: 300),
    ]

    mutating func query() -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
            random.pick(["ref=mail", "a", "=x", "&", "storyId=7", "page=%FF", "safe=yes", "t=1e999", "k=%zz", "x=a+b"])
        }.joined(separator: "&")
    }

    // MARK: - Disguises

    /// A literal segment, sometimes case-changed or percent-encoded whole.
    private mutating func disguise(_ literal: String) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return literal.uppercased()
        case 1: return literal.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        default: return literal
        }
    }

    private mutating func encode(_ value: String) -> String {
        if value.isEmpty { return value }
        return random.oneIn(3)
            ? LinkEncoding.encode(value, allowing: LinkEncoding.segmentCharacters)
            : value.replacingOccurrences(of: "/", with: "%2F").replacingOccurrences(of: " ", with: "%20")
    }
}
