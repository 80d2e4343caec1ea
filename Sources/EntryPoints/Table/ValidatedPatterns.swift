/// The parsed patterns of a table that passed validation, carried by the
/// table so that compiling it into a ``Router`` neither validates it nor
/// parses its patterns a second time.
///
/// NB: any change to a field of the table drops the patterns (the table's
/// `didSet`s), so they can never describe a table other than their own;
/// the table's equality leaves them out (see `RouteTable+Hashable.swift`).
struct ValidatedPatterns: Sendable {
    /// Per route, its patterns parsed, in order; `nil` unless the table as it is now passed validation.
    var patterns: [[Pattern]]?
}
