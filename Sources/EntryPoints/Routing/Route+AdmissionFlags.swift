extension Route {
    /// The route is internal: entries from outside are refused.
    @inlinable static var internalFlag: UInt8 { 1 }
    /// The route declares parameter types: query items and payload members must be converted.
    @inlinable static var declaresParamsFlag: UInt8 { 2 }
    /// The route asks the controller for more than admission by exposure:
    /// it requires a guard, or it has a `tab` or `present` to execute.
    @inlinable static var needsControllerFlag: UInt8 { 4 }

    /// What admission asks of a route on every match, as bits: ``internalFlag``,
    /// ``declaresParamsFlag`` and ``needsControllerFlag``. Kept per route by the
    /// router and in each trie terminal's record, so a match reads them from a
    /// record it already holds.
    var admissionFlags: UInt8 {
        (exposure == .internal ? Self.internalFlag : 0) | (params.isEmpty ? 0 : Self.declaresParamsFlag)
            | (requires.isEmpty && tab == nil && present == nil ? 0 : Self.needsControllerFlag)
    }

    /// Whether an external entry that matches this route is admitted by the
    /// route alone and leaves the built-in navigation state as it was: the
    /// route is external (no ``internalFlag``), requires no guard, and has no
    /// `tab` or `present` to execute. Such an entry's result depends on the
    /// match and its parameters only, so `entryd`'s byte-level path may write
    /// it without running the controller.
    var isAdmittedWithoutGuardsOrEffect: Bool {
        Self.isAdmittedWithoutGuardsOrEffect(flags: admissionFlags)
    }

    /// ``isAdmittedWithoutGuardsOrEffect`` from a route's ``admissionFlags``,
    /// as a match's terminal record holds them: the one definition of the
    /// rule, which `entryd`'s fast path asks before it writes a result.
    @inlinable @inline(__always)
    static func isAdmittedWithoutGuardsOrEffect(flags: UInt8) -> Bool {
        flags & (internalFlag | needsControllerFlag) == 0
    }
}
