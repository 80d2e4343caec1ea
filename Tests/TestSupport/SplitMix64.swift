/// The test targets' one random generator: a small, fast, seedable pseudo-random generator (Steele, Lea and Flood's
/// SplitMix64), so that every property test sees the same inputs on every run.
///
/// NB: `SystemRandomNumberGenerator` would make a failure impossible to
/// replay; a fixed seed per test makes it a plain, repeatable test case.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let byte = UInt8.random(in: 0...255, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A random element of `elements`, which must not be empty.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements[elements.index(elements.startIndex, offsetBy: Int.random(in: 0..<elements.count, using: &self))]
    }

    /// `true` with probability `1 / n`.
    public mutating func oneIn(_ n: Int) -> Bool {
        Int.random(in: 0..<n, using: &self) == 0
    }
}
