/// The one-shot answer channel of an intent that asked for a result.
///
/// The destination calls ``complete(_:)`` once; later calls are ignored. If
/// the last reference goes away unanswered (the destination was dismissed,
/// the entry was refused, replaced or dropped), the intent completes as
/// ``IntentResult/canceled``, so no waiter is ever leaked.
public final class IntentCompletion: @unchecked Sendable {
    // NB: @unchecked because the only state, the handler, is guarded by `lock`.
    private let lock = Lock()
    private var handler: (@Sendable (IntentResult) -> Void)?

    init(_ handler: @escaping @Sendable (IntentResult) -> Void) {
        self.handler = handler
    }

    /// Answers the intent; only the first answer counts.
    public func complete(_ result: IntentResult) {
        lock.lock()
        let handler = self.handler
        self.handler = nil
        lock.unlock()
        handler?(result)
    }

    /// Answers ``IntentResult/canceled``.
    public func cancel() {
        complete(.canceled)
    }

    /// Whether an answer was given.
    public var isCompleted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return handler == nil
    }

    deinit {
        handler?(.canceled)
    }
}
