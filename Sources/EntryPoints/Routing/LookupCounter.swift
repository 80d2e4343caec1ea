/// How many times a ``Router`` looked a route up by id: a probe that tests
/// set on a router (`Router.byIDLookups`) to pin where look-ups happen.
final class LookupCounter: @unchecked Sendable {
    private let lock = Lock()
    private var total = 0

    /// The look-ups counted so far.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    /// Counts one look-up.
    func count() {
        lock.lock()
        total += 1
        lock.unlock()
    }
}
