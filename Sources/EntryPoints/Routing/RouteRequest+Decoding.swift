extension RouteRequest {
    /// Decodes the request's parameters into the app's own type.
    ///
    /// ```swift
    /// struct Story: Decodable { let storyId: Int; let ref: String? }
    /// let story = try request.decode(Story.self)
    /// ```
    ///
    /// Parameters from URLs are often strings, so the conversions go beyond
    /// the exact ones:
    /// - integers, `Double` and `Float` accept a string that spells a JSON number
    ///   (`"42"`, `"3.5"`, `"1e3"`); integers refuse fractions and overflow;
    /// - `Bool` accepts `"true"`/`"false"`/`"1"`/`"0"`/`"yes"`/`"no"`, in any case;
    /// - `String` accepts a number (its literal) or a Boolean (`"true"`/`"false"`);
    /// - `URL`, `UUID` and `Decimal` decode from strings (and `Decimal` from numbers);
    /// - a missing member or `null` decodes as `nil` for an `Optional`.
    ///
    /// - Throws: ``EntryPointsError`` with code `parameters.decoding`
    ///   (``EntryPointsError/Code/parameterDecoding``), naming the parameter:
    ///   `parameter storyId: expected Int, found string "abc"`.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(EntryPointsError) -> T {
        try JSONValueDecoder().decode(type, from: .object(params))
    }
}
