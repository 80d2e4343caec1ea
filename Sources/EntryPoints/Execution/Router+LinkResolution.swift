extension Router {
    /// What a controller's link resolver answered for a link under one of the
    /// table's `resolve` prefixes: the link as it arrived and the URL it
    /// resolved to, or `nil` for none (no answer, a throw, or the time limit).
    ///
    /// Observers read it on ``RouteController/Report/linkResolution``;
    /// ``EntryRecorder`` writes it beside the events, as `entryd --resolutions` reads it.
    public struct LinkResolution: Hashable, Sendable {
        /// The link as it arrived, exactly as the entry carried it.
        public var link: String
        /// The URL it resolved to; `nil` when it has no resolution.
        public var resolved: String?

        /// The resolution of `link` to `resolved` (`nil`: none).
        public init(link: String, resolved: String?) {
            self.link = link
            self.resolved = resolved
        }
    }
}

/// A controller's link resolver: synchronous (answered at once, as `entryd`
/// answers from `--resolutions`), or asynchronous and time-boxed (an app
/// asking a vendor's API). The controller's one stage runs both.
///
/// NB: not generic over the controller's root: an app's controllers share this code.
enum LinkResolver {
    case sync(@MainActor (String) -> String?)
    case async(@Sendable (String) async throws -> String?, timeLimit: Duration)

    /// What `resolve` answers for `link` within `timeLimit`: `nil` when it
    /// throws, answers none, or is still running at the limit (it is then
    /// canceled, and its late answer ignored). Canceling the calling task
    /// (a newer entry superseded this one) ends the wait at once and cancels `resolve`.
    nonisolated static func answer(
        _ link: String, _ resolve: @escaping @Sendable (String) async throws -> String?, within timeLimit: Duration
    ) async -> String? {
        let answer = OneAnswer<String?>()
        let worker = Task {
            let resolved = try? await resolve(link)
            answer.give(resolved ?? nil)
        }
        let timer = Task {
            try? await Task.sleep(for: timeLimit)
            answer.give(nil)
        }
        defer {
            worker.cancel()
            timer.cancel()
        }
        return await withTaskCancellationHandler {
            await answer.wait {}
        } onCancel: {
            answer.give(nil)
        }
    }
}
