/// The members of a result line, in the one order every result line lists
/// them (the Event and result formats article (Results)): `line`, `id`,
/// `entry`, `part`, `resumed`, `status`, `reason`, `route`, `params`,
/// `tracking`, `resolvedFrom`, `scene`, `from`, `opened`, `guard`,
/// `redirect`, `message`, `state`.
///
/// The one home of the result format's names and order, as ``EventMember``
/// is of the event format's names: `entryd`'s encoder writes the members of
/// a line by walking ``allCases``, its fast path writes the keys ``key``
/// spells and pieces the encoder rendered when the session started, and
/// ``Outcome/jsonValue`` lists an outcome's members with the same names in
/// the same order.
@usableFromInline package enum ResultMember: Int, CaseIterable, Sendable {
    /// The 1-based number of the input line the result answers.
    case line
    /// The event's `id`, echoed.
    case id
    /// The event's `type`, or a `launch`'s carried entry's kind.
    case entry
    /// The 1-based position of a `launch`'s carried entry.
    case part
    /// `true` on the extra line of an entry that waited and then ran.
    case resumed
    /// ``Outcome/status``.
    case status
    /// ``Outcome/reason``.
    case reason
    /// ``Outcome/route``.
    case route
    /// ``Outcome/params``: always present with `route`, `{}` when empty.
    case params
    /// ``Outcome/trackingParameters``.
    case tracking
    /// ``Outcome/resolvedFrom``.
    case resolvedFrom
    /// ``Outcome/scene``.
    case scene
    /// ``Outcome/forwardedFrom``.
    case from
    /// ``Outcome/openedScene``, written only when `true`.
    case opened
    /// ``Outcome/guardName``.
    case `guard`
    /// ``Outcome/redirect``.
    case redirect
    /// ``Outcome/message``.
    case message
    /// The navigation state after the entry (`--emit-state`).
    case state

    /// The member's key as a result line writes it after another member: a
    /// comma, the quoted name and a colon (`,"status":`). The one spelling of
    /// each name; ``text`` is the name alone.
    ///
    /// NB: written whole, so that every writer appends a key as one copy of
    /// a constant: where the member is known at compile time (the fast
    /// path's `{"line":` and `,"id":`) the key folds to a literal, and an
    /// encoder walking the members looks it up with no allocation.
    @inlinable package var key: StaticString {
        switch self {
        case .line: #","line":"#
        case .id: #","id":"#
        case .entry: #","entry":"#
        case .part: #","part":"#
        case .resumed: #","resumed":"#
        case .status: #","status":"#
        case .reason: #","reason":"#
        case .route: #","route":"#
        case .params: #","params":"#
        case .tracking: #","tracking":"#
        case .resolvedFrom: #","resolvedFrom":"#
        case .scene: #","scene":"#
        case .from: #","from":"#
        case .opened: #","opened":"#
        case .guard: #","guard":"#
        case .redirect: #","redirect":"#
        case .message: #","message":"#
        case .state: #","state":"#
        }
    }

    /// The member's name alone (``key`` without `,"` and `":`), for lookups in a parsed result line.
    package var text: String {
        key.withUTF8Buffer { String(decoding: $0.dropFirst(2).dropLast(2), as: UTF8.self) }
    }
}
