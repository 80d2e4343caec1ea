extension Route {
    /// The route is internal: entries from outside are refused.
    static let internalFlag: UInt8 = 1
    /// The route declares parameter types: query items and payload members must be converted.
    static let declaresParamsFlag: UInt8 = 2

    /// What admission asks of a route on every match, as bits: ``internalFlag``
    /// and ``declaresParamsFlag``. Kept per route by the router and in each
    /// trie terminal, so a match reads them from a record it already holds.
    var admissionFlags: UInt8 {
        (exposure == .internal ? Self.internalFlag : 0) | (params.isEmpty ? 0 : Self.declaresParamsFlag)
    }

    /// Whether an external entry that matches this route is admitted by the
    /// route alone and leaves the built-in navigation state as it was: the
    /// route is external (no ``internalFlag``), requires no guard, and has no
    /// `tab` or `present` to execute. Such an entry's result depends on the
    /// match and its parameters only, so `entryd`'s byte-level path may write
    /// it without running the controller; this is the one definition of that rule.
    package var isAdmittedWithoutGuardsOrEffect: Bool {
        admissionFlags & Self.internalFlag == 0 && requires.isEmpty && tab == nil && present == nil
    }
}
