extension RouteTable {
    /// What loading a table does with its warnings: keys the format does not
    /// define (a misspelt `requries` leaves a route unguarded) and the
    /// warnings of its association files.
    ///
    /// Every way to load a table from JSON takes one, with no default, so a
    /// caller decides instead of dropping them by accident:
    ///
    /// ```swift
    /// // Refuse a table with warnings, as `entryd check --strict` does:
    /// let table = try RouteTable.load(contentsOf: "routes.json", warnings: .refuse)
    ///
    /// // Load it, and show what it warns about:
    /// let table = try RouteTable.load(contentsOf: "routes.json", warnings: .report { warnings in
    ///     for warning in warnings { log.warning("\(warning)") }
    /// })
    /// ```
    ///
    /// A table refused for its errors carries its warnings in
    /// ``RouteTableError/warnings`` under ``report(_:)`` and ``ignore``, and
    /// among its ``RouteTableError/errors`` under ``refuse``.
    public enum WarningPolicy {
        /// Warnings refuse the table: they are thrown as a ``RouteTableError``,
        /// each with its own code (such as ``EntryPointsError/Code/unknownKey``),
        /// together with any errors.
        case refuse
        /// The table loads, and `handler` receives its warnings before the
        /// table is returned: called once, and only when there are some.
        case report(_ handler: (_ warnings: [EntryPointsError]) -> Void)
        /// The table loads, and its warnings are dropped on purpose.
        case ignore
    }
}

extension RouteTable.WarningPolicy {
    /// Settles the outcome of reading a table.
    ///
    /// - Parameters:
    ///   - errors: What refuses the table, in any order.
    ///   - warnings: The table's own warnings, in any order.
    ///   - associationWarnings: The association files' warnings, in order;
    ///     they come after the table's (their places are in other files).
    ///   - readingOrder: Puts problems in the order of the table's text.
    /// - Returns: `table`, when neither the errors nor this policy refuse it.
    /// - Throws: ``RouteTableError`` with the errors, and the warnings among
    ///   them under ``refuse`` or kept apart otherwise.
    func settle(
        _ table: RouteTable, errors: [EntryPointsError], warnings: [EntryPointsError],
        associationWarnings: [EntryPointsError],
        readingOrder: (_ problems: [EntryPointsError]) -> [EntryPointsError]
    ) throws(RouteTableError) -> RouteTable {
        // NB: reading order is only worked out when there is something to
        // sort, so a valid table costs no walk of its whole text.
        func all(_ warnings: [EntryPointsError]) -> [EntryPointsError] {
            (warnings.isEmpty ? [] : readingOrder(warnings)) + associationWarnings
        }
        switch self {
        case .refuse:
            guard errors.isEmpty, warnings.isEmpty, associationWarnings.isEmpty else {
                // NB: the warnings join the errors where the table's text has
                // them, so a refusal reads top to bottom like any other.
                throw RouteTableError(readingOrder(errors + warnings) + associationWarnings)
            }
        case .report(let handler):
            guard errors.isEmpty else { throw RouteTableError(readingOrder(errors), warnings: all(warnings)) }
            if !warnings.isEmpty || !associationWarnings.isEmpty { handler(all(warnings)) }
        case .ignore:
            guard errors.isEmpty else { throw RouteTableError(readingOrder(errors), warnings: all(warnings)) }
        }
        return table
    }
}
