extension Router {
    /// The query rule's first half, the one definition both paths call
    /// (``resolveNormalized(_:origin:kind:)`` over strings, through
    /// ``QueryItem/grouped(_:capturedByPath:)``, which tracking parameters share;
    /// ``answer(commonURL:into:)`` over bytes): `body` gets each query item
    /// `params` receives, in the URL's order, with its name; an item whose
    /// name a path parameter captured is left out, since the capture beats it.
    ///
    /// NB: generic over how a name is held, and inlined, so the byte path
    /// compares bytes in place and the string path looks names up in its
    /// `params`; `FastPathEquivalenceTests` holds the two to the same results.
    @inline(__always)
    static func forEachQueryItem<Name>(
        count: Int, name: (Int) -> Name, capturedByPath: (Name) -> Bool, _ body: (Int, Name) -> Void
    ) {
        for item in 0..<count {
            let itemName = name(item)
            if !capturedByPath(itemName) { body(item, itemName) }
        }
    }

    /// The query rule's second half: whether every query item's values stay
    /// the strings the URL held (`true` when the route declares no type for a
    /// name its pattern leaves uncaptured); otherwise a declared name's
    /// values are converted by its type.
    @inline(__always)
    static func queryValuesStayStrings(_ record: PatternTrie.HotNodes.TerminalRecord) -> Bool {
        !record.declaresQueryParameters
    }
}
