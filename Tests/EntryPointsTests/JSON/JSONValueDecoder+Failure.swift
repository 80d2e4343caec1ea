@testable import EntryPoints

extension JSONValueDecoder {
    /// The error that decoding a `T` from `value` throws, or `nil` when it decodes.
    func failure<T: Decodable>(_ type: T.Type, from value: JSONValue) -> EntryPointsError? {
        do {
            _ = try decode(type, from: value)
            return nil
        } catch {
            return error
        }
    }
}
