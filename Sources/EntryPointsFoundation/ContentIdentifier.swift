import EntryPoints

/// The canonical content identifier of a route and its parameters: what an
/// app publishes as a scene's `targetContentIdentifier` and activation
/// conditions, and puts into what it sends (a push payload's
/// `aps.target-content-id`, a shortcut item's or an activity's
/// `targetContentIdentifier`), so the system picks the window showing that
/// content before any app code runs (the Windows and scenes article of
/// EntryPoints). It lives with the Apple bridges: only what an app tells the
/// system needs it, so the routing core stays as small as it was.
///
/// The form is the route's id, then, when it has parameters, `?` and each
/// parameter as `key=value` in ascending order of key (by Unicode scalar),
/// joined by `&`: `story?storyId=42`. A string value is written as it is, any
/// other value as its JSON text; in keys and values every character but
/// ASCII letters, digits, `-`, `.`, `_` and `~` is percent-encoded (UTF-8,
/// upper-case hex), so `&`, `=` and `?` never appear inside a part.
public enum ContentIdentifier {
    /// The content identifier of route `route` with `params`.
    public static func make(route: String, params: JSONObject = [:]) -> String {
        guard !params.isEmpty else { return route }
        let members = params.members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        let query = members.map { member in
            let value: String
            if case .string(let text) = member.value { value = text } else { value = member.value.jsonText }
            return encoded(member.key) + "=" + encoded(value)
        }
        return route + "?" + query.joined(separator: "&")
    }

    /// `text` with every byte outside the unreserved set percent-encoded.
    private static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}

extension RouteController {
    /// The content identifier of what open scene `id` shows
    /// (``ContentIdentifier``): the first route of the table whose
    /// destination screen (`present`, else the last of `stack`) is the
    /// scene's ``ScreenShowingRoot/currentScreen``, with that screen's
    /// parameters. `nil` when the scene is not open, its root does not say
    /// what it shows, it shows nothing, or no route leads to that screen.
    ///
    /// Publish it when the scene's screen changes, as its activation
    /// conditions and its user activity's `targetContentIdentifier`.
    public func contentIdentifier(ofScene id: String) -> String? {
        guard let root = root(ofScene: id) as? any ScreenShowingRoot, let screen = root.currentScreen,
            let route = router.table.routes.first(where: { ($0.present ?? $0.stack?.last) == screen.name })
        else { return nil }
        return ContentIdentifier.make(route: route.id, params: screen.params ?? [:])
    }
}
