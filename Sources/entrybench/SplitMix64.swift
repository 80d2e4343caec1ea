/// A seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64):
/// the same seed gives the same tables and events on every machine and
/// every toolchain.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.below(6)        // 0 ..< 6, the same on every run
/// random.percent(25)     // true about a quarter of the time
/// ```
///
/// NB: it deliberately does not conform to `RandomNumberGenerator`, so that
/// no standard-library algorithm (whose details may change between Swift
/// releases) can creep in between the seed and the workload.
struct SplitMix64 {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0 ..< bound` (`bound` > 0), by Lemire's multiply-high
    /// reduction; its bias (below 2⁻⁴⁰ for the bounds used here) does not matter.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// `true` with probability `percent` / 100.
    mutating func percent(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of `elements` (not empty), uniformly.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
