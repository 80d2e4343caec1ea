extension Intent {
    /// The one-shot answer channel of an intent that asked for a result.
    ///
    /// The destination calls ``complete(_:)`` once, on the main actor; later
    /// calls are ignored. If the destination lets it go unanswered (the screen
    /// was dismissed), the intent completes as canceled with cause
    /// ``Intent/Cancellation/Cause/abandoned``: at once when the handler
    /// kept nothing, else when the last reference goes away; so no waiter is
    /// ever leaked. The intent's result callback always runs on the main actor.
    public final class Completion: @unchecked Sendable {
        // NB: @unchecked because the only state, the handler, is guarded by `lock`.
        private let lock = Lock()
        private var handler: (@MainActor @Sendable (Intent.Answer) -> Void)?

        init(_ handler: @escaping @MainActor @Sendable (Intent.Answer) -> Void) {
            self.handler = handler
        }

        /// Answers the intent; only the first answer counts. The result
        /// callback runs before this returns.
        @MainActor
        public func complete(_ result: Intent.Answer) {
            take()?(result)
        }

        /// Answers that the destination backed out (``Intent/Cancellation/declined``).
        @MainActor
        public func cancel() {
            complete(.canceled(.declined))
        }

        /// Whether an answer was given.
        public var isCompleted: Bool {
            lock.lock()
            defer { lock.unlock() }
            return handler == nil
        }

        private func take() -> (@MainActor @Sendable (Intent.Answer) -> Void)? {
            lock.lock()
            defer { lock.unlock() }
            let handler = self.handler
            self.handler = nil
            return handler
        }

        deinit {
            // NB: the last reference may go on any thread; the answer still runs on the main actor.
            if let handler = take() {
                Task { @MainActor in handler(.canceled(.abandoned)) }
            }
        }
    }
}
