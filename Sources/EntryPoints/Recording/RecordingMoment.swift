/// What a controller tells the recorders that follow it, besides its
/// reports: the moments that order a recording's lines and say which line
/// a later outcome belongs to.
///
/// NB: internal, and told only when a recorder follows the controller, so
/// an app without one pays one emptiness check per call.
enum RecordingMoment {
    /// An entry was opened, before anything can report it: lines go in this
    /// order. `scene` is the scene the app said it was delivered to.
    case arrival(EntryTicket, EntryPoint, identity: String?, scene: String?)
    /// The app connected, activated or disconnected a scene, with the outcome
    /// the controller answered (a refusal replays as the same refusal).
    case scene(SceneControl, Outcome)
    /// ``RouteController/markReady()`` starts: every held entry resumes.
    case ready
    /// ``RouteController/stateDidChange()`` resumed these parked entries
    /// (each reports once more, now or when its turn comes).
    case stateDidChange(resumed: [EntryTicket])
    /// ``RouteController/reset()`` starts: held and parked entries are
    /// dropped, which a replay writes no line for.
    case reset
}

extension RouteController {
    /// Tells every recorder that follows this controller of `moment`.
    func tellRecorders(_ moment: @autoclosure () -> RecordingMoment) {
        guard !recorders.isEmpty else { return }
        let moment = moment()
        for recorder in recorders { recorder.follow(moment) }
    }
}
