/// A route's parameters, read and written as Swift values: the bridge
/// between a ``TypedRoute`` and the JSON parameters of requests and intents.
public struct RouteParameters: Hashable, Sendable {
    /// The parameters as JSON, in the order they were set.
    public var object: JSONObject

    /// Parameters holding `object`.
    public init(_ object: JSONObject = [:]) {
        self.object = object
    }

    /// The value of parameter `name`, which must be present.
    /// - Throws: ``EntryPointsError`` ``EntryPointsError/Code/parameterDecoding``
    ///   naming the parameter, when it is missing or not a `Wanted`.
    public func required<Wanted: RouteParameters.Value>(_ name: String, as type: Wanted.Type = Wanted.self)
        throws(EntryPointsError) -> Wanted
    {
        guard let value = try optional(name, as: type) else {
            throw EntryPointsError(.parameterDecoding, "parameter \(name) is missing", at: name)
        }
        return value
    }

    /// The value of parameter `name`, or `nil` when it is absent or `null`.
    /// - Throws: ``EntryPointsError`` ``EntryPointsError/Code/parameterDecoding``
    ///   naming the parameter, when it is present but not a `Wanted`.
    public func optional<Wanted: RouteParameters.Value>(_ name: String, as type: Wanted.Type = Wanted.self)
        throws(EntryPointsError) -> Wanted?
    {
        guard let json = object[name], !json.isNull else { return nil }
        guard let value = Wanted(routeParameter: json) else {
            throw EntryPointsError(
                .parameterDecoding, "parameter \(name): expected \(Wanted.self), found \(json.kindName)", at: name)
        }
        return value
    }

    /// Sets parameter `name` to `value`; `nil` leaves it out.
    public mutating func set<Wanted: RouteParameters.Value>(_ name: String, _ value: Wanted?) {
        guard let value else { return }
        object[name] = value.routeParameter
    }
}
