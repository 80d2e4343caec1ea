extension RouteTable {
    /// A route table that passed validation, with its patterns parsed: what
    /// a ``Router`` compiles.
    ///
    /// Validation is the only way to make one, so a router built from it
    /// checks nothing again and cannot fail; a router built from a plain
    /// ``RouteTable`` validates it into one first:
    ///
    /// ```swift
    /// let validated = try RouteTable.Validated(json: json, warnings: .refuse)
    /// let router = Router(validated)  // the patterns are parsed once, by validation
    /// ```
    ///
    /// The value is immutable: a changed table is a new table, to validate again.
    public struct Validated: Sendable {
        /// The table that passed validation.
        public let table: RouteTable
        /// Per route, its patterns as validation parsed them, in order.
        let patterns: [[Pattern]]

        /// Validates `table` as a whole (``RouteTable/validate()``) and keeps its parsed patterns.
        /// - Throws: ``RouteTableError`` listing every problem by JSON path.
        public init(_ table: RouteTable) throws(RouteTableError) {
            var parsed: [[Pattern]] = []
            let errors = table.validationErrors(skippingReferencesTo: [], checkingPatterns: true, parsed: &parsed)
            guard errors.isEmpty else { throw RouteTableError(errors) }
            self.init(checked: table, patterns: parsed)
        }

        /// Reads a table from its JSON and validates it, as
        /// ``RouteTable/decode(_:warnings:)`` does, keeping what validation parsed.
        /// - Throws: ``RouteTableError`` holding every problem, by JSON path.
        public init(json: JSONValue, warnings policy: WarningPolicy) throws(RouteTableError) {
            self = try RouteTable.decodeValidated(json, warnings: policy, loadClaims: nil)
        }

        /// A table whose every rule was checked, with the patterns that check parsed.
        init(checked table: RouteTable, patterns: [[Pattern]]) {
            self.table = table
            self.patterns = patterns
        }
    }
}
