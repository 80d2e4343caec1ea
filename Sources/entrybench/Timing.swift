/// Clock readings and the statistics the benchmarks report.
///
/// Every figure is a median over several runs: on a shared machine the
/// mean follows whoever else is busy, the median much less.
enum Timing {
    /// The monotonic clock all figures are read from.
    static let clock = ContinuousClock()

    /// `duration` in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// Runs `body` once and returns its result with the time it took, in nanoseconds.
    static func measure<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, nanoseconds: Double) {
        let start = clock.now
        let result = try body()
        return (result, nanoseconds(clock.now - start))
    }

    /// The median of `values` (not empty): the middle one, or the mean of the middle two.
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Keeps `value` alive, so the optimizer cannot drop the work that made it.
    @inline(never)
    static func blackHole<Value>(_ value: Value) {
        withExtendedLifetime(value) {}
    }
}
