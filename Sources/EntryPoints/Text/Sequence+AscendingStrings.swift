extension Sequence<String> {
    /// The strings in ascending order, as `sorted()` gives them.
    ///
    /// NB: one sort of strings for the core: `sorted()` called on a set and
    /// on each kind of dictionary's keys was a copy of the standard library's
    /// merge sort apiece, code every app links.
    var ascending: [String] { StringOrder.ascending(Array(self)) }
}

/// The one out-of-line sort behind `ascending`.
enum StringOrder {
    @inline(never)
    static func ascending(_ strings: [String]) -> [String] {
        var strings = strings
        strings.sort()
        return strings
    }
}
