/// "Did you mean …?" for misspelled keys, names and options.
///
/// NB: `package`, so `entryd` suggests options by the same rule the table
/// uses for keys (one home per rule), without making it public API.
package enum Suggestion {
    /// The farthest a suggestion may be from what was written.
    static let maximumDistance = 2

    /// The candidate closest to `written`, if one is within
    /// ``maximumDistance`` edits and closer than its own length (so `x`
    /// does not suggest `id`); ties go to the earlier candidate.
    package static func closest(to written: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != written {
            let distance = editDistance(written, candidate)
            guard distance <= maximumDistance, distance < candidate.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean "patterns"?)` when a candidate is close, else empty.
    static func hint(for written: String, among candidates: some Sequence<String>) -> String {
        closest(to: written, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`.
    ///
    /// NB: swaps count as one edit because `patetrns` is one slip of the
    /// fingers, not two.
    ///
    /// - Complexity: O(*m* × *n*) in the lengths, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
