/// The parsed patterns of a table that passed validation, carried by the
/// table so that compiling it into a ``Router`` neither validates it nor
/// parses its patterns a second time.
///
/// NB: every instance equals every other and hashes as nothing, so two
/// tables with the same fields stay equal whatever their history. Any
/// change to a field of the table drops the patterns (the table's
/// `didSet`s), so they can never describe a table other than their own.
struct ValidatedPatterns: Hashable, Sendable {
    /// Per route, its patterns parsed, in order; `nil` unless the table as it is now passed validation.
    var patterns: [[Pattern]]?

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
