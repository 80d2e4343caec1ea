import EntryPoints
import Foundation

/// How one non-container property-list value converts: a JSON value, a
/// reason it cannot be one, or `nil` (the initializer's) when it is no
/// scalar at all (an array, a dictionary, an unsupported object).
enum PropertyListScalar {
    case value(JSONValue)
    case unrepresentable(String)

    /// The class of `NSNumber`'s two Boolean values (`__NSCFBoolean` on Apple
    /// platforms and in swift-corelibs-foundation alike).
    ///
    /// NB: the class, not `value as? Bool`: on Apple platforms every `NSNumber`
    /// holding 0 or 1 casts to `Bool`, and a Swift `Bool` bridged through
    /// `Any` arrives as this class. Comparing classes tells `true` from `1`.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    init?(_ value: Any) {
        switch value {
        case let string as String:
            self = .value(.string(string))
        case let number as NSNumber:
            self = Self.number(number)
        case let date as Date:
            self = .value(.string(Self.iso8601(date)))
        case let data as Data:
            self = .value(.string(data.base64EncodedString()))
        case let url as URL:
            self = .value(.string(url.absoluteString))
        case let uuid as UUID:
            self = .value(.string(uuid.uuidString.lowercased()))
        case is NSNull:
            self = .value(.null)
        default:
            return nil
        }
    }

    /// A Boolean, an exact integer, or a finite floating-point number.
    private static func number(_ number: NSNumber) -> Self {
        if ObjectIdentifier(type(of: number)) == booleanClass {
            return .value(.bool(number.boolValue))
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "f"), UInt8(ascii: "d"):
            let double = number.doubleValue
            guard double.isFinite else { return .unrepresentable("\(double) is not a JSON number") }
            return .value(.number(JSONNumber(double)))
        case UInt8(ascii: "Q"), UInt8(ascii: "L"):
            // NB: unsigned types may hold values past Int64.max; their own text is exact.
            return .value(.number(JSONNumber(literal: String(number.uint64Value)) ?? JSONNumber(number.int64Value)))
        default:
            return .value(.number(JSONNumber(number.int64Value)))
        }
    }

    /// `2026-11-23T19:05:00Z`, or `2026-11-23T19:05:00.250Z` when the date has a fraction of a second.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: seconds != seconds.rounded(.down))
        return date.formatted(style)
    }
}
