import EntryPoints

/// What an association file says about one URL for one app.
///
/// The `rule` of a verdict is the JSON path of the rule that decided it, such
/// as `applinks.details[0].components[2]` or, for the legacy format,
/// `applinks.details[1].paths[0]`.
public enum AssociationVerdict: Hashable, Sendable {
    /// The rule at `rule` claims the URL: iOS opens it in the app.
    case claimed(rule: String)
    /// The `exclude` rule at `rule` matched first: iOS opens the URL in Safari.
    case excluded(rule: String)
    /// No rule for the app matches: iOS opens the URL in Safari.
    case notMatched

    /// Whether the URL is claimed, that is, opens in the app.
    public var isClaimed: Bool {
        if case .claimed = self { return true }
        return false
    }

    /// The JSON path of the deciding rule, or `nil` when no rule matched.
    public var rule: String? {
        switch self {
        case .claimed(let rule), .excluded(let rule): rule
        case .notMatched: nil
        }
    }
}
