extension RouteController {
    /// The default time limit of an asynchronous link resolver: 5 seconds,
    /// after which the link has no resolution (the table's `fallback` route,
    /// or `unmatched` / ``Outcome/Reason/unresolved``).
    nonisolated public static var defaultLinkTimeLimit: Duration { .seconds(5) }

    /// Resolves links under the table's `resolve` prefixes (a vendor's short
    /// links, a QR code's indirection) with `resolver`, which asks whoever
    /// knows: it returns the real URL, or `nil` when the link has none.
    ///
    /// The entry runs meanwhile, in its own phase
    /// (``EntryTicket/State/Phase/resolving``): a newer external entry
    /// supersedes it and cancels `resolver`'s task. An entry held on a cold
    /// start is resolved when it runs, and each entry is resolved once (a
    /// resumed entry reuses the answer; a resolved URL under a prefix is not
    /// resolved again). No answer within `timeLimit`, `nil`, or a throw: the
    /// link has no resolution (the table's `fallback` route, or `unmatched` /
    /// ``Outcome/Reason/unresolved``). The request and the outcome carry the
    /// link as it arrived (`resolvedFrom`).
    ///
    /// ```swift
    /// controller.resolveLinksAsync { link in
    ///     try await shortLinks.expand(link)     // "https://example.app.link/abc" -> "https://example.com/story/42"
    /// }
    /// ```
    public func resolveLinksAsync(
        timeLimit: Duration = defaultLinkTimeLimit, with resolver: @escaping @Sendable (String) async throws -> String?
    ) {
        linkResolver = .async(resolver, timeLimit: timeLimit)
    }

    /// Answers links under the table's `resolve` prefixes at once, from what
    /// the app already knows (a cache, recorded resolutions): `resolver`
    /// returns the real URL, or `nil` for none. Such an entry resolves as
    /// any other, with no phase of its own; `entryd --resolutions` answers
    /// this way. See ``resolveLinksAsync(timeLimit:with:)`` for the rules.
    public func resolveLinks(with resolver: @escaping @MainActor (String) -> String?) {
        linkResolver = .sync(resolver)
    }
}
