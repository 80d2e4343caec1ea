import EntryPoints
import Foundation

/// Property-list values (a `userInfo` dictionary) converted to JSON, value by
/// value: what could not be converted is left out and listed, never the whole
/// dictionary.
///
/// `NSUserActivity`, `UNNotificationContent` and `UIApplicationShortcutItem`
/// carry `[AnyHashable: Any]` (or `[String: any NSSecureCoding]`) dictionaries.
/// Handing those to `JSONSerialization` is a trap: a single `Date` or `Data`
/// value makes it raise an Objective-C exception on Apple platforms, which
/// `try?` cannot catch. This conversion never throws and never traps:
///
/// | value | JSON |
/// |---|---|
/// | `String` | string |
/// | `Bool`, or an `NSNumber` made from one | `true` / `false` |
/// | integer `NSNumber` / `Int`… | number, exactly (`UInt64` beyond `Int64` too) |
/// | floating-point `NSNumber` / `Double` | number (NaN and infinities are skipped) |
/// | `Date` | ISO 8601 string in UTC, with milliseconds when it has a fraction |
/// | `Data` | base64 string |
/// | `URL` | its absolute string |
/// | `UUID` | lowercase canonical string |
/// | `NSNull` | `null` |
/// | arrays, dictionaries | arrays, objects (keys sorted, so the result is deterministic) |
///
/// Anything else, and every non-string key, is skipped and reported in
/// ``skipped`` with its path, so the caller can log it:
///
/// ```swift
/// let converted = PropertyListConversion(activity.userInfo ?? [:])
/// for value in converted.skipped { logger.debug("left out \(value)") }
/// let entry = UserActivity(activityType: activity.activityType, userInfo: converted.object)
/// ```
public struct PropertyListConversion: Sendable {
    /// A value the conversion left out, and why.
    public struct Skipped: Hashable, Sendable, CustomStringConvertible {
        /// Where the value was: `userInfo.items[2]`, or the container's path for a non-string key.
        public var path: String
        /// Why it was left out, naming the value's or key's type.
        public var reason: String

        /// A skipped value at `path`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// How deep containers may nest before the rest is skipped.
    ///
    /// NB: a bound, not a taste: an `NSMutableDictionary` can contain itself,
    /// and unbounded recursion would overflow the stack.
    public static let maximumDepth = 64

    /// The converted dictionary.
    public let object: JSONObject
    /// What was left out, in the order met (keys sorted at each level).
    public let skipped: [Skipped]

    /// Converts a `userInfo`-style dictionary.
    /// - Parameters:
    ///   - dictionary: the property-list dictionary; keys that are not strings are skipped.
    ///   - root: the name the paths in ``skipped`` start with.
    public init(_ dictionary: [AnyHashable: Any], root: String = "userInfo") {
        var skipped: [Skipped] = []
        object = Self.convert(dictionary, at: root, depth: 0, skipped: &skipped)
        self.skipped = skipped
    }

    /// Converts a shortcut item's `userInfo` (`[String: any NSSecureCoding]`).
    public init(_ dictionary: [String: any NSSecureCoding], root: String = "userInfo") {
        var skipped: [Skipped] = []
        var object = JSONObject()
        for key in dictionary.keys.sorted() {
            let path = Self.path(root, key: key)
            if let value = Self.convert(dictionary[key] as Any, at: path, depth: 1, skipped: &skipped) {
                object[key] = value
            }
        }
        self.object = object
        self.skipped = skipped
    }

    static func convert(
        _ dictionary: [AnyHashable: Any], at path: String, depth: Int, skipped: inout [Skipped]
    ) -> JSONObject {
        var strings: [(key: String, value: Any)] = []
        strings.reserveCapacity(dictionary.count)
        var others: [String] = []
        for (key, value) in dictionary {
            if let name = key.base as? String {
                strings.append((name, value))
            } else {
                others.append("\(type(of: key.base)) \(key.base)")
            }
        }
        for other in others.sorted() {
            skipped.append(Skipped(path: path, reason: "a key that is not a string: \(other)"))
        }
        strings.sort { $0.key < $1.key }
        var object = JSONObject()
        for (key, value) in strings {
            if let converted = convert(value, at: Self.path(path, key: key), depth: depth + 1, skipped: &skipped) {
                object[key] = converted
            }
        }
        return object
    }

    /// The JSON for one value, or `nil` after recording why it was skipped.
    static func convert(_ value: Any, at path: String, depth: Int, skipped: inout [Skipped]) -> JSONValue? {
        if let scalar = PropertyListScalar(value) {
            switch scalar {
            case .value(let json): return json
            case .unrepresentable(let why):
                skipped.append(Skipped(path: path, reason: why))
                return nil
            }
        }
        let isContainer = value is [Any] || value is [AnyHashable: Any]
        if isContainer, depth >= maximumDepth {
            skipped.append(Skipped(path: path, reason: "nested deeper than \(maximumDepth) levels"))
            return nil
        }
        if let array = value as? [Any] {
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                if let converted = convert(element, at: "\(path)[\(index)]", depth: depth + 1, skipped: &skipped) {
                    elements.append(converted)
                }
            }
            return .array(elements)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            return .object(convert(dictionary, at: path, depth: depth, skipped: &skipped))
        }
        skipped.append(Skipped(path: path, reason: "a value of unsupported type \(type(of: value))"))
        return nil
    }

    /// `root.key`, or `root["key"]` when the key is not a plain identifier.
    static func path(_ root: String, key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        if plain { return "\(root).\(key)" }
        return "\(root)[\(JSONValue.string(key).jsonText)]"
    }
}
