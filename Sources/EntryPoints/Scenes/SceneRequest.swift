/// A new scene (window) the controller asks the app to open for an entry
/// whose route lands in one (``SceneOpening/openScene(_:)``): the app
/// opens a scene of ``kind`` and connects it as ``id``
/// (``RouteController/connect(_:kind:root:)``), and the entry lands there.
///
/// It is `Codable` and `Hashable`, so a SwiftUI app hands it to
/// `openWindow(value:)` as it is, and a UIKit app puts it in the user
/// activity of its scene-session activation request.
public struct SceneRequest: Codable, Hashable, Sendable {
    /// The id the new scene connects under: `auto-N`, N counting the scenes routing opened.
    public var id: String
    /// The scene's kind, one of the table's `scenes`.
    public var kind: String

    /// A request for scene `id` of `kind`.
    public init(id: String, kind: String) {
        self.id = id
        self.kind = kind
    }
}
