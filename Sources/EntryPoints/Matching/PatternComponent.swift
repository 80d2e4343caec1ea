/// One segment of a pattern.
package enum PatternComponent: Hashable, Sendable, CustomStringConvertible {
    /// A literal segment, matched against the percent-decoded path segment.
    case literal(String)
    /// `:name`: exactly one non-empty segment.
    case parameter(String)
    /// `*name` (or bare `*`, with `nil`): one or more remaining segments, joined by `/`.
    case catchAll(String?)

    /// The component as written in a pattern: `story`, `:storyId`, `*rest`, `*`.
    package var description: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name): ":" + name
        case .catchAll(let name): "*" + (name ?? "")
        }
    }

    /// The name this component captures, if any.
    package var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name): name
        case .catchAll(let name): name
        }
    }
}
