/// A coding key for JSON members and array positions, when no `CodingKeys` type is at hand.
///
/// Keys made with ``init(intValue:)`` stand for array positions and print as
/// `[3]` in decoding paths; keys made with ``init(stringValue:)`` are member names.
struct JSONCodingKey: CodingKey, Hashable, Sendable {
    let stringValue: String
    let intValue: Int?

    /// A member name.
    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// An array position.
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The coding path as text: member names joined by dots, array positions
    /// in brackets (`items[2].name`); empty for the top level.
    static func pathText(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let key = key as? JSONCodingKey, let position = key.intValue {
                text += "[\(position)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text
    }
}
