extension JSONValue: CustomStringConvertible {
    /// Compact JSON text (``jsonText``), not a mirror dump.
    public var description: String { jsonText }
}

extension JSONObject: CustomStringConvertible {
    /// Compact JSON text (``jsonText``), members in order.
    public var description: String { jsonText }
}
