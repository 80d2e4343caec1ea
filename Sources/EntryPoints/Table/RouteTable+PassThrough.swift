extension RouteTable {
    /// One `passThrough` entry: links the app hands to someone else (a
    /// sign-in SDK's callback, another SDK's links), written `SCHEME:` (every
    /// URL of the scheme), `SCHEME://HOST` (every URL of that host) or
    /// `SCHEME://HOST/PATTERN` (a pattern of the Route tables article's
    /// syntax, matched against the path as a route's would be).
    ///
    /// Schemes and hosts compare case-insensitively; a custom scheme's host is
    /// its URL's first segment, as for routes. An `http` or `https` entry
    /// needs a host.
    ///
    /// ```swift
    /// try RouteTable.PassThrough(parsing: "fb1234567890:")
    /// try RouteTable.PassThrough(parsing: "https://example.com/auth/*")
    /// ```
    public struct PassThrough: Hashable, Sendable, CustomStringConvertible {
        /// The URL scheme, as written.
        public var scheme: String
        /// The host (a custom scheme's first segment); `nil`: every URL of the scheme.
        public var host: String?
        /// The path pattern, with its leading `/`; `nil`: every URL of the host.
        public var pattern: String?

        /// An entry for `scheme`, narrowed to `host` and then to `pattern` when given.
        public init(scheme: String, host: String? = nil, pattern: String? = nil) {
            self.scheme = scheme
            self.host = host
            self.pattern = pattern
        }

        // NB: `@_optimize(size)` as in RouteTable+EntryRulesValidation.swift, which says why.

        /// Reads an entry as the table writes it.
        ///
        /// Only the shape is read here; what the parts hold (a valid scheme,
        /// host and pattern) is judged with the rest of the table by
        /// ``RouteTable/validate()``.
        /// - Throws: ``EntryPointsError`` with code ``EntryPointsError/Code/invalidValue``
        ///   when `text` has none of the three forms.
        @_optimize(size)
        public init(parsing text: String) throws(EntryPointsError) {
            let colon = text.firstIndex(of: ":") ?? text.endIndex
            self.init(scheme: String(text[..<colon]))
            let rest = text[colon...].dropFirst()
            if colon < text.endIndex, rest.isEmpty { return }
            let authority = rest.dropFirst(2)
            let slash = authority.firstIndex(of: "/") ?? authority.endIndex
            guard colon < text.endIndex, rest.hasPrefix("//"), slash > authority.startIndex else {
                throw EntryPointsError(
                    .invalidValue,
                    "\"\(text)\" is not a pass-through entry: write SCHEME:, SCHEME://HOST or SCHEME://HOST/PATTERN")
            }
            host = String(authority[..<slash])
            if slash < authority.endIndex { pattern = String(authority[slash...]) }
        }

        /// The entry as the table writes it: `scheme:`, `scheme://host` or `scheme://host/pattern`.
        public var description: String {
            guard let host else { return scheme + ":" }
            return scheme + "://" + host + (pattern ?? "")
        }

        /// Whether the scheme is a web scheme, whose entries need a host.
        var isWeb: Bool {
            let lowercased = scheme.lowercased()
            return lowercased == "http" || lowercased == "https"
        }
    }

    /// The `resolve` stage: links that must be resolved before matching,
    /// such as a vendor's short links, and the route to run when one cannot be.
    ///
    /// An external URL that starts with one of ``prefixes`` (scheme and host
    /// compared case-insensitively, the rest exactly) is replaced by its
    /// resolution, which is then checked from the start.
    public struct ResolutionStage: Hashable, Sendable {
        /// The URL prefixes whose links are resolved, each with a scheme and a host.
        public var prefixes: [String]
        /// The route that runs, with no parameters, when a link has no
        /// resolution; `nil`: such a link is `unmatched` / `unresolved`.
        public var fallback: String?

        /// A stage resolving the links under `prefixes`, falling back to route `fallback`.
        public init(prefixes: [String], fallback: String? = nil) {
            self.prefixes = prefixes
            self.fallback = fallback
        }
    }

    /// Whether `name` is a tracking parameter of this table: an entry of
    /// ``trackingParameters`` equals it, or ends in `*` and is a prefix of it
    /// (`utm_*` covers `utm_source`). Names compare case-sensitively.
    public func coversTrackingParameter(_ name: String) -> Bool {
        trackingEntry(covering: name) != nil
    }

    /// The index of the first entry of ``trackingParameters`` that covers `name`.
    func trackingEntry(covering name: String) -> Int? {
        Self.trackingEntry(covering: name, in: trackingParameters)
    }

    /// The index of the first of `entries` that covers `name`: the one
    /// statement of the rule, which validation and the normalizer call.
    static func trackingEntry(covering name: String, in entries: [String]) -> Int? {
        entries.firstIndex { entry in
            entry.hasSuffix("*") ? name.hasPrefix(entry.dropLast()) : name == entry
        }
    }
}
